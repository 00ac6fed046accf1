import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// - Returns: A publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// It starts when connected (``connect()``, or ``ConnectablePublisher/autoconnect()``)
    /// and emits the date to each subscriber with demand. On the main run loop the timer is
    /// a dispatch timer on the main queue: the window loop drains that queue (through
    /// `RunLoop.main`), and so does the headless host while its clock advances, so a clock
    /// driven by `Timer.publish(every:on: .main, in: .common)` ticks in both. On another run
    /// loop it is a Foundation `Timer` in `mode`, firing when that run loop runs.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// The time interval between events, in seconds.
        public final let interval: TimeInterval
        /// The tolerance, if any, of the timer.
        public final let tolerance: TimeInterval?
        /// The run loop on which the timer fires.
        public final let runLoop: RunLoop
        /// The run loop mode in which the timer fires.
        public final let mode: RunLoop.Mode
        /// Scheduler options passed to the timer. The run loop scheduler has none.
        public final let options: RunLoop.SchedulerOptions?

        private let conduits = SubjectConduits<Date, Never>()

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            conduits.attach(subscriber)
        }

        /// Starts the timer; cancelling the result stops it. An interval that is not a
        /// positive finite number is taken as the smallest one the timer supports.
        public func connect() -> Cancellable {
            let period = interval.isFinite && interval > 0 ? interval : 1e-4
            let leeway = tolerance.map { $0.isFinite ? Swift.max($0, 0) : 0 } ?? 0
            let fire = ScheduledAction { [conduits] in conduits.send(Date()) }
            if runLoop === RunLoop.main {
                let timer = DispatchSource.makeTimerSource(queue: .main)
                timer.setEventHandler { fire.run() }
                timer.schedule(
                    deadline: .now() + period, repeating: period, leeway: .nanoseconds(Int(leeway * 1e9)))
                timer.resume()
                return AnyCancellable { timer.cancel() }
            }
            let timer = Timer(timeInterval: period, repeats: true) { _ in fire.run() }
            timer.tolerance = leeway
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}
