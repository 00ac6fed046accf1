import Foundation
import Testing
@testable import PortableUICore

/// A refresh action the test finishes: it counts its calls and returns once opened.
private final class Latch: @unchecked Sendable {
    private let lock = NSLock()
    private var open = false
    private var calls = 0
    var isOpen: Bool { lock.withLock { open } }
    var count: Int { lock.withLock { calls } }
    func release() { lock.withLock { open = true } }

    @Sendable func action() async {
        lock.withLock { calls += 1 }
        while !isOpen, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// Pull to refresh (see `ScrollState+Refresh`): metrics are UIRefreshControl's as read from
/// iOS screen recordings [UNVERIFIED: docs/differences.md], a 60-point control and a
/// 100-point trigger distance.
@MainActor
struct PullToRefreshTests {
    private static let size = CGSize(width: 390, height: 400)

    private func rows(_ latch: Latch) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { Text("Row \($0)").frame(maxWidth: .infinity, minHeight: 44) }
            }
        }
        .refreshable(action: latch.action)
    }

    /// Pulls with the finger `distance` points down from y = 50 and lets go.
    private func pull<V: View>(_ host: ViewHost<V>, by distance: CGFloat) async {
        await host.drag(from: CGPoint(x: 195, y: 50), to: CGPoint(x: 195, y: 50 + distance), duration: 0.3)
    }

    @Test func aPullPastTheThresholdRefreshesAndHoldsTheContentUntilTheActionEnds() async {
        let latch = Latch()
        let host = ViewHost(rows(latch), size: Self.size)
        host.layoutIfNeeded()
        // A finger's 300 points show the content 116.8 points down in a 400-point view
        // (UIScrollView's rubber band), past the 100-point trigger.
        await pull(host, by: 300)
        await host.advance(by: 1)
        #expect(latch.count == 1)
        #expect(host.contentOffset() == CGPoint(x: 0, y: -60))
        // The spinner is centred in the 60-point control at the top: 20 points square.
        #expect(host.frame(of: "refresh-spinner") == CGRect(x: 185, y: 20, width: 20, height: 20))
        latch.release()
        await host.advance(by: 1)
        #expect(host.contentOffset() == .zero)
        #expect((host.frame(of: "refresh-spinner")?.maxY ?? 1) <= 0)
        #expect(latch.count == 1)
    }

    @Test func aPullShortOfTheThresholdSpringsBackWithoutRefreshing() async {
        let latch = Latch()
        latch.release()
        let host = ViewHost(rows(latch), size: Self.size)
        host.layoutIfNeeded()
        // 150 points of finger show 68.6: short of the trigger.
        await pull(host, by: 150)
        await host.advance(by: 1)
        #expect(latch.count == 0)
        #expect(host.contentOffset() == .zero)
    }

    /// While held, the control's box (60 points) follows the content's top until it is all
    /// shown, then stays at the top; the spinner is centred in it.
    @Test func theSpinnerFollowsThePull() async {
        let latch = Latch()
        latch.release()
        let host = ViewHost(rows(latch), size: Self.size)
        host.layoutIfNeeded()
        host.press(at: CGPoint(x: 195, y: 50))
        for finger in [20, 60, 120, 200, 320] as [CGFloat] {
            await host.advance(by: 1.0 / 60)
            host.movePointer(to: CGPoint(x: 195, y: 50 + finger))
            // The content is placed on the pixel grid (scale 1), and the control with it.
            let pulled = (-(host.contentOffset()?.y ?? 0)).rounded()
            #expect(pulled > 0)
            let expectedMidY = Swift.min(pulled - 60, 0) + 30
            let frame = host.frame(of: "refresh-spinner")
            #expect(frame?.midY == expectedMidY, "finger \(finger)")
            #expect(frame?.size == CGSize(width: 20, height: 20))
        }
        host.release(at: CGPoint(x: 195, y: 370))
        await host.advance(by: 1)
        #expect(latch.count == 1)
    }

    @Test(arguments: [
        (0, 0), (12.4, 0), (12.5, 1), (50, 4), (99.9, 7), (100, 8), (300, 8), (-5, 0), (.nan, 0), (.infinity, 0),
    ] as [(CGFloat, Int)])
    func pulledSpokes(distance: CGFloat, spokes: Int) {
        let pull = RefreshPull()
        pull.setDistance(distance)
        #expect(pull.spokes == spokes)
    }

    @Test func controlRShowsTheSpinnerAndHoldsTheContentDownAtTheTop() async {
        let latch = Latch()
        let host = ViewHost(rows(latch), size: Self.size)
        host.layoutIfNeeded()
        #expect(host.pressKey("r", modifiers: .control))
        await host.advance(by: 1)
        #expect(latch.count == 1)
        #expect(host.contentOffset() == CGPoint(x: 0, y: -60))
        #expect(host.frame(of: "refresh-spinner") == CGRect(x: 185, y: 20, width: 20, height: 20))
        latch.release()
        await host.advance(by: 1)
        #expect(host.contentOffset() == .zero)
    }

    @Test func aRefreshThatNeverEndsKeepsTheSpinnerAndLetsTheContentScroll() async {
        let latch = Latch()
        let host = ViewHost(rows(latch), size: Self.size)
        host.layoutIfNeeded()
        await pull(host, by: 300)
        await host.advance(by: 1)
        await pull(host, by: 300)
        await host.advance(by: 1)
        #expect(latch.count == 1)
        #expect(host.contentOffset() == CGPoint(x: 0, y: -60))
        #expect(host.scrollWheel(by: CGSize(width: 0, height: 200), at: CGPoint(x: 195, y: 200)))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 140))
        latch.release()
        await host.advance(by: 0.5)
        #expect(host.contentOffset() == CGPoint(x: 0, y: 140))
    }

    @Test func aListOffersPullToRefresh() async {
        let latch = Latch()
        let host = ViewHost(
            List(0..<20, id: \.self) { Text("Item \($0)") }.refreshable(action: latch.action), size: Self.size)
        host.layoutIfNeeded()
        await pull(host, by: 300)
        await host.advance(by: 1)
        #expect(latch.count == 1)
        #expect(host.contentOffset() == CGPoint(x: 0, y: -60))
        latch.release()
        await host.advance(by: 1)
        #expect(host.contentOffset() == .zero)
    }

    @Test func horizontalScrollViewsAndViewsOutsideOfferNoPull() async {
        let latch = Latch()
        let host = ViewHost(
            ScrollView(.horizontal) { Color.red.frame(width: 1000, height: 100) }.refreshable(action: latch.action),
            size: Self.size)
        host.layoutIfNeeded()
        await pull(host, by: 300)
        await host.advance(by: 0.5)
        #expect(latch.count == 0)
        #expect(host.frame(of: "refresh-spinner") == nil)
    }
}

