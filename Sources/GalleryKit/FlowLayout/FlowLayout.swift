import SwiftUI

/// Article 2's flow layout: items at their ideal sizes from left to right, wrapping to a new
/// top-aligned line when the next one would pass the proposed width, with no gap between lines.
///
/// `spacing` is the gap after each item; `nil` asks each adjacent pair for its preferred
/// spacing, as the built-in stacks do. It behaves exactly like the article's code, including
/// that an unspecified width counts as zero (one item per line).
struct FlowLayout: Layout {
    var spacing: CGFloat?

    init(spacing: CGFloat? = nil) {
        self.spacing = spacing
    }

    struct Cache {
        /// Every item's ideal size.
        var sizes: [CGSize]
        /// The preferred horizontal gap after every item (0 after the last).
        var spacing: [CGFloat]
    }

    func makeCache(subviews: Subviews) -> Cache {
        var preferred: [CGFloat] = []
        for index in subviews.indices {
            let next = subviews.index(after: index)
            preferred.append(
                next < subviews.endIndex ? subviews[index].spacing.distance(to: subviews[next].spacing, along: .horizontal) : 0)
        }
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) }, spacing: preferred)
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let maxWidth = proposal.width ?? 0
        var totalWidth: CGFloat = 0
        var totalHeight: CGFloat = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        for (index, size) in cache.sizes.enumerated() {
            if lineWidth + size.width > maxWidth {
                totalHeight += lineHeight
                lineWidth = size.width
                lineHeight = size.height
            } else {
                lineWidth += size.width + gap(after: index, cache)
                lineHeight = max(lineHeight, size.height)
            }
            totalWidth = max(totalWidth, lineWidth)
        }
        return CGSize(width: totalWidth, height: totalHeight + lineHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let maxWidth = proposal.width ?? 0
        var lineX = bounds.minX
        var lineY = bounds.minY
        var lineHeight: CGFloat = 0
        for index in subviews.indices {
            let size = cache.sizes[index]
            if lineX + size.width > maxWidth {
                lineY += lineHeight
                lineHeight = 0
                lineX = bounds.minX
            }
            subviews[index].place(
                at: CGPoint(x: lineX + size.width / 2, y: lineY + size.height / 2), anchor: .center,
                proposal: ProposedViewSize(size))
            lineHeight = max(lineHeight, size.height)
            lineX += size.width + gap(after: index, cache)
        }
    }

    private func gap(after index: Int, _ cache: Cache) -> CGFloat {
        spacing ?? cache.spacing[index]
    }
}

#Preview("Wrapping tags", traits: .fixedLayout(width: 240, height: 160)) {
    FlowLayout(spacing: 8) {
        ForEach(["Swift", "Layout", "Flow", "Wraps", "At", "The", "Proposed", "Width"], id: \.self) { tag in
            Text(tag).padding(.horizontal, 10).padding(.vertical, 4).background(Color.teal.opacity(0.3), in: Capsule())
        }
    }
    .padding()
}
