import Foundation
@testable import PortableUICore

/// The rank of a subview in a ``RankedColumn`` (lower first; 0 by default).
struct RankKey: LayoutValueKey {
    static let defaultValue = 0
}

/// A vertical guide that a ``RankedColumn`` pins to its first-ranked row; the top elsewhere.
enum PinnedRowAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

/// A horizontal guide that a ``RankedColumn`` pins to its first-ranked row's trailing edge;
/// the leading edge elsewhere.
enum PinnedEdgeAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension VerticalAlignment {
    static let pinnedRow = VerticalAlignment(PinnedRowAlignment.self)
}

extension HorizontalAlignment {
    static let pinnedEdge = HorizontalAlignment(PinnedEdgeAlignment.self)
}

/// A custom layout that reads a `LayoutValueKey` and defines explicit alignment guides.
///
/// It stacks its subviews top to bottom in order of their ``RankKey`` (ties keep declaration
/// order), leading-aligned, without gaps, each at its ideal size. Its `.pinnedRow` guide is the
/// vertical centre of the first-ranked subview and its `.pinnedEdge` guide that subview's
/// trailing edge; it states no other guide.
struct RankedColumn: Layout {
    private func order(_ subviews: Subviews) -> [Int] {
        subviews.indices.sorted { (subviews[$0][RankKey.self], $0) < (subviews[$1][RankKey.self], $1) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(total.width, size.width), height: total.height + size.height)
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for index in order(subviews) {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[index].sizeThatFits(.unspecified).height
        }
    }

    /// The first-ranked subview's size; it sits at the column's top-leading corner.
    private func firstRow(_ subviews: Subviews) -> CGSize? {
        order(subviews).first.map { subviews[$0].sizeThatFits(.unspecified) }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == .pinnedRow, let row = firstRow(subviews) else { return nil }
        return row.height / 2
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == .pinnedEdge, let row = firstRow(subviews) else { return nil }
        return row.width
    }
}
