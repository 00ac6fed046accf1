import Foundation

/// What the time types of the date-based schedulers, `RunLoop` and `OperationQueue`, share
/// (an implementation detail: use the time types themselves): a date, and strides counted in
/// seconds.
public protocol _DateSchedulerTime: Strideable where Stride: _SchedulerStride, Stride.Magnitude == TimeInterval {
    /// The date represented by this type.
    var date: Date { get }
    /// Creates a scheduler time with the given date.
    init(_ date: Date)
}

extension _DateSchedulerTime {
    public func distance(to other: Self) -> Stride {
        Stride(_count: other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> Self {
        Self(date.addingTimeInterval(n.magnitude))
    }
}

extension _SchedulerStride where Magnitude == TimeInterval {
    /// Creates a time interval from the given time interval in seconds.
    public init(_ timeInterval: TimeInterval) {
        self.init(_count: timeInterval)
    }

    /// The value of this time interval in seconds.
    public var timeInterval: TimeInterval { magnitude }
}
