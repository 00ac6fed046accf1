import Foundation
import Testing
@testable import PortableUICore

/// `scrollTransition`: a view's effect follows where it is in its scroll view's visible region.
/// Sources: Apple's documentation of `scrollTransition(_:axis:transition:)`,
/// `ScrollTransitionPhase` (value -1 / 0 / 1), `ScrollTransitionConfiguration` (interactive
/// interpolation from "just hidden" to the threshold, paced by `interactive(timingCurve:)`,
/// `.easeInOut` by default; `animated` switches at the threshold and animates) and
/// `ScrollTransitionConfiguration.Threshold` (`visible(_:)`, `inset(by:)`, `centered`).
/// `.animated`'s default threshold (half visible) is unverified (docs/differences.md).
///
/// The scroll view is 300 points tall and holds ten 100-point cards, so card `i` spans
/// `100 i - offset ..< 100 (i + 1) - offset` of it.
@MainActor
struct ScrollTransitionTests {
    private struct Cards: View {
        var topLeading: ScrollTransitionConfiguration = .interactive(timingCurve: .linear)
        var bottomTrailing: ScrollTransitionConfiguration = .interactive(timingCurve: .linear)
        var axes: Axis.Set = .vertical
        var axis: Axis?

        var body: some View {
            ScrollView(axes) {
                if axes == .horizontal {
                    HStack(spacing: 0) { cards }
                } else {
                    VStack(spacing: 0) { cards }
                }
            }
            .frame(width: 300, height: 300)
        }

        private var cards: some View {
            ForEach(0..<10, id: \.self) { index in
                Color.blue.frame(width: axes == .horizontal ? 100 : 300, height: 100)
                    .scrollTransition(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) { content, phase in
                        content.opacity(1 - abs(phase.value) * 0.5).offset(y: phase.value * 10)
                    }
                    .accessibilityIdentifier("card\(index)")
            }
        }
    }

    private func host(_ cards: Cards, offset: CGFloat = 0) -> ViewHost<Cards> {
        let host = ViewHost(cards, size: CGSize(width: 300, height: 300))
        let point = cards.axes == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
        if offset != 0 { host.scroll(to: point) }
        return host
    }

    /// The render effects drawn on card `index` now.
    private func effects(_ host: ViewHost<Cards>, _ index: Int) -> [RenderEffect] {
        host.layoutIfNeeded()
        var found: [RenderEffect] = []
        host.graph.forEachPlacedNode { node, _ in
            if node.accessibilityIdentifier == "card\(index)" { found = node.renderEffects.effects(at: host.time) }
        }
        return found
    }

    private func opacity(_ host: ViewHost<Cards>, _ index: Int) -> Double {
        effects(host, index).reduce(1) { result, effect in
            if case .opacity(let value) = effect { return result * value }
            return result
        }
    }

    private func offsetY(_ host: ViewHost<Cards>, _ index: Int) -> Double {
        effects(host, index).reduce(0) { result, effect in
            if case .translation(let offset, _) = effect { return result + Double(offset.height) }
            return result
        }
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let offset: CGFloat
        let card: Int
        /// Opacity 1 - 0.5 × amount and offset 10 × value × amount, where amount is how far
        /// the effect is from identity toward the edge phase.
        let opacity: Double
        let offsetY: Double
        var testDescription: String { "card \(card) at offset \(offset)" }
    }

    /// A linear interactive transition: the effect is interpolated from the edge phase's
    /// (view just hidden) to identity's (view fully visible, the `.visible` threshold).
    @Test(arguments: [
        Row(offset: 0, card: 0, opacity: 1, offsetY: 0),
        Row(offset: 0, card: 2, opacity: 1, offsetY: 0),
        Row(offset: 0, card: 3, opacity: 0.5, offsetY: 10),  // just hidden below
        Row(offset: 25, card: 0, opacity: 0.875, offsetY: -2.5),  // a quarter past the top
        Row(offset: 50, card: 0, opacity: 0.75, offsetY: -5),
        Row(offset: 50, card: 1, opacity: 1, offsetY: 0),
        Row(offset: 50, card: 3, opacity: 0.75, offsetY: 5),  // half in from the bottom
        Row(offset: 75, card: 3, opacity: 0.875, offsetY: 2.5),
        Row(offset: 100, card: 0, opacity: 0.5, offsetY: -10),  // just hidden above
        Row(offset: 100, card: 3, opacity: 1, offsetY: 0),
    ])
    func interactiveInterpolatesWithTheScrollPosition(row: Row) {
        let host = host(Cards(), offset: row.offset)
        #expect(thousandths(opacity(host, row.card)) == row.opacity)
        #expect(thousandths(offsetY(host, row.card)) == row.offsetY)
    }

    /// `.interactive` paces the interpolation with `.easeInOut` (the default of
    /// `interactive(timingCurve:)`): symmetric, so halfway is still half.
    @Test func interactivePacesWithEaseInOutByDefault() {
        let cards = Cards(topLeading: .interactive, bottomTrailing: .interactive)
        let host = host(cards, offset: 50)
        #expect(thousandths(opacity(host, 0)) == 0.75)
        host.scroll(to: CGPoint(x: 0, y: 25))
        // Three quarters visible: the effect is 1 - easeInOut(0.75) = easeInOut(0.25) of the way.
        #expect(thousandths(opacity(host, 0)) == thousandths(1 - 0.5 * UnitCurve.easeInOut.value(at: 0.25)))
        #expect(opacity(host, 0) > 0.875)  // the curve starts slowly at the hidden end
    }

