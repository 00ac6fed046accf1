import Foundation
import Testing
@testable import PortableUICore

/// `geometryGroup()` and a matched insertion lay their subtree out at each frame at their
/// animated size, and move it with their animated frame. Source: Apple's documentation of
/// `geometryGroup()` ("A group acts as a barrier between the parent view and its subviews,
/// forcing the position and size values to be resolved and animated by the parent, before
/// being passed down to each subview") and of `matchedGeometryEffect` (the frame rectangles
/// interpolate in window space). Every animation is linear over 1 s: at time t a length goes
/// t of the way.
@MainActor
struct GeometryGroupTests {
    /// A bar centred in a 300-point row grows from 100 to 200 points wide (its x from 100 to
    /// 50), and a 20-point badge is inserted at its leading edge.
    private struct Growing: View {
        let wide: Bool
        let grouped: Bool
        var body: some View {
            HStack(spacing: 0) {
                Spacer(minLength: 0)
                bar.frame(width: wide ? 200 : 100, height: 20)
                Spacer(minLength: 0)
            }
        }

        @ViewBuilder private var bar: some View {
            if grouped { content.geometryGroup() } else { content }
        }

        private var content: some View {
            ZStack(alignment: .leading) {
                Color.gray
                if wide { Color.red.frame(width: 20, height: 20) }
            }
        }
    }

    /// The rectangles the list fills, by color, in window coordinates.
    private func fills(_ list: DisplayList, _ transform: CGAffineTransform = .identity) -> [(Color, CGRect)] {
        var found: [(Color, CGRect)] = []
        for item in list.items {
            switch item {
            case .fill(let path, .color(let color), _):
                found.append((color, path.boundingRect.applying(transform)))
            case .group(.transform(let inner), let list):
                found += fills(list, inner.concatenating(transform))
            case .group(_, let list):
                found += fills(list, transform)
            default:
                continue
            }
        }
        return found
    }

    private func rounded(_ rect: CGRect?) -> CGRect? {
        rect.map { CGRect(x: $0.minX.rounded(), y: $0.minY.rounded(), width: $0.width.rounded(), height: $0.height.rounded()) }
    }

    private struct GroupCase: Sendable, CustomTestStringConvertible {
        let grouped: Bool
        let time: Double
        let gray: CGRect
        let badge: CGRect
        var testDescription: String { "\(grouped ? "grouped" : "plain") at \(time) s" }
    }

    /// The gray fill animates from (100, 0, 100, 20) to (50, 0, 200, 20) either way. The badge
    /// inserted in the change is at its final place at once without a group; in a group it
    /// is at the group's animated leading edge, at its own size (the group lays it out, it
    /// is not scaled).
    nonisolated private static let groupCases: [GroupCase] = [
        GroupCase(grouped: false, time: 0.25, gray: CGRect(x: 88, y: 0, width: 125, height: 20), badge: CGRect(x: 50, y: 0, width: 20, height: 20)),
        GroupCase(grouped: false, time: 0.5, gray: CGRect(x: 75, y: 0, width: 150, height: 20), badge: CGRect(x: 50, y: 0, width: 20, height: 20)),
        GroupCase(grouped: true, time: 0, gray: CGRect(x: 100, y: 0, width: 100, height: 20), badge: CGRect(x: 100, y: 0, width: 20, height: 20)),
        GroupCase(grouped: true, time: 0.25, gray: CGRect(x: 88, y: 0, width: 125, height: 20), badge: CGRect(x: 88, y: 0, width: 20, height: 20)),
        GroupCase(grouped: true, time: 0.5, gray: CGRect(x: 75, y: 0, width: 150, height: 20), badge: CGRect(x: 75, y: 0, width: 20, height: 20)),
        GroupCase(grouped: true, time: 1, gray: CGRect(x: 50, y: 0, width: 200, height: 20), badge: CGRect(x: 50, y: 0, width: 20, height: 20)),
    ]

