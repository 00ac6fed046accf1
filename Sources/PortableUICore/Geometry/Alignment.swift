import Foundation

/// A type that you use to create custom alignment guides.
///
/// Implement ``defaultValue(in:)`` to give the guide's offset from a view's origin when the view
/// has no explicit value for it.
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the explicit value of the `n`th child that has one (in the container's
    /// coordinates) into the container's value. The default keeps the mean of the values.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let count = CGFloat(n)
        parentValue = ((parentValue ?? 0) * count + childValue) / (count + 1)
    }
}

/// Identifies one alignment guide: its ID type and the axis it measures along.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    /// Whether the key is the first or last text baseline (the only guides text defines).
    var isTextBaseline: Bool {
        id == FirstTextBaselineAlignmentID.self || id == LastTextBaselineAlignmentID.self
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.id == rhs.id && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }

    /// The value a container reports for this guide from its children's explicit values:
    /// their mean for most guides, the topmost first baseline, the bottommost last baseline.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, value) in values.enumerated() {
            id._combineExplicit(childValue: value, n, into: &result)
        }
        return result
    }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(LeadingAlignmentID.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(HorizontalCenterAlignmentID.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(TrailingAlignmentID.self)
    /// A guide marking the leading edge of the first line of text (the leading edge elsewhere).
    public static let listRowSeparatorLeading = HorizontalAlignment(LeadingAlignmentID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(TopAlignmentID.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(VerticalCenterAlignmentID.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(BottomAlignmentID.self)
    /// A guide that marks the top-most text baseline in a view (the bottom edge when it has no text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineAlignmentID.self)
    /// A guide that marks the bottom-most text baseline in a view (the bottom edge when it has no text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineAlignmentID.self)
}

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(childValue, parentValue ?? .infinity)
    }
}
enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(childValue, parentValue ?? -.infinity)
    }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The guide of this alignment along `axis`.
    func key(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }
}
