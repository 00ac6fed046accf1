import Foundation

/// The arithmetic the strides of the built-in schedulers share (an implementation detail:
/// use the stride types themselves). A stride is a count of units of time — nanoseconds for
/// `DispatchQueue` and ``ImmediateScheduler``, seconds for `RunLoop` and `OperationQueue`;
/// integer and floating-point literals are seconds, as in Combine.
public protocol _SchedulerStride: SignedNumeric, Comparable, Hashable, ExpressibleByFloatLiteral,
    SchedulerTimeIntervalConvertible
where Magnitude: _StrideCount, IntegerLiteralType == Int, FloatLiteralType == Double {
    /// Creates a stride of `count` units.
    init(_count count: Magnitude)
    /// The count of units.
    var magnitude: Magnitude { get }
}

/// The count type of a scheduler stride: `Int` nanoseconds or `Double` seconds.
public protocol _StrideCount: Numeric, Comparable {
    /// The count for a number of seconds, rounded to the unit.
    static func _count(seconds: Double) -> Self
    /// The count for a number of nanoseconds.
    static func _count(nanoseconds: Int) -> Self
}

extension Int: _StrideCount {
    public static func _count(seconds: Double) -> Int {
        let nanoseconds = (seconds * 1e9).rounded()
        guard nanoseconds.isFinite else { return nanoseconds < 0 ? .min : .max }
        return Int(exactly: nanoseconds) ?? (nanoseconds < 0 ? .min : .max)
    }

    public static func _count(nanoseconds: Int) -> Int { nanoseconds }
}

extension Double: _StrideCount {
    public static func _count(seconds: Double) -> Double { seconds }

    public static func _count(nanoseconds: Int) -> Double { Double(nanoseconds) / 1e9 }
}

extension _SchedulerStride {
    public init(integerLiteral value: Int) {
        self.init(_count: Magnitude._count(seconds: Double(value)))
    }

    public init(floatLiteral value: Double) {
        self.init(_count: Magnitude._count(seconds: value))
    }

    public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        self.init(integerLiteral: seconds)
    }

    public static func seconds(_ s: Int) -> Self { Self(integerLiteral: s) }
    public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(_count: Magnitude._count(seconds: Double(ms) / 1e3)) }
    public static func microseconds(_ us: Int) -> Self { Self(_count: Magnitude._count(seconds: Double(us) / 1e6)) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(_count: Magnitude._count(nanoseconds: ns)) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(_count: lhs.magnitude + rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(_count: lhs.magnitude - rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(_count: lhs.magnitude * rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}
