import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Content transitions of `Text` and symbol images on the host's clock (linear animations of
/// one second, so progress is the time). The figures are ``ContentTransitionDrawing``'s own
/// (half a line of travel, 2 points of blur, half size for replace), unverified against
/// SwiftUI (docs/differences.md); the tests check that they are applied at fixed times.
@MainActor
struct ContentTransitionTests {
    /// A text item as drawn: where, and under which opacity, blur, clip and scale.
    struct Drawn {
        var origin: CGPoint
        var size: CGSize = .zero
        var opacity: Double = 1
        var blur: CGFloat = 0
        var isClipped = false
        var scale: CGFloat = 1
        var fills = 0
    }

    /// The text items (or, for symbols, the groups of fills) of `list`, with the effects
    /// around each.
    func drawn(_ list: DisplayList, _ outer: Drawn = Drawn(origin: .zero)) -> [Drawn] {
        var result: [Drawn] = []
        var fills = outer
        fills.fills = 0
        for item in list.items {
            switch item {
            case .text(let text):
                var found = outer
                found.origin = text.origin
                found.size = text.size
                result.append(found)
            case .fill:
                fills.fills += 1
            case .group(let effect, let inner):
                var nested = outer
                switch effect {
                case .opacity(let value): nested.opacity *= value
                case .blur(let radius, _): nested.blur = radius
                case .clip: nested.isClipped = true
                case .transform(let transform): nested.scale *= transform.a
                default: break
                }
                result += drawn(inner, nested)
            default:
                break
            }
        }
        if fills.fills > 0 { result.append(fills) }
        return result
    }

    struct Counter: View {
        let text: String
        let transition: ContentTransition
        var body: some View { Text(text).contentTransition(transition).accessibilityIdentifier("text") }
    }

    func host(_ text: String, _ transition: ContentTransition) -> ViewHost<Counter> {
        let host = ViewHost(Counter(text: text, transition: transition), size: CGSize(width: 200, height: 60))
        host.layoutIfNeeded()
        return host
    }

    @Test func opacityCrossFadesTheOldAndNewText() async throws {
        let host = host("Ready", .opacity)
        withAnimation(.linear(duration: 1)) { host.update(Counter(text: "Done", transition: .opacity)) }
        await host.advance(by: 0.25)
        #expect(drawn(host.displayList()).map(\.opacity) == [0.75, 0.25])
        await host.advance(by: 1)
        #expect(drawn(host.displayList()).map(\.opacity) == [1])
    }

    /// A change half-way through a transition goes on from the picture shown then: the old
    /// cross-fade fades out as the new text fades in, and the progress keeps moving (the two
    /// linear runs add up, as every animated value's do: Apple's documentation of
    /// `CustomAnimation.shouldMerge`). At 0.25 s after the second change the position is
    /// 2 − 0.25 − 0.75 = 1, a third of the way from 0.5 (where the change came) to 2.
    @Test func anInterruptedTransitionGoesOnFromWhatIsShown() async throws {
        let host = host("Ready", .opacity)
        withAnimation(.linear(duration: 1)) { host.update(Counter(text: "Done", transition: .opacity)) }
        await host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { host.update(Counter(text: "Go", transition: .opacity)) }
        #expect(drawn(host.displayList()).map { ($0.opacity * 1000).rounded() / 1000 } == [0.5, 0.5])
        await host.advance(by: 0.25)
        #expect(drawn(host.displayList()).map { ($0.opacity * 1000).rounded() / 1000 } == [0.333, 0.333, 0.333])
        await host.advance(by: 1)
        #expect(drawn(host.displayList()).map(\.opacity) == [1])
    }

    @Test func withoutAnAnimationTheChangeIsImmediate() {
        let host = host("12", .numericText())
        host.update(Counter(text: "13", transition: .numericText()))
        #expect(drawn(host.displayList()).map(\.opacity) == [1])
    }

