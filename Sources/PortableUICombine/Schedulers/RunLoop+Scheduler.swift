import Foundation

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable, _DateSchedulerTime {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        public init(_ date: Date) {
            self.date = date
        }

        /// A type that represents the distance between two values: seconds.
        public struct Stride: _SchedulerStride, Codable, Sendable {
            /// The value of this time interval in seconds.
            public var magnitude: TimeInterval

            public init(_count count: TimeInterval) {
                magnitude = count
            }
        }
    }

    /// Options that affect the operation of the run loop scheduler. It has none.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` on this run loop. The main run loop's work goes through the main dispatch
    /// queue, which the main run loop drains on Linux and which also runs where nothing runs
    /// the run loop (the headless host, tests, `dispatchMain()`).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(action)
        if self === RunLoop.main {
            DispatchQueue.main.async { scheduled.run() }
        } else {
            perform { scheduled.run() }
        }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let scheduled = ScheduledAction(action)
        if self === RunLoop.main {
            let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { scheduled.run() }
        } else {
            let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in scheduled.run() }
            timer.tolerance = tolerance.magnitude
            add(timer, forMode: .default)
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        if self === RunLoop.main {
            let delay = SchedulerTimeType(Date()).distance(to: date)
            return DispatchQueue.main.schedule(
                after: DispatchQueue.main.now.advanced(by: .seconds(Swift.max(delay.magnitude, 0))),
                interval: .seconds(interval.magnitude), tolerance: .seconds(tolerance.magnitude), action)
        }
        let scheduled = ScheduledAction(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in scheduled.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
