import Foundation
@testable import PortableUICore

/// A custom layout that sizes itself like its first subview and puts every subview at its
/// origin, proposing its own proposal. It keeps `Layout`'s default spacing (the union of its
/// subviews') and default explicit alignment (the mean of its subviews').
struct Passthrough: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }
}

/// `Passthrough` with no spacing preference on any edge: it wants no gap next to it.
struct ZeroSpacing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        Passthrough().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        Passthrough().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// A layout that fills its proposal (10 where unspecified) and puts each subview's
/// bottom-trailing corner on its own: `place(at:anchor:)` with a non-default anchor.
struct BottomTrailingCorner: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
        }
    }
}

/// Subviews at their ideal sizes side by side, top-aligned, without gaps. It declares a
/// horizontal stack orientation, so spacers inside it grow horizontally.
struct IdealRow: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { total, subview in
            let size = subview.sizeThatFits(.unspecified)
            return CGSize(width: total.width + size.width, height: max(total.height, size.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Subviews at their ideal sizes top to bottom without gaps, lined up on their leading
/// guides (explicit ones included) as seen through `dimensions(in:)`.
struct LeadingGuideColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let guides = subviews.map { $0.dimensions(in: .unspecified) }
        let line = guides.map { $0[.leading] }.max() ?? 0
        let width = guides.map { line - $0[.leading] + $0.width }.max() ?? 0
        return CGSize(width: width, height: guides.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let line = subviews.map { $0.dimensions(in: .unspecified)[.leading] }.max() ?? 0
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + line - dimensions[.leading], y: y), proposal: .unspecified)
            y += dimensions.height
        }
    }
}
