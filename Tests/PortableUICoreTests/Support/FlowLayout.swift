import Foundation
@testable import PortableUICore

/// The flow layout of "Building a custom layout in SwiftUI. Spacing" (layout-rules §24.2), written
/// from the article's description: items at their ideal sizes, left to right, a new line when
/// the next item would pass the proposed width, lines top-aligned with no gap between them.
///
/// It keeps the article's quirks on purpose, since code copied from the article shows them:
/// - an unspecified width counts as 0, so every item starts a new line;
/// - the gap after each item counts in its line's width, so the reported width can include a
///   trailing gap (and exceed the proposal);
/// - `sizeThatFits` starts a wrapped line without the item's gap while `placeSubviews` keeps it,
///   so the two can disagree about line breaks;
/// - `placeSubviews` compares an absolute x (from `bounds.minX`) with the proposed width, which
///   is right only when the layout sits at x = 0.
struct FlowLayout: Layout {
    /// The gap after each item, or `nil` for the preferred spacing of each adjacent pair.
    var spacing: CGFloat?

    struct Cache {
        /// Each item's ideal size.
        var sizes: [CGSize]
        /// The preferred gap after each item (0 after the last).
        var gaps: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> Cache {
        let items = Array(subviews)
        let gaps = items.indices.map { index in
            index + 1 < items.count
                ? items[index].spacing.distance(to: items[index + 1].spacing, along: .horizontal) : 0
        }
        return Cache(sizes: items.map { $0.sizeThatFits(.unspecified) }, gaps: gaps)
    }

    private func gap(after index: Int, _ cache: Cache) -> CGFloat {
        spacing ?? cache.gaps[index]
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let available = proposal.width ?? 0
        var total = CGSize.zero
        var line = CGSize.zero
        for (index, item) in cache.sizes.enumerated() {
            if line.width + item.width > available {
                total.height += line.height
                line = item
            } else {
                line.width += item.width + gap(after: index, cache)
                line.height = max(line.height, item.height)
            }
            total.width = max(total.width, line.width)
        }
        total.height += line.height
        return total
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let available = proposal.width ?? 0
        var origin = bounds.origin
        var lineHeight: CGFloat = 0
        for (item, subview) in zip(cache.sizes.indices, subviews) {
            let size = cache.sizes[item]
            if origin.x + size.width > available {
                origin = CGPoint(x: bounds.minX, y: origin.y + lineHeight)
                lineHeight = 0
            }
            subview.place(
                at: CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2), anchor: .center,
                proposal: ProposedViewSize(size))
            lineHeight = max(lineHeight, size.height)
            origin.x += size.width + gap(after: item, cache)
        }
    }
}
