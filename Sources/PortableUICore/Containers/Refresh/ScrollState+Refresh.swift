import Foundation

/// The metrics of pull to refresh (UIRefreshControl's, as SwiftUI's lists show it on iOS)
/// [UNVERIFIED: read from iOS screen recordings; see docs/differences.md].
enum RefreshControlMetrics {
    /// The height of the refresh control above the content: the content rests this far down
    /// while a refresh runs.
    static let height: CGFloat = 60
    /// How far the content must be shown pulled down when the finger lifts to start a refresh.
    static let triggerDistance: CGFloat = 100
}

/// Pull to refresh in a vertical scroll view whose environment has a refresh action.
///
/// 1. Pulled down at its top, the content shows the refresh control above it: a box of
///    ``RefreshControlMetrics/height`` whose bottom follows the content's top until the box is
///    all shown, then stays at the top of the visible area; the spinner is centred in it. While
///    pulled, the spinner shows one of its eight spokes per eighth of the trigger distance.
/// 2. Released with the content pulled ``RefreshControlMetrics/triggerDistance`` or more, the
///    scroll view starts the refresh; the content springs back to rest the control's height
///    down instead of at its top, and the spinner spins. Released short of it, the content
///    springs back to its top and nothing runs.
/// 3. A refresh started otherwise (Ctrl+R, `await refresh()`) holds the content down the
///    same way when it is at its top, gliding it down; scrolled away, the content stays.
/// 4. When the refresh ends, the content springs back to its top (unless a finger holds it).
extension ScrollState {
    /// Takes the environment's refresh action (nil: no pull to refresh).
    @MainActor
    func attachRefresh(_ refresh: RefreshAction?) {
        self.refresh = refresh
        refresh?.session.attach(self)
        if refresh == nil { refreshInset = 0 }
    }

    /// Step 2: the finger lifted; starts the refresh when pulled far enough.
    @MainActor
    func releasePull() {
        guard let refresh, !refresh.session.isRefreshing, -offset.y >= RefreshControlMetrics.triggerDistance else {
            return
        }
        refreshInset = RefreshControlMetrics.height
        Task { await refresh() }
    }

    /// Steps 3-4: the refresh started or ended.
    @MainActor
    func refreshingChanged(_ isRefreshing: Bool) {
        let time = graph?.time ?? 0
        if isRefreshing {
            refreshInset = RefreshControlMetrics.height
            guard !isHeld, motion == nil, offset.y <= 0, offset.y > -refreshInset else { return }
            let glide = ScrollAxisMotion.glide(
                from: offset.y, to: -refreshInset, rate: ScrollPhysics.fastDecelerationRate, at: time)
            begin(ScrollMotion(horizontal: nil, vertical: glide, lastOffset: offset))
        } else {
            refreshInset = 0
            guard !isHeld, offset.y < 0 else { return }
            start(ScrollMotion(horizontal: nil, vertical: nil, lastOffset: offset), velocity: .zero, at: time)
        }
    }

    /// Step 1: places the refresh control above the content, and tells it how far the content
    /// is pulled.
    func placeRefreshControl(_ control: LayoutSubview, in bounds: CGRect) {
        let height = RefreshControlMetrics.height
        let top = bounds.minY + margins.top
        let pulled = Swift.max(-placedOffset.y, 0)
        showPull(pulled)
        let boxTop = Swift.min(top + pulled - height, top)
        control.place(at: CGPoint(x: bounds.midX, y: boxTop + height / 2), anchor: .center, proposal: .unspecified)
    }

    /// Tells the control how far the content is pulled. Its body reads the pull, and state a
    /// body reads may not change while the graph is laid out, so the change is made after the
    /// update and the control shows it in the next frame.
    private func showPull(_ distance: CGFloat) {
        guard refreshPull.changes(toDistance: distance) else { return }
        // (Layout runs on the main actor, as the queued action does.)
        nonisolated(unsafe) let pull = refreshPull
        guard let updates = graph?.updates else { return pull.setDistance(distance) }
        updates.enqueue { pull.setDistance(distance) }
    }
}