/// What a refreshing scroll view draws: the spinner's eight spokes over the control's area.
@MainActor
struct RefreshControlDrawingTests {
    private func strokes(in list: DisplayList, within rect: CGRect) -> Int {
        list.items.reduce(0) { count, item in
            switch item {
            case .stroke(let path, _, _): return count + (rect.contains(path.boundingRect) ? 1 : 0)
            case .group(_, let inner): return count + strokes(in: inner, within: rect)
            default: return count
            }
        }
    }

    @Test func theSpinnerIsDrawnWhileRefreshing() async {
        let latch = Latch()
        let host = ViewHost(
            ScrollView { Color.gray.frame(height: 1000) }.refreshable(action: latch.action),
            size: CGSize(width: 390, height: 400))
        host.layoutIfNeeded()
        #expect(strokes(in: host.displayList(), within: CGRect(x: 0, y: -60, width: 390, height: 60)) == 0)
        #expect(host.pressKey("r", modifiers: .control))
        await host.advance(by: 1)
        #expect(strokes(in: host.displayList(), within: CGRect(x: 185, y: 20, width: 20, height: 20)) == 8)
        latch.release()
        await host.advance(by: 1)
    }

    /// While held, the control draws one spoke per eighth of the 100-point trigger distance
    /// pulled. The pull is known when the content is placed, so the control's state changes
    /// after that update (it shows the spokes a frame later), never during the layout.
    @Test func theSpokesFollowThePullWithoutChangingStateDuringLayout() async {
        let latch = Latch()
        latch.release()
        let host = ViewHost(
            ScrollView { Color.gray.frame(height: 1000) }.refreshable(action: latch.action),
            size: CGSize(width: 390, height: 400))
        host.layoutIfNeeded()
        host.press(at: CGPoint(x: 195, y: 50))
        var shown: [Int] = []
        for finger in [30, 90, 160, 240, 400] as [CGFloat] {
            host.movePointer(to: CGPoint(x: 195, y: 50 + finger))
            await host.advance(by: 1.0 / 60)
            await host.advance(by: 1.0 / 60)
            let pulled = (-(host.contentOffset()?.y ?? 0)).rounded()
            let control = CGRect(x: 0, y: Swift.min(pulled - 60, 0), width: 390, height: 60)
            let spokes = strokes(in: host.displayList(), within: control)
            #expect(spokes == Int((Swift.min(pulled / 100, 1) * 8).rounded(.down)), "finger \(finger), pulled \(pulled)")
            shown.append(spokes)
        }
        #expect(shown.first != shown.last, "the pull revealed spokes")
        #expect(host.graph.updates.changesDuringUpdate == 0)
        host.release(at: CGPoint(x: 195, y: 450))
        await host.advance(by: 1)
    }
}
