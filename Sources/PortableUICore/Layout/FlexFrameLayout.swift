import Foundation

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with p the proposal, c the child's size and cp the child's proposal:
/// 1. The child is proposed `cp = clamp(p ?? ideal, min, max)` (unspecified if both are).
/// 2. With no proposal but an ideal, the frame is the ideal.
/// 3. With both min and max, the frame is `clamp(p, min, max)` (`clamp(c, …)` without p).
/// 4. With only a min it is `max(min(cp ?? ∞, c), min)`; with only a max `min(max(cp ?? −∞, c), max)`.
/// 5. Without constraints it is the child's size. The child is aligned in the frame.
/// Constraints are normalised first: negative or NaN minimums become 0, and the ideal and
/// maximum are raised to the minimum ("Contradictory frame constraints" is reported).
public struct _FlexFrameLayout: Layout, Equatable {
    struct Constraint: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: String) {
            let minimum = min.map { $0.isNaN ? 0 : Swift.max($0, 0) }
            var ideal = ideal.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
            var maximum = max.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
            if let lower = minimum, let value = ideal, value < lower { ideal = lower }
            let floor = ideal ?? minimum
            if let floor, let value = maximum, value < floor {
                Diagnostics.report(
                    "Contradictory frame constraints specified: \(axis) minimum or ideal \(formatLength(floor)) exceeds maximum \(formatLength(value)); the maximum is raised."
                )
                maximum = floor
            }
            if let lower = min, lower < 0 || lower.isNaN {
                Diagnostics.report("Invalid frame dimension (negative or NaN): minimum \(axis) \(formatLength(lower)) is treated as 0.")
            }
            self.min = minimum
            self.ideal = ideal
            self.max = maximum
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var length = proposed ?? ideal else { return nil }
            if let max { length = Swift.min(length, max) }
            if let min { length = Swift.max(length, min) }
            return length
        }

        func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return ideal }
            switch (min, max) {
            case let (lower?, upper?):
                return Swift.min(Swift.max(proposed ?? child, lower), upper)
            case let (lower?, nil):
                return Swift.max(Swift.min(childProposal(proposed) ?? .infinity, child), lower)
            case let (nil, upper?):
                return Swift.min(Swift.max(childProposal(proposed) ?? -.infinity, child), upper)
            case (nil, nil):
                return child
            }
        }
    }

    let width: Constraint
    let height: Constraint
    let alignment: Alignment

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: width.size(proposed: proposal.width, child: child.width),
            height: height.size(proposed: proposal.height, child: child.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            placeAligned(child, in: bounds, proposal: childProposal(proposal), alignment: alignment)
        }
    }
}

extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            _LayoutModifier(
                _FlexFrameLayout(
                    width: .init(min: minWidth, ideal: idealWidth, max: maxWidth, axis: "width"),
                    height: .init(min: minHeight, ideal: idealHeight, max: maxHeight, axis: "height"),
                    alignment: alignment)))
    }
}
