import Foundation

/// A proposal for the size of a view.
///
/// A parent proposes a size to each child; each dimension is either a concrete length or `nil`
/// (unspecified). The child then chooses its own size.
///
/// - ``zero`` asks for the view's minimum size,
/// - ``infinity`` asks for its maximum size,
/// - ``unspecified`` asks for its ideal size.
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed horizontal size, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed vertical size, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    @inlinable
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Whether the two proposals have equal dimensions (both unspecified, or equal lengths).
    /// (Written out, and inlined: the derived `==` stays an out-of-line call, and layout
    /// compares proposals for every node it places.)
    @inlinable @inline(__always)
    public static func == (lhs: ProposedViewSize, rhs: ProposedViewSize) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// Creates a new proposed size from a concrete size.
    @inlinable
    public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size. The default is 10 in both dimensions.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along an axis.
    @inlinable
    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a proposal from a length along `axis` and a length across it.
    @inlinable
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        "(\(Self.describe(width)), \(Self.describe(height)))"
    }

    static func describe(_ length: CGFloat?) -> String {
        guard let length else { return "nil" }
        return formatLength(length)
    }
}

/// Formats a length compactly: integers without a fraction, others with up to three decimals.
func formatLength(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    var text = String(format: "%.3f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

extension CGSize {
    /// The length along an axis.
    @inlinable
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    @inlinable
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(width: major, height: minor)
        } else {
            self.init(width: minor, height: major)
        }
    }
}

extension CGPoint {
    @inlinable
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        if axis == .horizontal {
            self.init(x: major, y: minor)
        } else {
            self.init(x: minor, y: major)
        }
    }
}
