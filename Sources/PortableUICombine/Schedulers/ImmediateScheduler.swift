/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions. If you attempt to schedule actions
/// after a specific date, this scheduler ignores the date and performs them immediately.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler: it never moves.
    public struct SchedulerTimeType: Strideable, Sendable {
        public func distance(to other: SchedulerTimeType) -> Stride { .nanoseconds(0) }

        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        /// The increment by which the immediate scheduler counts time.
        public struct Stride: _SchedulerStride, Codable, Sendable {
            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            public init(_count count: Int) {
                magnitude = count
            }

            /// Creates an immediate scheduler time interval from an integer number of seconds.
            public init(_ value: Int) {
                magnitude = Int._count(seconds: Double(value))
            }
        }
    }

    /// A type that defines options accepted by the immediate scheduler. It has none.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType() }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Performs the action once, immediately; there is nothing to cancel.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return Subscriptions.empty
    }
}