    /// "$12.50" → "$12.75": "$12." stays; "50" rolls out and "75" in. Counting up, they move
    /// up: at 0.5 s the old are a quarter line above the text, the new a quarter below, both
    /// half faded and blurred by 1 point; counting down, the other way.
    @Test(arguments: [
        (ContentTransition.numericText(), ContentTransition.numericText(), CGFloat(-1)),
        (.numericText(countsDown: true), .numericText(countsDown: true), 1),
        (.numericText(value: 12.5), .numericText(value: 12.75), -1),
    ])
    func numericTextRollsTheChangedCharacters(
        _ transition: ContentTransition, next: ContentTransition, direction: CGFloat
    ) async throws {
        let host = host("$12.50", transition)
        withAnimation(.linear(duration: 1)) { host.update(Counter(text: "$12.75", transition: next)) }
        await host.advance(by: 0.5)
        let items = drawn(host.displayList())
        try #require(items.count == 3)
        let frame = try #require(host.frame(of: "text"))
        // The roll travels half the line box: a body line is 20.29 points (SF Pro's metrics
        // at 17 points, see `FontMetrics.system`), not the frame's pixel-rounded height.
        let quarterLine = FontMetrics.system(size: 17).lineHeight / 4
        #expect(items[0].isClipped && items[0].opacity == 1 && items[0].origin.y == frame.minY)
        #expect(items[1].isClipped && items[1].opacity == 0.5 && items[1].blur == 1)
        #expect(abs(items[1].origin.y - (frame.minY + direction * quarterLine)) < 0.01)
        #expect(items[2].isClipped && items[2].opacity == 0.5 && items[2].blur == 1)
        #expect(abs(items[2].origin.y - (frame.minY - direction * quarterLine)) < 0.01)
    }

    /// `.numericText(value:)` counts down when the value falls.
    @Test func numericTextOfAFallingValueCountsDown() async throws {
        let host = host("5", .numericText(value: 5))
        withAnimation(.linear(duration: 1)) { host.update(Counter(text: "3", transition: .numericText(value: 3))) }
        await host.advance(by: 0.5)
        let items = drawn(host.displayList())
        let frame = try #require(host.frame(of: "text"))
        try #require(items.count == 2)
        #expect(items[0].origin.y > frame.minY, "the old digit moves down")
        #expect(items[1].origin.y < frame.minY, "the new digit comes from above")
    }

    /// "9 pts" → "10 pts": while the frame widens, the texts are laid out on one line at
    /// least as wide as each one's ideal width, never truncated.
    @Test func aTextWideningWhileItRollsIsNotTruncated() async throws {
        let host = host("9 pts", .numericText())
        withAnimation(.linear(duration: 1)) { host.update(Counter(text: "10 pts", transition: .numericText())) }
        await host.advance(by: 0.5)
        let items = drawn(host.displayList())
        let engine = PangoTextEngine.platformDefault
        let font = ResolvedFont(family: .system(.default), size: 17)
        let ideal = engine.layout(TextLayoutRequest(runs: [TextRun("10 pts", font: font)])).size.width
        try #require(items.count == 3)
        #expect(items[0].size.width >= ideal && items[2].size.width >= ideal)
    }

    struct Speaker: View {
        let muted: Bool
        let transition: ContentTransition
        var body: some View {
            Image(systemName: muted ? "speaker.slash" : "speaker.wave.3").font(.title).contentTransition(transition)
        }
    }

    /// Replace, down-up: at 0.25 s the old symbol is at 0.75 × its size and half faded; at
    /// 0.75 s the new one is at 0.75 × and half in; upUp grows the old one; offUp hides it.
    @Test(arguments: [
        (ContentTransition.symbolEffect(.replace), CGFloat(0.75)), (.symbolEffect, 0.75),
        (.symbolEffect(.replace.upUp), 1.25), (.symbolEffect(.replace.offUp), 0),
    ])
    func replaceScalesTheOldSymbolOutAndTheNewIn(_ transition: ContentTransition, oldScale: CGFloat) async throws {
        let host = ViewHost(Speaker(muted: false, transition: transition), size: CGSize(width: 80, height: 80))
        host.layoutIfNeeded()
        let oldFills = drawn(host.displayList()).first?.fills
        withAnimation(.linear(duration: 1)) { host.update(Speaker(muted: true, transition: transition)) }
        let newFills = drawn(ViewHost(Speaker(muted: true, transition: .identity), size: CGSize(width: 80, height: 80)).displayList()).first?.fills
        await host.advance(by: 0.25)
        let early = drawn(host.displayList())
        if oldScale == 0 {
            #expect(early.isEmpty)
        } else {
            #expect(early.count == 1 && early.first?.fills == oldFills)
            #expect(abs((early.first?.scale ?? 0) - oldScale) < 1e-9 && early.first?.opacity == 0.5)
        }
        await host.advance(by: 0.5)
        let late = drawn(host.displayList())
        #expect(late.count == 1 && late.first?.fills == newFills)
        #expect(abs((late.first?.scale ?? 0) - 0.75) < 1e-9 && late.first?.opacity == 0.5)
        await host.advance(by: 0.5)
        #expect(drawn(host.displayList()).map(\.scale) == [1])
    }
}
