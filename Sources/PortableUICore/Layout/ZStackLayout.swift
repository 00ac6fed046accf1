import Foundation

/// An overlaying container that you can use in conditional layouts.
///
/// 1. Every child is proposed the stack's proposal.
/// 2. Only the children with the highest layout priority count for the size: the stack is
///    the union of their frames, aligned on the alignment's guides.
/// 3. When placing, every child is proposed the stack's final size and aligned on the same
///    guides (the alignment line is where the top-priority children's guides meet at that size).
public struct ZStackLayout: Layout, Equatable {
    /// The alignment of subviews.
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let extent = extent(of: subviews, proposal: proposal) else { return .zero }
        return extent.size
    }

    /// Every child's, combined: each is proposed the stack's proposal.
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        .union(of: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        guard let extent = extent(of: subviews, proposal: childProposal) else { return }
        let lineX = bounds.minX - extent.minX
        let lineY = bounds.minY - extent.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: childProposal)
            subview.place(
                at: CGPoint(x: lineX - dimensions[alignment.horizontal], y: lineY - dimensions[alignment.vertical]),
                proposal: childProposal)
        }
    }

    /// Step 2: the union of the aligned frames of the top-priority children, in a space whose
    /// origin is the alignment point.
    private func extent(of subviews: Subviews, proposal: ProposedViewSize) -> CGRect? {
        guard !subviews.isEmpty else { return nil }
        let topPriority = Self.topPriority(subviews)
        var union: CGRect?
        for subview in subviews where subview.priority == topPriority {
            let dimensions = subview.dimensions(in: proposal)
            let frame = CGRect(
                x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
                width: dimensions.width, height: dimensions.height)
            union = union.map { $0.union(frame) } ?? frame
        }
        return union
    }

    private static func topPriority(_ subviews: Subviews) -> Double {
        subviews.reduce(-Double.infinity) { Swift.max($0, $1.priority) }
    }
}
