import Foundation

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let kind: Int
    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration (here: shown while the content can scroll).
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Show the scroll indicators.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hide the scroll indicators.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Scroll indicators should never be visible.
    public static let never = ScrollIndicatorVisibility(kind: 3)

    /// Whether an indicator with this visibility is drawn (when the content can scroll).
    var isShown: Bool { self == .automatic || self == .visible }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// The visibility to apply to scroll indicators of any vertically scrollable content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility to apply to scroll indicators of any horizontally scrollable content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of scroll indicators within this view.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        transformEnvironment(\.verticalScrollIndicatorVisibility) { if axes.contains(.vertical) { $0 = visibility } }
            .transformEnvironment(\.horizontalScrollIndicatorVisibility) { if axes.contains(.horizontal) { $0 = visibility } }
    }
}

/// The metrics of scroll indicators (UIKit's, light appearance) [UNVERIFIED; see
/// docs/differences.md].
enum ScrollIndicatorMetrics {
    /// The indicator's thickness; its ends are round (a capsule).
    static let thickness: CGFloat = 3
    /// The gap between the indicator and the scroll view's trailing (bottom) edge.
    static let edgeInset: CGFloat = 3
    /// The gap between the track and the scroll view's edges along the indicator's axis.
    static let endInset: CGFloat = 3
    /// The shortest indicator (before overscroll shrinks it).
    static let minimumLength: CGFloat = 36
    /// UIKit's default indicator color: black at 35% opacity, gray over light content.
    static let color = Color(white: 0, opacity: 0.35)
}

extension ScrollState {
    /// The scroll indicators drawn over a scroll view placed at `frame`.
    ///
    /// 1. An axis shows an indicator when the scroll view scrolls along it, shows indicators
    ///    (`showsIndicators`, `scrollIndicators(_:axes:)`: `.automatic` or `.visible`) and its
    ///    content (with its margins) is longer than the scroll view.
    /// 2. The vertical indicator runs along the trailing edge (the left one right to left),
    ///    inset by 3 from it; the horizontal one along the bottom edge, inset by 3. Their
    ///    track is the scroll view's length minus 3 at each end, and minus another 6 at the
    ///    far end when both show (to leave the corner free).
    /// 3. The indicator is 3 thick; its length is the track's times the visible fraction of
    ///    the content, at least 36 (and at most the track); its position along the track is
    ///    proportional to the offset. An offset beyond the ends (overscroll) shortens it by
    ///    the overshoot, down to its thickness, pinned to that end.
    /// 4. Each is a capsule filled with black at 35% opacity.
    func indicators(in frame: CGRect, layoutDirection: LayoutDirection) -> DisplayList {
        // Step 1
        let content = CGSize(width: contentSize.width + margins.horizontal, height: contentSize.height + margins.vertical)
        let vertical = showsIndicators && axes.contains(.vertical) && indicatorVisibility.vertical.isShown
            && content.height > frame.height + 0.5
        let horizontal = showsIndicators && axes.contains(.horizontal) && indicatorVisibility.horizontal.isShown
            && content.width > frame.width + 0.5
        var list = DisplayList()
        let corner = ScrollIndicatorMetrics.edgeInset + ScrollIndicatorMetrics.thickness
        // Step 2
        if vertical {
            let x = layoutDirection == .rightToLeft ? frame.minX + ScrollIndicatorMetrics.edgeInset : frame.maxX - corner
            let (y, length) = indicatorSpan(
                start: frame.minY, length: frame.height, farInset: horizontal ? corner : 0, content: content.height,
                offset: offset.y, maximum: maximumOffset.y)
            list.append(indicator(CGRect(x: x, y: y, width: ScrollIndicatorMetrics.thickness, height: length)))
        }
        if horizontal {
            let (x, length) = indicatorSpan(
                start: frame.minX, length: frame.width, farInset: vertical ? corner : 0, content: content.width,
                offset: offset.x, maximum: maximumOffset.x)
            list.append(indicator(CGRect(x: x, y: frame.maxY - corner, width: length, height: ScrollIndicatorMetrics.thickness)))
        }
        return list
    }

    // Step 3: the indicator's start and length along its axis.
    private func indicatorSpan(
        start: CGFloat, length: CGFloat, farInset: CGFloat, content: CGFloat, offset: CGFloat, maximum: CGFloat
    ) -> (CGFloat, CGFloat) {
        let track = Swift.max(length - 2 * ScrollIndicatorMetrics.endInset - farInset, 0)
        let fraction = length / Swift.max(content, 1)
        var size = Swift.min(Swift.max(track * fraction, ScrollIndicatorMetrics.minimumLength), track)
        let overshoot = offset < 0 ? -offset : Swift.max(offset - maximum, 0)
        size = Swift.max(size - overshoot, Swift.min(ScrollIndicatorMetrics.thickness, track))
        let progress = maximum > 0 ? Swift.min(Swift.max(offset / maximum, 0), 1) : 0
        return (start + ScrollIndicatorMetrics.endInset + (track - size) * progress, size)
    }

    // Step 4
    private func indicator(_ rect: CGRect) -> DisplayList.Item {
        .fill(
            Path(roundedRect: rect, cornerRadius: ScrollIndicatorMetrics.thickness / 2, style: .circular),
            .color(ScrollIndicatorMetrics.color), FillStyle())
    }
}