    /// `.animated`: the phase switches once half the view is visible, and the change animates.
    @Test func animatedSwitchesAtTheThresholdAndAnimates() async {
        let animated = ScrollTransitionConfiguration.animated(.linear(duration: 1))
        let host = host(Cards(topLeading: animated, bottomTrailing: animated))
        #expect(opacity(host, 3) == 0.5)
        host.scroll(to: CGPoint(x: 0, y: 40))  // card 3 is 40 % in: still bottomTrailing
        #expect(opacity(host, 3) == 0.5)
        #expect(opacity(host, 0) == 1)  // card 0 is 60 % visible
        host.scroll(to: CGPoint(x: 0, y: 60))  // card 3 60 % in, card 0 40 % visible
        #expect(opacity(host, 3) == 0.5)
        #expect(opacity(host, 0) == 1)
        await host.advance(by: 0.5)
        #expect(thousandths(opacity(host, 3)) == 0.75)
        #expect(thousandths(opacity(host, 0)) == 0.75)
        await host.advance(by: 0.6)
        #expect(opacity(host, 3) == 1)
        #expect(opacity(host, 0) == 0.5)
        #expect(offsetY(host, 0) == -10)
    }

    @Test func theIdentityConfigurationNeverChanges() {
        let host = host(Cards(topLeading: .identity, bottomTrailing: .identity), offset: 50)
        for card in 0..<5 { #expect(opacity(host, card) == 1 && offsetY(host, card) == 0) }
    }

    /// Each edge has its configuration.
    @Test func eachEdgeHasItsConfiguration() {
        let host = host(Cards(topLeading: .identity, bottomTrailing: .interactive(timingCurve: .linear)), offset: 50)
        #expect(opacity(host, 0) == 1)
        #expect(thousandths(opacity(host, 3)) == 0.75)
    }

    struct ThresholdRow: Sendable, CustomTestStringConvertible {
        let name: String
        let threshold: ScrollTransitionConfiguration.Threshold
        let offset: CGFloat
        let card: Int
        let opacity: Double
        var testDescription: String { "\(name): card \(card) at offset \(offset)" }
    }

    @Test(arguments: [
        // Centered: the view's center on the scroll view's (card 1 at offset 0); card 0 has
        // come 100 of the 200 points from hidden to there.
        ThresholdRow(name: "centered", threshold: .centered, offset: 0, card: 1, opacity: 1),
        ThresholdRow(name: "centered", threshold: .centered, offset: 0, card: 0, opacity: 0.75),
        // Hidden: identity as soon as any of the view is in.
        ThresholdRow(name: "hidden", threshold: .hidden, offset: 0, card: 3, opacity: 0.5),
        ThresholdRow(name: "hidden", threshold: .hidden, offset: 1, card: 3, opacity: 1),
        // Half visible, 25 points nearer the center: met 75 points in; 50 in is two thirds.
        ThresholdRow(name: "visible(0.5).inset(by: 25)", threshold: .visible(0.5).inset(by: 25), offset: 50, card: 0, opacity: 0.833),
        // Halfway from visible to hidden: met 50 points in.
        ThresholdRow(
            name: "visible halfway to hidden", threshold: .visible.interpolated(towards: .hidden, amount: 0.5), offset: 50, card: 0,
            opacity: 1),
        // Out-of-range amounts are clamped.
        ThresholdRow(name: "visible(2)", threshold: .visible(2), offset: 50, card: 0, opacity: 0.75),
    ])
    func thresholds(row: ThresholdRow) {
        let configuration = ScrollTransitionConfiguration.interactive(timingCurve: .linear).threshold(row.threshold)
        let host = host(Cards(topLeading: configuration, bottomTrailing: configuration), offset: row.offset)
        #expect(thousandths(opacity(host, row.card)) == row.opacity)
    }

    /// The axis defaults to the scroll view's; another axis sees the view fully visible.
    @Test func theAxisIsTheScrollViewsUnlessGiven() {
        let horizontal = host(Cards(axes: .horizontal), offset: 50)
        #expect(thousandths(opacity(horizontal, 0)) == 0.75)
        #expect(thousandths(opacity(horizontal, 3)) == 0.75)
        let across = host(Cards(axis: .horizontal), offset: 50)
        #expect(opacity(across, 0) == 1)
        #expect(opacity(across, 3) == 1)
    }

    @Test func phases() {
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity)
        #expect(!ScrollTransitionPhase.topLeading.isIdentity)
    }

    /// A view in no scroll view stays in the identity phase.
    @Test func outsideAScrollViewTheViewIsIdentity() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) },
            size: CGSize(width: 300, height: 300))
        #expect(TransitionEffects(host.displayList()).isEmpty)
    }

    /// Bad input: NaN sizes and thresholds, and empty content, never crash.
    @Test func nanAndEmptyContentNeverCrash() {
        let nanCard = ViewHost(
            ScrollView {
                Color.red.frame(width: .nan, height: .nan).scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                EmptyView().scrollTransition { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0) }
            }, size: CGSize(width: 300, height: 300))
        #expect(TransitionEffects(nanCard.displayList()).opacity.isFinite)
        let nanThreshold = ScrollTransitionConfiguration.interactive.threshold(
            .visible(.nan).inset(by: .nan).interpolated(towards: .centered, amount: .nan))
        let host = host(Cards(topLeading: nanThreshold, bottomTrailing: nanThreshold), offset: 50)
        #expect(thousandths(opacity(host, 0)) == 0.75)
    }
}
