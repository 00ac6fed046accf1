import Foundation

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, with p the proposal, c the child's size and cp the child's proposal:
/// 1. Constraints are normalised: a negative minimum becomes 0, the ideal is raised to the
///    minimum (to 0 without one) and the maximum to the ideal (to 0 without one). Constraints
///    out of order are reported as contradictory; NaN values and infinite minimums or ideals
///    are ignored with a diagnostic.
/// 2. The child is proposed `cp = clamp(p ?? ideal, min, max)` (unspecified if both are nil;
///    the maximum wins when a minimum exceeds it).
/// 3. With a proposal and both a min and a max (min ≤ max), the frame is `clamp(p, min, max)`;
///    with no proposal but an ideal, it is the ideal.
/// 4. Otherwise, with both a min and a max (min ≤ max) it is `clamp(c, min, max)`; with only a
///    min `max(min(cp ?? ∞, c), min)`; with only a max `min(max(cp ?? −∞, c), max)`; else `c`
///    (also when a minimum exceeds the maximum).
/// 5. When placing, the child is proposed the frame's size on each axis, except that an axis
///    without a proposal and without an ideal stays unspecified when the frame's size lies
///    strictly between its min and max. The child is aligned in the frame.
/// 6. The axes with a constraint reset the child's spacing preferences to the default.
public struct _FlexFrameLayout: Layout, Equatable {
    struct Constraint: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        // Step 1
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: String) {
            let rawMin = Self.valid(min, "minimum \(axis)", allowsInfinity: false)
            let rawIdeal = Self.valid(ideal, "ideal \(axis)", allowsInfinity: false)
            let rawMax = Self.valid(max, "maximum \(axis)", allowsInfinity: true)
            if !Self.areInOrder(rawMin, rawIdeal, rawMax) {
                Diagnostics.report(
                    "Contradictory frame constraints specified: \(axis) minimum \(Self.describe(rawMin)), ideal \(Self.describe(rawIdeal)), maximum \(Self.describe(rawMax))."
                )
            }
            for (name, value) in [("minimum", rawMin), ("ideal", rawIdeal), ("maximum", rawMax)] {
                if let value, value < 0 {
                    Diagnostics.report(
                        "Invalid frame dimension (negative): \(name) \(axis) \(formatLength(value)) is treated as 0.")
                }
            }
            let minimum = rawMin.map { Swift.max($0, 0) }
            let idealValue = rawIdeal.map { Swift.max(minimum ?? 0, $0) }
            self.min = minimum
            self.ideal = idealValue
            self.max = rawMax.map { Swift.max(idealValue ?? 0, $0) }
        }

        private static func valid(_ length: CGFloat?, _ name: String, allowsInfinity: Bool) -> CGFloat? {
            guard let length else { return nil }
            guard !length.isNaN, allowsInfinity || length.isFinite else {
                Diagnostics.report("Invalid frame dimension (NaN or infinite): \(name) \(formatLength(length)) is ignored.")
                return nil
            }
            return length
        }

        private static func areInOrder(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> Bool {
            let lower = min ?? -.infinity
            let middle = ideal ?? lower
            return lower <= middle && middle <= (max ?? middle)
        }

        private static func describe(_ length: CGFloat?) -> String {
            length.map(formatLength) ?? "nil"
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// Whether the length is the same whatever the proposal and the child (a minimum equal
        /// to the maximum).
        var isFixed: Bool {
            guard let min, let max else { return false }
            return min == max
        }

        /// Whether the min and the max are both given and in order.
        private var isBounded: Bool {
            guard let min, let max else { return false }
            return min <= max
        }

        private func clamped(_ length: CGFloat) -> CGFloat {
            Swift.min(Swift.max(min ?? -.infinity, length), max ?? .infinity)
        }

        // Step 2
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            // (Not `.map(clamped)`: a method reference allocates a closure context per call.)
            guard let length = proposed ?? ideal else { return nil }
            return clamped(length)
        }

        // Step 3 (without the child)
        func sizeWithoutChild(proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            return isBounded ? clamped(proposed) : nil
        }

        // Step 4
        func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if let size = sizeWithoutChild(proposed: proposed) { return size }
            if isBounded { return clamped(child) }
            switch (min, max) {
            case let (lower?, nil):
                return Swift.max(Swift.min(childProposal(proposed) ?? .infinity, child), lower)
            case let (nil, upper?):
                return Swift.min(Swift.max(childProposal(proposed) ?? -.infinity, child), upper)
            default:
                return child
            }
        }

        // Step 5
        func placementProposal(size: CGFloat, proposed: CGFloat?) -> CGFloat? {
            if ideal == nil, proposed == nil, (min ?? -.infinity) < size, size < (max ?? .infinity) {
                return nil
            }
            return size
        }
    }

    let width: Constraint
    let height: Constraint
    let alignment: Alignment

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = width.sizeWithoutChild(proposed: proposal.width),
            let height = height.sizeWithoutChild(proposed: proposal.height)
        {
            return CGSize(width: width, height: height)
        }
        let childProposal = ProposedViewSize(
            width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
        let child = subviews.nodes.first?.sizeThatFits(childProposal) ?? .zero
        return CGSize(
            width: width.size(proposed: proposal.width, child: child.width),
            height: height.size(proposed: proposal.height, child: child.height))
    }

    /// Per dimension: none when it is fixed; otherwise the proposal along it and what the
    /// child's length along it depends on (the child's proposal follows the frame's,
    /// dimension by dimension).
    public func _proposalDependence(subviews: Subviews) -> _ProposalDependence {
        let child = subviews.nodes.first?.proposalDependence ?? []
        var dependence: _ProposalDependence = []
        if !width.isFixed { dependence.formUnion(child.intersection([.widthOnWidth, .widthOnHeight]).union(.widthOnWidth)) }
        if !height.isFixed {
            dependence.formUnion(child.intersection([.heightOnWidth, .heightOnHeight]).union(.heightOnHeight))
        }
        return dependence
    }

    /// The dimensions whose minimum equals their maximum: the child is placed with that length
    /// whatever the frame's proposal (step 5).
    var axesWithFixedSubviewProposals: Axis.Set {
        var axes: Axis.Set = []
        if width.isFixed { axes.insert(.horizontal) }
        if height.isFixed { axes.insert(.vertical) }
        return axes
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(
            width: width.placementProposal(size: bounds.width, proposed: proposal.width),
            height: height.placementProposal(size: bounds.height, proposed: proposal.height))
        // (By index: the collection's iterator is a generic call per element in a debug
        // build and not always specialized away in a release one.)
        for index in subviews.indices {
            placeAligned(subviews[index], in: bounds, proposal: childProposal, alignment: alignment)
        }
    }

    // Step 6
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        spacingBox(subviews).spacing
    }

    /// The spacing preferences in their box: the child's, with the edges of the constrained
    /// dimensions reset (see ``frameSpacingBox(_:resetting:)``).
    func spacingBox(_ subviews: Subviews) -> ViewSpacingBox {
        var constrained: Edge.Set = []
        if width.isConstrained { constrained.formUnion(.horizontal) }
        if height.isConstrained { constrained.formUnion(.vertical) }
        return frameSpacingBox(subviews, resetting: constrained)
    }
}

extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// On an axis with both a minimum and a maximum the frame takes the proposed length,
    /// clamped to them; with only one of them it follows its content within that bound; with
    /// neither it takes its content's length. An ideal length replaces an unspecified proposal.
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
