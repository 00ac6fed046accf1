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
