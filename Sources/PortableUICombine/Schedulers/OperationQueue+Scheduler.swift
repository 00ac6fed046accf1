import Foundation

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable, _DateSchedulerTime {
        /// The date represented by this type.
        public var date: Date

        /// Initializes an operation queue scheduler time with the given date.
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

    /// Options that affect the operation of the operation queue scheduler. It has none.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let scheduled = ScheduledAction(action)
        addOperation { scheduled.run() }
    }

    /// Runs `action` on the queue once `date` has passed (timed by the global dispatch queue).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        let scheduled = ScheduledAction(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
            self?.addOperation { scheduled.run() }
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        let global = DispatchQueue.global()
        let scheduled = ScheduledAction(action)
        return global.schedule(
            after: global.now.advanced(by: .seconds(delay)), interval: .seconds(interval.magnitude),
            tolerance: .seconds(tolerance.magnitude)
        ) { [weak self] in self?.addOperation { scheduled.run() } }
    }
}
