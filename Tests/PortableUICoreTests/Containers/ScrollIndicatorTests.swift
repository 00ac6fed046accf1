import Foundation
import Testing
@testable import PortableUICore

/// Scroll indicators: 3-point capsules inset 3 from the trailing (bottom) edge, on a track
/// inset 3 at each end, as long as the visible fraction of the track (at least 36), placed
/// in proportion to the offset, black at 35% opacity; drawn while the content can scroll.
@MainActor
struct ScrollIndicatorTests {
    /// The frames of the indicators in a display list.
    private func indicators(_ list: DisplayList) -> [CGRect] {
        var frames: [CGRect] = []
        for item in list.items {
            switch item {
            case .fill(let path, .color(let color), _) where color == ScrollIndicatorMetrics.color:
                frames.append(path.boundingRect)
            case .group(_, let inner):
                frames += indicators(inner)
            default:
                break
            }
        }
        return frames
    }

    private func indicators<V: View>(_ host: ViewHost<V>) -> [CGRect] {
        indicators(host.displayList()).map { rect in
            CGRect(
                x: (rect.minX * 1000).rounded() / 1000, y: (rect.minY * 1000).rounded() / 1000,
                width: (rect.width * 1000).rounded() / 1000, height: (rect.height * 1000).rounded() / 1000)
        }
    }

    @Test func theVerticalIndicatorShowsTheVisibleFractionAtTheOffset() {
        let host = ViewHost(ScrollView { Color.red.frame(height: 1_000) }, size: CGSize(width: 100, height: 200))
        // Track 200 − 6 = 194; a fifth of the content is visible: 38.8 long, at the track's start.
        #expect(indicators(host) == [CGRect(x: 94, y: 3, width: 3, height: 38.8)])
        host.scroll(to: CGPoint(x: 0, y: 400))
        // Half way: 3 + (194 − 38.8) / 2.
        #expect(indicators(host) == [CGRect(x: 94, y: 80.6, width: 3, height: 38.8)])
        host.scroll(to: CGPoint(x: 0, y: 800))
        #expect(indicators(host) == [CGRect(x: 94, y: 158.2, width: 3, height: 38.8)])
    }

    @Test func theIndicatorIsAtLeast36Long() {
        let host = ViewHost(ScrollView { Color.red.frame(height: 10_000) }, size: CGSize(width: 100, height: 200))
        host.scroll(to: CGPoint(x: 0, y: 9_800))
        #expect(indicators(host) == [CGRect(x: 94, y: 161, width: 3, height: 36)])
    }

    @Test func noIndicatorWhenTheContentFits() {
        let host = ViewHost(ScrollView { Color.red.frame(height: 150) }, size: CGSize(width: 100, height: 200))
        #expect(indicators(host).isEmpty)
    }

    @Test func visibilitySettings() {
        func count(_ view: some View) -> Int {
            indicators(ViewHost(view, size: CGSize(width: 100, height: 200))).count
        }
        let content = Color.red.frame(height: 1_000)
        #expect(count(ScrollView(showsIndicators: false) { content }) == 0)
        #expect(count(ScrollView { content }.scrollIndicators(.hidden)) == 0)
        #expect(count(ScrollView { content }.scrollIndicators(.never)) == 0)
        #expect(count(ScrollView { content }.scrollIndicators(.visible)) == 1)
        #expect(count(ScrollView { content }.scrollIndicators(.automatic)) == 1)
        #expect(count(ScrollView { content }.scrollIndicators(.hidden, axes: .horizontal)) == 1)
        #expect(count(ScrollView { content }.environment(\.verticalScrollIndicatorVisibility, .hidden)) == 0)
    }

    @Test func theHorizontalIndicatorRunsAlongTheBottom() {
        let host = ViewHost(
            ScrollView(.horizontal) { Color.red.frame(width: 1_000, height: 50) }, size: CGSize(width: 200, height: 50))
        #expect(indicators(host) == [CGRect(x: 3, y: 44, width: 38.8, height: 3)])
    }

    @Test func bothIndicatorsLeaveTheCornerFree() {
        let host = ViewHost(
            ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 1_000, height: 1_000) },
            size: CGSize(width: 200, height: 200))
        // Tracks 200 − 6 − 6 = 188: 37.6 long.
        #expect(
            indicators(host) == [
                CGRect(x: 194, y: 3, width: 3, height: 37.6), CGRect(x: 3, y: 194, width: 37.6, height: 3),
            ])
    }

    @Test func rightToLeftPutsTheVerticalIndicatorOnTheLeft() {
        let host = ViewHost(
            ScrollView { Color.red.frame(height: 1_000) }.environment(\.layoutDirection, .rightToLeft),
            size: CGSize(width: 100, height: 200))
        #expect(indicators(host) == [CGRect(x: 3, y: 3, width: 3, height: 38.8)])
    }

    @Test func aLongListShowsAShortIndicator() {
        let host = ViewHost(
            List(0..<100_000, id: \.self) { _ in Color.red.frame(height: 20) }, device: .iPhone15Pro)
        // The list is the safe area (393×759 from y 59).
        #expect(indicators(host) == [CGRect(x: 387, y: 62, width: 3, height: 36)])
    }

    @Test func theIndicatorIsACapsuleInTheIndicatorColor() {
        let host = ViewHost(ScrollView { Color.red.frame(height: 1_000) }, size: CGSize(width: 100, height: 200))
        let expected = DisplayList.Item.fill(
            Path(roundedRect: CGRect(x: 94, y: 3, width: 3, height: 38.8), cornerRadius: 1.5, style: .circular),
            .color(Color(white: 0, opacity: 0.35)), FillStyle())
        #expect("\(DisplayList([expected]))" == "\(DisplayList([host.displayList().items.last!]))")
    }
}
