import Foundation

/// How the window's content recedes behind a phone's sheet, as iOS's page sheets push the
/// presenter back.
///
/// 1. Only a sheet on a phone makes the content recede; the first one shown counts.
/// 2. How far it recedes follows how high the sheet is shown now (its animated frame):
///    not at all up to half the window's height (the medium detent), fully at the large
///    detent, linearly in between, so it follows the presentation's animation and a drag.
/// 3. Fully receded, the content is scaled down about its top middle so that it keeps
///    `presenterInset` points clear of each side, its top edge moves down to the top of the
///    safe area, and its corners are rounded; the window behind it is black.
@MainActor
struct PresenterRecession {
    /// How far the content recedes, 0 (not) to 1 (fully).
    let fraction: CGFloat
    let window: CGRect
    let safeArea: CGRect

    /// The recession of the graph's content at `time`, or nil when nothing makes it recede.
    static func current(in graph: ViewGraph, at time: Double) -> PresenterRecession? {
        let coordinator = graph.presentations
        let containers = graph.presentationLayer.subviews.array
        // Step 1
        guard
            let index = coordinator.entries.firstIndex(where: {
                $0.kind == .sheet && $0.environment.presentationIdiom == .phone
            }), index < containers.count, let panel = containers[index].subviews.array.last
        else { return nil }
        // Step 2
        let window = coordinator.window
        let safeArea = coordinator.safeArea
        let large = PresentationDetent.large.height(in: PresentationDetent.Context(window: window, safeArea: safeArea))
        let shown = window.maxY - panel.presentationFrame(at: time).minY
        let start = window.height / 2
        guard large > start else { return nil }
        let fraction = Swift.min(Swift.max((shown - start) / (large - start), 0), 1)
        guard fraction > 0 else { return nil }
        return PresenterRecession(fraction: fraction, window: window, safeArea: safeArea)
    }

    // Step 3
    var transform: CGAffineTransform {
        guard window.width > 0 else { return .identity }
        let scale = 1 - fraction * 2 * PresentationMetrics.presenterInset / window.width
        let top = fraction * (safeArea.minY - window.minY)
        return CGAffineTransform(translationX: window.midX, y: window.minY + top)
            .scaledBy(x: scale, y: scale)
            .translatedBy(x: -window.midX, y: -window.minY)
    }

    /// The content's drawing, receded: on black, scaled and moved, its corners rounded.
    func apply(to content: DisplayList) -> DisplayList {
        let corners = Path(roundedRect: window, cornerRadius: fraction * PresentationMetrics.sheetCornerRadius)
        let black = DisplayList.Item.fill(Path(window), .color(Color(white: 0, opacity: Double(fraction))), FillStyle())
        return DisplayList([black, .group(.transform(transform), DisplayList([.group(.clip(corners, FillStyle()), content)]))])
    }
}
