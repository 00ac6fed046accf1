/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal = 0
    /// The vertical dimension.
    case vertical = 1

    /// An efficient set of axes.

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }

    /// The other axis.
    @inlinable
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A direction in which content is laid out horizontally.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
