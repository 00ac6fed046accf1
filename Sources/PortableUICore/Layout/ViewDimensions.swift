import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    /// Where explicit guide values come from: the measured node and the proposal it was
    /// measured for, or nothing for dimensions without explicit guides.
    let node: LayoutNode?
    let proposal: ProposedViewSize

    init(size: CGSize, node: LayoutNode?, proposal: ProposedViewSize) {
        width = size.width
        height = size.height
        self.node = node
        self.proposal = proposal
    }

    var size: CGSize { CGSize(width: width, height: height) }

    /// The value of the given guide: its explicit value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// The value of the given guide: its explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// The explicit value of the given guide, if the view sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    /// The explicit value of the given guide, if the view sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        node?.explicitAlignment(key, size: size, proposal: proposal)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.node === rhs.node
    }
}
