import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space.
    case fit
    /// An option that resizes the content so it occupies all available space.
    case fill
}

/// The layout of `aspectRatio(_:contentMode:)`: it changes only the proposal.
///
/// 1. A fully unspecified proposal passes through.
/// 2. The ratio is the given one (as `ratio × 1`), or the child's ideal size (a square ideal
///    size counting as 1 × 1).
/// 3. The ratio rectangle is scaled by the largest (fit) or smallest (fill) factor that makes
///    it fit in (cover) the proposal, an unspecified dimension counting as infinite, and the
///    result is proposed to the child.
/// 4. The view reports the child's size; the child is centred in the view.
public struct _AspectRatioLayout: Layout, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        // Step 1
        guard proposal != .unspecified else { return proposal }
        // Step 2
        var ratio = aspectRatio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        // Step 3
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let horizontal = scale(proposal.width, ratio.width)
        let vertical = scale(proposal.height, ratio.height)
        let factor = contentMode == .fit ? Swift.min(horizontal, vertical) : Swift.max(horizontal, vertical)
        return ProposedViewSize(width: ratio.width * factor, height: ratio.height * factor)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    // Step 4
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            child.place(
                at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal, child))
        }
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width / height);
    /// `nil` uses the view's ideal size as the ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        var ratio = aspectRatio
        if let value = ratio, !(value.isFinite && value > 0) {
            Diagnostics.report("Invalid aspect ratio \(formatLength(value)); the view's ideal size gives the ratio.")
            ratio = nil
        }
        return modifier(_LayoutModifier(_AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode)))
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
