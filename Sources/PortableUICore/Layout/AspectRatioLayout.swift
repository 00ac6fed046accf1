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
/// 2. The ratio is the given one, or the child's ideal width / height.
/// 3. The largest (fit) or smallest (fill) rectangle of that ratio that fits in (covers) the
///    proposal, an unspecified dimension counting as infinite, is proposed to the child.
/// 4. The view reports the child's size.
public struct _AspectRatioLayout: Layout, Equatable {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    private func childProposal(_ proposal: ProposedViewSize, _ child: LayoutSubview) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        let ratio: CGFloat
        if let aspectRatio {
            ratio = aspectRatio
        } else {
            let ideal = child.sizeThatFits(.unspecified)
            ratio = ideal.width / ideal.height
        }
        guard ratio.isFinite, ratio > 0 else { return proposal }
        let width = proposal.width ?? .infinity
        let height = proposal.height ?? .infinity
        let fitted: CGFloat =
            contentMode == .fit ? Swift.min(width, height * ratio) : Swift.max(width, height * ratio)
        return ProposedViewSize(width: fitted, height: fitted / ratio)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, child))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for child in subviews {
            placeAligned(child, in: bounds, proposal: childProposal(proposal, child), alignment: .center)
        }
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (width / height);
    /// `nil` uses the view's ideal size as the ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_LayoutModifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode)))
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
