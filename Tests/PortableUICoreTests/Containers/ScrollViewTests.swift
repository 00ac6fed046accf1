import Foundation
import Testing
@testable import PortableUICore

/// ScrollView sizing (layout-rules §13) and the offset-observing scroll view of article 3.
@MainActor
struct ScrollViewTests {
    @Test func verticalScrollViewTakesTheProposedHeightAndItsContentsWidth() {
        let host = ViewHost(
            ScrollView {
                Color.red.frame(width: 100, height: 300).accessibilityIdentifier("content")
            }.accessibilityIdentifier("scroll"), size: CGSize(width: 390, height: 500))
        #expect(host.frame(of: "scroll") == CGRect(x: 145, y: 0, width: 100, height: 500))
        #expect(host.frame(of: "content") == CGRect(x: 145, y: 0, width: 100, height: 300))
    }

    @Test func contentIsProposedNilHeightAndTheScrollViewsWidth() {
        let host = ViewHost(
            ScrollView {
                Color.red.accessibilityIdentifier("flexible")
            }, size: CGSize(width: 390, height: 500))
        // A color's ideal height is 10; its width follows the proposal.
        #expect(host.frame(of: "flexible") == CGRect(x: 0, y: 0, width: 390, height: 10))
    }

    @Test func severalViewsStackVerticallyAtTheTop() {
        let host = ViewHost(
            ScrollView {
                Color.red.frame(height: 100).accessibilityIdentifier("a")
                Color.blue.frame(height: 100).accessibilityIdentifier("b")
            }, size: CGSize(width: 200, height: 500))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 108, width: 200, height: 100))
    }

    @Test func scrollingMovesTheContentAndClampsAtTheEnds() {
        let host = ViewHost(
            ScrollView {
                Color.red.frame(height: 1_000).accessibilityIdentifier("content")
            }, size: CGSize(width: 200, height: 400))
        host.scroll(by: CGPoint(x: 0, y: 100))
        #expect(host.frame(of: "content")?.minY == -100)
        #expect(host.contentOffset() == CGPoint(x: 0, y: 100))
        host.scroll(by: CGPoint(x: 0, y: 10_000))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 600))
        host.scroll(to: CGPoint(x: 0, y: -50))
        #expect(host.contentOffset() == .zero)
    }

    @Test func horizontalScrollViewStacksHorizontally() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                Color.red.frame(width: 100).accessibilityIdentifier("a")
                Color.blue.frame(width: 100).accessibilityIdentifier("b")
            }.accessibilityIdentifier("scroll"), size: CGSize(width: 150, height: 300))
        // Width: the proposal; height: the content's, which is proposed the scroll view's 300.
        #expect(host.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 150, height: 300))
        #expect(host.frame(of: "b") == CGRect(x: 108, y: 0, width: 100, height: 300))
        host.scroll(by: CGPoint(x: 30, y: 0))
        #expect(host.frame(of: "b")?.minX == 78)
    }

    @Test func scrollDisabledPreventsScrolling() {
        let host = ViewHost(
            ScrollView { Color.red.frame(height: 1_000) }.scrollDisabled(true), size: CGSize(width: 200, height: 400))
        host.scroll(by: CGPoint(x: 0, y: 100))
        #expect(host.contentOffset() == .zero)
    }
}

// MARK: - Article 3: observing the content offset

private struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue = CGPoint.zero
    static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) { value = nextValue() }
}

/// Reports the origin of its content in a named coordinate space through a preference.
private struct OriginReporter<Content: View>: View {
    let space: CoordinateSpace
    @Binding var origin: CGPoint
    let content: Content

    var body: some View {
        content
            .background(
                GeometryReader { geometry in
                    Color.clear.preference(key: ScrollOffsetKey.self, value: geometry.frame(in: space).origin)
                }
            )
            .onPreferenceChange(ScrollOffsetKey.self) { origin = $0 }
    }
}

/// A scroll view that publishes its content offset through a binding.
private struct ObservedScrollView<Content: View>: View {
    @Binding var offset: CGPoint
    let content: Content
    private let space = UUID()

    var body: some View {
        ScrollView {
            OriginReporter(
                space: .named(space),
                origin: Binding(get: { offset }, set: { offset = CGPoint(x: -$0.x, y: -$0.y) }),
                content: content)
        }
        .coordinateSpace(name: space)
    }
}

private struct OffsetScreen: View {
    @State var offset = CGPoint.zero
    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: offset.x + 1, height: offset.y + 1).accessibilityIdentifier("readout")
            ObservedScrollView(offset: $offset, content: VStack { ForEach(0..<50) { _ in Color.blue.frame(height: 40) } })
        }
    }
}

@MainActor
struct ScrollOffsetArticleTests {
    @Test func offsetIsZeroBeforeScrollingAndFollowsTheContent() {
        let host = ViewHost(OffsetScreen(), size: CGSize(width: 390, height: 700))
        host.flush()
        #expect(host.frame(of: "readout")?.size == CGSize(width: 1, height: 1))
        host.scroll(by: CGPoint(x: 0, y: 100))
        host.flush()
        // The readout shows (0, 100): scrolling down 100 points moves the content origin to -100.
        #expect(host.frame(of: "readout")?.size == CGSize(width: 1, height: 101))
        host.scroll(by: CGPoint(x: 0, y: 50))
        host.flush()
        #expect(host.frame(of: "readout")?.size == CGSize(width: 1, height: 151))
    }
}

@MainActor
struct ScrollViewDrawingTests {
    @Test func scrollViewsClipTheirContent() {
        let host = ViewHost(
            ScrollView { Color.red.frame(height: 1_000) }.frame(height: 100), size: CGSize(width: 100, height: 300))
        let list = host.displayList()
        guard case .group(.scrollViewport(let viewport, let offset), let content)? = list.items.first else {
            Issue.record("expected a scroll viewport group, got \(list)")
            return
        }
        #expect(viewport == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(offset == .zero)
        #expect(content.items.count == 1)
    }
}