    @Test(arguments: groupCases)
    private func aGroupLaysItsSubviewsOutInItsAnimatedFrame(_ testCase: GroupCase) async {
        let host = ViewHost(Growing(wide: false, grouped: testCase.grouped), size: CGSize(width: 300, height: 20))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Growing(wide: true, grouped: testCase.grouped)) }
        if testCase.time > 0 { await host.advance(by: testCase.time) }
        let drawn = fills(host.displayList())
        #expect(rounded(drawn.first { $0.0 == .gray }?.1) == testCase.gray)
        #expect(rounded(drawn.first { $0.0 == .red }?.1) == testCase.badge)
    }

    /// Once the group's animation ends nothing is laid out again: the window is idle.
    @Test func aGroupAtRestCostsNoLayout() async {
        let host = ViewHost(Growing(wide: false, grouped: true), size: CGSize(width: 300, height: 20))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Growing(wide: true, grouped: true)) }
        await host.advance(by: 1.1)
        #expect(!host.isAnimating)
        host.layoutIfNeeded()
        // (The host's own count: tests running alongside lay out too.)
        let computed = host.statistics.sizeComputations
        await host.advance(by: 0.5)
        host.layoutIfNeeded()
        #expect(host.statistics.sizeComputations == computed)
    }

    /// A card between two 50-point rows in a vertical scroll view, a geometry group whose
    /// content hangs from its top over a yellow background: opening it inserts a 60-point red
    /// row below its 20-point gray title, so it grows from 20 to 80 points high. Its flexible
    /// frame has a `minHeight` of 0, so that it takes any height proposed to it: without one a
    /// flexible frame is at least as high as its content (SwiftUI's flexible frame, see
    /// FrameConformanceTests), and the group, proposed its animated height, would keep the content's
    /// 80 points (centred on its animated frame, as a fixed-size view in a group is).
    private struct ScrolledCard: View {
        let open: Bool
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 50)
                    card
                    Color.green.frame(height: 50)
                }
            }
        }

        private var card: some View {
            VStack(spacing: 0) {
                Color.gray.frame(height: 20)
                if open { Color.red.frame(height: 60) }
            }
            .frame(minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
            .background(Color.yellow)
            .geometryGroup()
        }
    }

    private struct ScrolledCase: Sendable, CustomTestStringConvertible {
        let time: Double
        let card: CGRect
        let green: CGRect
        var testDescription: String { "at \(time) s" }
    }

    /// The card's frame goes from (0, 50, 300, 20) to (0, 50, 300, 80) and the green row's
    /// from y 70 to 130 (linear, 1 s). Inside the group the layout is made at the card's
    /// animated height: the yellow background is as high as the card at each time, and the red
    /// row hangs under the gray title from the card's top (y 70), not centred on it.
    nonisolated private static let scrolledCases: [ScrolledCase] = [
        ScrolledCase(time: 0.25, card: CGRect(x: 0, y: 50, width: 300, height: 35), green: CGRect(x: 0, y: 85, width: 300, height: 50)),
        ScrolledCase(time: 0.5, card: CGRect(x: 0, y: 50, width: 300, height: 50), green: CGRect(x: 0, y: 100, width: 300, height: 50)),
        ScrolledCase(time: 1, card: CGRect(x: 0, y: 50, width: 300, height: 80), green: CGRect(x: 0, y: 130, width: 300, height: 50)),
    ]

    @Test(arguments: scrolledCases)
    private func aGroupGrowingInAScrollViewIsLaidOutAtItsAnimatedSize(_ testCase: ScrolledCase) async {
        let host = ViewHost(ScrolledCard(open: false), size: CGSize(width: 300, height: 400))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(ScrolledCard(open: true)) }
        await host.advance(by: testCase.time)
        let drawn = fills(host.displayList())
        #expect(rounded(drawn.first { $0.0 == .yellow }?.1) == testCase.card)
        #expect(rounded(drawn.first { $0.0 == .gray }?.1) == CGRect(x: 0, y: 50, width: 300, height: 20))
        #expect(rounded(drawn.first { $0.0 == .red }?.1) == CGRect(x: 0, y: 70, width: 300, height: 60))
        #expect(rounded(drawn.first { $0.0 == .green }?.1) == testCase.green)
    }

    /// A card that wraps its text: a matched source inserted as the small one leaves is laid
    /// out at each frame at the size it is shown, so its label is as wide as the card there.
    private struct Card: View {
        let expanded: Bool
        @Namespace private var hero
        var body: some View {
            ZStack(alignment: .topLeading) {
                if expanded {
                    card.frame(width: 200, height: 100).offset(x: 100, y: 200)
                } else {
                    card.frame(width: 50, height: 50)
                }
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }

        private var card: some View {
            VStack(spacing: 0) {
                Color.blue.accessibilityIdentifier("art")
                Color.green.frame(height: 10).accessibilityIdentifier("label")
            }
            .matchedGeometryEffect(id: "card", in: hero)
        }
    }

    private struct CardCase: Sendable, CustomTestStringConvertible {
        let time: Double
        let card: CGRect
        var testDescription: String { "at \(time) s" }
    }

    /// From (0, 0, 50, 50) to (100, 200, 200, 100): the art fills the card above the
    /// 10-point label, at each frame's size.
    nonisolated private static let cardCases: [CardCase] = [
        CardCase(time: 0, card: CGRect(x: 0, y: 0, width: 50, height: 50)),
        CardCase(time: 0.25, card: CGRect(x: 25, y: 50, width: 88, height: 63)),
        CardCase(time: 0.5, card: CGRect(x: 50, y: 100, width: 125, height: 75)),
        CardCase(time: 1, card: CGRect(x: 100, y: 200, width: 200, height: 100)),
    ]

    @Test(arguments: cardCases)
    private func aMatchedInsertionIsLaidOutAtItsAnimatedSize(_ testCase: CardCase) async {
        let host = ViewHost(Card(expanded: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Card(expanded: true)) }
        if testCase.time > 0 { await host.advance(by: testCase.time) }
        let drawn = fills(host.displayList())
        let card = testCase.card
        #expect(rounded(drawn.first { $0.0 == .blue }?.1) == CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height - 10))
        #expect(rounded(drawn.first { $0.0 == .green }?.1) == CGRect(x: card.minX, y: card.maxY - 10, width: card.width, height: 10))
        // The layout itself has the card's size at that time (a geometry reader inside sees it).
        #expect(rounded(host.frame(of: "label"))?.width == card.width)
    }

    /// A source of a fixed size is proposed the animated size and keeps its own, centred in the
    /// animated frame (not scaled to it): from (0, 0, 30, 30) to (100, 200, 90, 30), the frame
    /// at 0.5 s is (50, 100, 60, 30), centred on (80, 115), where the 90-point bar is drawn
    /// from x 35. (That SwiftUI centres it is unverified; it does not scale it.)
    @Test func aFixedSizeSourceKeepsItsSizeInFlight() async {
        struct Bar: View {
            let long: Bool
            @Namespace private var space
            var body: some View {
                ZStack(alignment: .topLeading) {
                    if long {
                        bar.offset(x: 100, y: 200)
                    } else {
                        bar
                    }
                }
                .frame(width: 400, height: 400, alignment: .topLeading)
            }

            private var bar: some View {
                Color.blue.frame(width: long ? 90 : 30, height: 30).matchedGeometryEffect(id: 0, in: space)
            }
        }
        let host = ViewHost(Bar(long: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Bar(long: true)) }
        await host.advance(by: 0.5)
        #expect(rounded(fills(host.displayList()).first { $0.0 == .blue }?.1) == CGRect(x: 35, y: 100, width: 90, height: 30))
    }
}
