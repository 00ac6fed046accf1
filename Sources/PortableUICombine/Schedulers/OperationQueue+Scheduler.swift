import Foundation

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes an operation queue scheduler time with the given date.
        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.magnitude))
        }

        /// A type that represents the distance between two values: seconds.
        public struct Stride: _SchedulerStride, Codable, Sendable {
            /// The value of this time interval in seconds.
            public var magnitude: TimeInterval

            public init(_count count: TimeInterval) {
                magnitude = count
            }

            /// Creates an operation queue time interval from the given time interval.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            /// The value of this time interval in seconds.
            public var timeInterval: TimeInterval { magnitude }
        }
    }

    /// Options that affect the operation of the operation queue scheduler. It has none.
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        addOperation(action)
    }

    /// Runs `action` on the queue once `date` has passed (timed by the global dispatch queue).
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in self?.addOperation(action) }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        let global = DispatchQueue.global()
        return global.schedule(
            after: global.now.advanced(by: .seconds(delay)), interval: .seconds(interval.magnitude),
            tolerance: .seconds(tolerance.magnitude)
        ) { [weak self] in self?.addOperation(action) }
    }
}
