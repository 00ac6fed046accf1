import Foundation
import Testing
@testable import PortableUICore

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` and `geometryGroup()` on the
/// host's clock. Source: Apple's documentation of `matchedGeometryEffect` ("sets the geometry
/// of each view in the group from the inserted view with isSource = true … If inserting a view
/// in the same transaction that another view with the same key is removed, the system will
/// interpolate their frame rectangles in window space"; `.position` is the position in window
/// coordinates, `.size` the size) and objc.io's Swift Talk 257 (a view that takes another's
/// geometry "is proposed the size of the source view and … positioned at the same location").
/// That the parent lays the non-source view out at its own size is unverified.
@MainActor
struct MatchedGeometryTests {
    private struct Hero: View {
        let expanded: Bool
        @Namespace private var hero
        var body: some View {
            ZStack(alignment: .topLeading) {
                if expanded {
                    card.frame(width: 200, height: 100).offset(x: 100, y: 200).accessibilityIdentifier("big")
                } else {
                    card.frame(width: 50, height: 50).accessibilityIdentifier("small")
                }
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }

        private var card: some View {
            Color.blue.accessibilityIdentifier("card").matchedGeometryEffect(id: "card", in: hero)
        }
    }

    /// The source inserted as the other is removed comes in from the removed one's frame;
    /// linear(1 s) is halfway at 0.5 s.
    @Test func insertedSourceMovesFromTheRemovedOnesFrame() async {
        let host = ViewHost(Hero(expanded: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        #expect(host.frame(of: "card") == CGRect(x: 0, y: 0, width: 50, height: 50))
        withAnimation(.linear(duration: 1)) { host.update(Hero(expanded: true)) }
        // Laid out at the size it is shown at (see GeometryGroupTests), at its final place.
        #expect(host.frame(of: "card") == CGRect(x: 100, y: 200, width: 50, height: 50))
        #expect(host.presentationFrame(of: "card") == CGRect(x: 0, y: 0, width: 50, height: 50))
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "card") == CGRect(x: 50, y: 100, width: 125, height: 75))
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "card") == CGRect(x: 100, y: 200, width: 200, height: 100))
        #expect(host.frame(of: "card") == CGRect(x: 100, y: 200, width: 200, height: 100))
        #expect(!host.isAnimating)
    }

    /// A matched tile swapped for a bigger one elsewhere: the old one, in a 50-point frame
    /// ("small") at the corner, leaves fading; the new one, 150 × 110, is at (100, 200). Each
    /// tile is a blue fill with a white 10-point dot centred ("oldDot", "newDot") and a red
    /// 10-point badge at its top-leading corner ("oldBadge", "newBadge").
    private struct Swap: View {
        let expanded: Bool
        @Namespace private var space
        var body: some View {
            ZStack(alignment: .topLeading) {
                if expanded {
                    tile("new").frame(width: 150, height: 110).offset(x: 100, y: 200)
                } else {
                    tile("old").frame(width: 50, height: 50).accessibilityIdentifier("small").transition(.opacity)
                }
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }

        private func tile(_ name: String) -> some View {
            Color.blue
                .overlay { Color.white.frame(width: 10, height: 10).accessibilityIdentifier(name + "Dot") }
                .overlay(alignment: .topLeading) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier(name + "Badge") }
                .accessibilityIdentifier(name + "Tile")
                .matchedGeometryEffect(id: "tile", in: space)
        }
    }

    /// The removed source of a matched pair moves towards the inserted one while it leaves with
    /// its transition ("the system will interpolate their frame rectangles in window space to
    /// make it appear that there is a single view moving from its old position to its new
    /// position … The usual transition mechanisms define how each of the two views is rendered
    /// during the transition (e.g. fade in/out, scale, etc), the matchedGeometryEffect()
    /// modifier only arranges for the geometry of the views to be linked, not their
    /// rendering"). The matched view is the effect's content; the `.frame` around the effect
    /// ("small") keeps its place and fades with its `.opacity` transition (half at 0.5 s).
    /// The removed source's content, a white 10-point dot centred on a blue fill, goes from
    /// (0, 0, 50, 50) to the inserted one's (100, 200, 150, 110): with `.linear(duration: 1)`
    /// at (50, 100, 100, 80) at 0.5 s, laid out at that size, so the dot keeps its 10 points,
    /// centred at (100, 140): (95, 135, 10, 10), not scaled by 2 × 1.6.
    @Test func theRemovedSourceMovesTowardsTheInsertedOneLaidOutAtEachSize() async {
        let host = ViewHost(Swap(expanded: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Swap(expanded: true)) }
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "small") == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(host.presentationOpacity(of: "small") == 0.5)
        #expect(host.presentationFrame(of: "oldDot") == CGRect(x: 95, y: 135, width: 10, height: 10))
        // Both dots are drawn there: the inserted source's, moving from the removed one's frame,
        // and the removed one's, moving towards the inserted one's.
        #expect(Self.whiteFills(host.displayList()) == Array(repeating: CGRect(x: 95, y: 135, width: 10, height: 10), count: 2))
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "oldDot") == nil)
        #expect(Self.whiteFills(host.displayList()).count == 1)
        #expect(host.presentationFrame(of: "newDot") == CGRect(x: 170, y: 250, width: 10, height: 10))
        #expect(!host.isAnimating)
    }

    /// `presentationFrame(of:)` inside the departing matched content: its views follow the
    /// content's animated frame. The removed source's content goes from (0, 0, 50, 50) to the
    /// inserted one's (100, 200, 150, 110) with `.linear(duration: 1)`: at 0.2 s it is at
    /// (20, 40, 70, 62), laid out at that size, so its centred 10-point dot is at (50, 66) and
    /// its top-leading badge at (20, 40); at 0.5 s (50, 100, 100, 80), the dot at (95, 135),
    /// the badge at (50, 100). Regression: the departing content's subviews were laid out
    /// relative to it but kept as window frames, so these queries reported the dot and badge
    /// where they were before the departure ((20, 20), (0, 0)), and they were drawn relative to
    /// the window's corner (the content's fill at (0, 0, 70, 62) at 0.2 s).
    @Test func presentationFramesInsideTheDepartingContentFollowItsAnimatedFrame() async {
        let host = ViewHost(Swap(expanded: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        #expect(host.presentationFrame(of: "oldDot") == CGRect(x: 20, y: 20, width: 10, height: 10))
        withAnimation(.linear(duration: 1)) { host.update(Swap(expanded: true)) }
        await host.advance(by: 0.2)
        #expect(host.presentationFrame(of: "oldTile") == CGRect(x: 20, y: 40, width: 70, height: 62))
        #expect(host.presentationFrame(of: "oldDot") == CGRect(x: 50, y: 66, width: 10, height: 10))
        #expect(host.presentationFrame(of: "oldBadge") == CGRect(x: 20, y: 40, width: 10, height: 10))
        await host.advance(by: 0.3)
        #expect(host.presentationFrame(of: "oldTile") == CGRect(x: 50, y: 100, width: 100, height: 80))
        #expect(host.presentationFrame(of: "oldDot") == CGRect(x: 95, y: 135, width: 10, height: 10))
        #expect(host.presentationFrame(of: "oldBadge") == CGRect(x: 50, y: 100, width: 10, height: 10))
        await host.advance(by: 0.6)
        #expect(host.presentationFrame(of: "oldDot") == nil)
        #expect(host.presentationFrame(of: "newDot") == CGRect(x: 170, y: 250, width: 10, height: 10))
    }

    /// The rectangles of the white fills of `list`, through its transforms.
    private static func whiteFills(_ list: DisplayList, _ transform: CGAffineTransform = .identity) -> [CGRect] {
        var found: [CGRect] = []
        for item in list.items {
            switch item {
            case .fill(let path, .color(let color), _) where color == .white:
                found.append(path.boundingRect.applying(transform))
            case .group(.transform(let inner), let content):
                found += whiteFills(content, inner.concatenating(transform))
            case .group(_, let content):
                found += whiteFills(content, transform)
            default: continue
            }
        }
        return found
    }

    @Test func withoutAnimationTheInsertedSourceIsAtItsPlace() {
        let host = ViewHost(Hero(expanded: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        host.update(Hero(expanded: true))
        #expect(host.presentationFrame(of: "card") == CGRect(x: 100, y: 200, width: 200, height: 100))
        #expect(!host.isAnimating)
    }

    /// Halfway through, the card is drawn at its animated frame.
    @Test func theInsertedSourceIsDrawnAtItsAnimatedFrame() async {
        let host = ViewHost(Hero(expanded: false), size: CGSize(width: 400, height: 400))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Hero(expanded: true)) }
        await host.advance(by: 0.5)
        let bounds = host.displayList().bounds
        #expect(bounds == CGRect(x: 50, y: 100, width: 125, height: 75))
    }

    private struct Pair: View {
        let followerFirst: Bool
        let properties: MatchedGeometryProperties
        var anchor: UnitPoint = .center
        var hasSource = true
        @Namespace private var space
        var body: some View {
            HStack(spacing: 0) {
                if followerFirst { follower }
                Color.red.accessibilityIdentifier("source").matchedGeometryEffect(id: 1, in: space, isSource: hasSource)
                    .frame(width: 60, height: 30)
                if !followerFirst { follower }
                Spacer()
            }
        }

        private var follower: some View {
            Color.green.accessibilityIdentifier("follower")
                .matchedGeometryEffect(id: 1, in: space, properties: properties, anchor: anchor, isSource: false)
                .frame(width: 20, height: 20)
        }
    }

    /// The anchor is the point of each view that is matched (Apple: "the relative location in
    /// the view used to produce its shared position value"): the follower's own place is
    /// (60, 40, 20, 20), the source's (0, 35, 60, 30). `.position` puts the follower's anchor
    /// on the source's; `.size` keeps the follower's own anchor point and grows it from there.
    /// With no source in the group (the other view is not one) the follower stays in its place.
    @Test(arguments: [
        (MatchedGeometryProperties.position, UnitPoint.topLeading, true, CGRect(x: 0, y: 35, width: 20, height: 20)),
        (.position, .bottomTrailing, true, CGRect(x: 40, y: 45, width: 20, height: 20)),
        (.size, .topLeading, true, CGRect(x: 60, y: 40, width: 60, height: 30)),
        (.size, .bottomTrailing, true, CGRect(x: 20, y: 30, width: 60, height: 30)),
        (.frame, .topLeading, true, CGRect(x: 0, y: 35, width: 60, height: 30)),
        (.frame, .center, false, CGRect(x: 60, y: 40, width: 20, height: 20)),
    ])
    func theAnchorIsTheMatchedPoint(properties: MatchedGeometryProperties, anchor: UnitPoint, hasSource: Bool, expected: CGRect) {
        let pair = Pair(followerFirst: false, properties: properties, anchor: anchor, hasSource: hasSource)
        let host = ViewHost(pair, size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "follower") == expected)
    }

    /// The host is 200 × 100: the row is 30 high, centred at y 35; the source is at x 0 (after
    /// a 20-wide follower when it comes first), the follower's own place 20 × 20 centred on
    /// the row.
    @Test(arguments: [
        (false, MatchedGeometryProperties.frame, CGRect(x: 0, y: 35, width: 60, height: 30)),
        (true, .frame, CGRect(x: 20, y: 35, width: 60, height: 30)),
        (false, .position, CGRect(x: 20, y: 40, width: 20, height: 20)),
        (false, .size, CGRect(x: 40, y: 35, width: 60, height: 30)),
    ])
    func otherViewsTakeTheSourcesGeometry(followerFirst: Bool, properties: MatchedGeometryProperties, expected: CGRect) {
        let host = ViewHost(Pair(followerFirst: followerFirst, properties: properties), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "follower") == expected)
        let sourceX: CGFloat = followerFirst ? 20 : 0
        #expect(host.frame(of: "source") == CGRect(x: sourceX, y: 35, width: 60, height: 30), "the row is laid out as without the effect")
    }

    private struct Indicator: View {
        let selected: Int
        @Namespace private var tabs
        var body: some View {
            ZStack(alignment: .topLeading) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { index in
                        Color.clear.frame(width: 40 + CGFloat(index) * 20, height: 10)
                            .matchedGeometryEffect(id: "tab", in: tabs, isSource: index == selected)
                    }
                }
                Color.black.accessibilityIdentifier("indicator")
                    .matchedGeometryEffect(id: "tab", in: tabs, isSource: false)
                    .frame(width: 1, height: 1)
            }
            .frame(width: 300, height: 10, alignment: .topLeading)
        }
    }

    /// A follower of a source that changes under an animation moves with the change: the tabs
    /// are 40, 60 and 80 wide; selecting the third moves the indicator from (0, 40 wide) to
    /// (100, 80 wide), halfway at 0.5 s of a linear second.
    @Test func aFollowerAnimatesWhenTheSourceChanges() async {
        let host = ViewHost(Indicator(selected: 0), size: CGSize(width: 300, height: 10))
        #expect(host.frame(of: "indicator") == CGRect(x: 0, y: 0, width: 40, height: 10))
        withAnimation(.linear(duration: 1)) { host.update(Indicator(selected: 2)) }
        #expect(host.frame(of: "indicator") == CGRect(x: 100, y: 0, width: 80, height: 10))
        await host.advance(by: 0.5)
        #expect(host.presentationFrame(of: "indicator") == CGRect(x: 50, y: 0, width: 60, height: 10))
    }

    /// Namespaces are per view identity: two instances of a view do not share one.
    @Test func eachViewIdentityHasItsOwnNamespace() {
        final class Seen { var ids: [Namespace.ID] = [] }
        struct Reader: View {
            let seen: Seen
            @Namespace var space
            var body: some View {
                seen.ids.append(space)
                return Color.red.frame(width: 1, height: 1)
            }
        }
        let seen = Seen()
        let host = ViewHost(HStack { Reader(seen: seen); Reader(seen: seen) }, size: CGSize(width: 10, height: 10))
        host.layoutIfNeeded()
        #expect(seen.ids.count == 2)
        #expect(seen.ids[0] != seen.ids[1])
        host.update(HStack { Reader(seen: seen); Reader(seen: seen) })
        host.layoutIfNeeded()
        #expect(Set(seen.ids).count == 2, "each keeps its namespace across updates")
    }
}
