import Foundation
import Testing
@testable import PortableUICore

/// `.redacted(reason:)`, `.unredacted()`, `.privacySensitive()` and `\.redactionReasons`:
/// redacted text draws a rounded bar per line and images a rounded box, where the views
/// would draw, without changing any frame. The deterministic test engine sets every
/// character half an em wide and every line one em tall, so the bars' frames are exact.
@MainActor
struct RedactionTests {
    private static let size = CGSize(width: 200, height: 100)

    /// The fills of a list with their bounds and colors, in drawing order.
    private func fills(_ list: DisplayList) -> [(rect: CGRect, color: Color?)] {
        var result: [(CGRect, Color?)] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item {
                case .fill(let path, let paint, _):
                    if case .color(let color) = paint { result.append((path.boundingRect, color)) } else { result.append((path.boundingRect, nil)) }
                case .group(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(list)
        return result
    }

    private func textItems(_ list: DisplayList) -> Int {
        list.items.reduce(0) { count, item in
            switch item {
            case .text: return count + 1
            case .group(_, let inner): return count + textItems(inner)
            default: return count
            }
        }
    }

    /// Two wrapped lines of 10-point text, "Hello " and "World" (25 points each), give two
    /// bars of 25 × 10 at the lines' places, in the primary color at 0.16.
    @Test func textDrawsOneRoundedBarPerLine() {
        let view = Text("Hello World").font(.system(size: 10)).frame(width: 40, alignment: .leading)
            .redacted(reason: .placeholder)
        let host = ViewHost(view, size: Self.size)
        let list = host.displayList()
        #expect(textItems(list) == 0)
        let bars = fills(list)
        #expect(bars.map(\.rect) == [CGRect(x: 80, y: 40, width: 25, height: 10), CGRect(x: 80, y: 50, width: 25, height: 10)])
        #expect(bars.allSatisfy { $0.color == Color.primary.opacity(0.16) })
    }

    /// The bars' corner radius is a quarter of the line's height, at most 4 points.
    @Test(arguments: [(8, 2), (12, 3), (40, 4)] as [(CGFloat, CGFloat)])
    func barCornerRadius(fontSize: CGFloat, radius: CGFloat) {
        let drawing = PlaceholderDrawing(content: .box, style: .color(.black))
        var list = DisplayList()
        drawing.draw(in: CGRect(x: 0, y: 0, width: 100, height: fontSize), into: &list)
        guard case .fill(let path, _, _) = list.items.first else {
            Issue.record("no bar")
            return
        }
        #expect(path == Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: fontSize), cornerRadius: radius))
    }

    /// Redaction changes no frame.
    @Test func framesStayAsUnredacted() {
        func frames(_ reasons: RedactionReasons) -> [CGRect?] {
            let view = VStack {
                Text("Title").font(.headline).accessibilityIdentifier("title")
                Image(systemName: "star.fill").accessibilityIdentifier("star")
                Text("A longer line of body text that wraps").accessibilityIdentifier("body")
            }
            .frame(width: 120)
            .redacted(reason: reasons)
            let host = ViewHost(view, size: Self.size)
            return ["title", "star", "body"].map { host.frame(of: $0) }
        }
        #expect(frames(.placeholder) == frames([]))
        #expect(frames([]).allSatisfy { $0 != nil })
    }

    /// A symbol becomes one box filling its frame, in the foreground style.
    @Test func imagesDrawABox() {
        let view = Image(systemName: "star.fill").accessibilityIdentifier("star").foregroundStyle(Color.red)
            .redacted(reason: .placeholder)
        let host = ViewHost(view, size: Self.size)
        let frame = host.frame(of: "star")
        let bars = fills(host.displayList())
        #expect(bars.count == 1)
        #expect(bars.first?.rect == frame)
        #expect(bars.first?.color == Color.red.opacity(0.16))
    }

    /// `unredacted()` inside a redacted hierarchy draws the text again.
    @Test func unredactedRestoresTheText() {
        let view = VStack {
            Text("Hidden")
            Text("Shown").unredacted()
        }
        .redacted(reason: .placeholder)
        let list = ViewHost(view, size: Self.size).displayList()
        #expect(textItems(list) == 1)
        #expect(fills(list).count == 1)
    }

    /// Under `privacy`, only privacy-sensitive views are redacted; under `placeholder`, all.
    @Test(arguments: [(RedactionReasons.privacy, 1, 1), (.placeholder, 0, 2), ([], 2, 0)] as [(RedactionReasons, Int, Int)])
    func privacySensitiveViewsRedactUnderPrivacy(reasons: RedactionReasons, texts: Int, bars: Int) {
        let view = VStack {
            Text("Account")
            Text("1234 5678").privacySensitive()
        }
        .redacted(reason: reasons)
        let list = ViewHost(view, size: Self.size).displayList()
        #expect(textItems(list) == texts)
        #expect(fills(list).count == bars)
    }

    /// Reasons add up through nested `redacted` modifiers, and views read them.
    @Test func reasonsAccumulateInTheEnvironment() {
        final class Seen: @unchecked Sendable { var reasons: RedactionReasons? }
        struct Reader: View {
            let seen: Seen
            @Environment(\.redactionReasons) var reasons
            var body: some View {
                seen.reasons = reasons
                return Color.clear
            }
        }
        let seen = Seen()
        _ = ViewHost(Reader(seen: seen).redacted(reason: .privacy).redacted(reason: .invalidated), size: Self.size)
            .displayList()
        #expect(seen.reasons == [.privacy, .invalidated])
        #expect(RedactionReasons.placeholder.rawValue == 1 && RedactionReasons.privacy.rawValue == 2)
    }

    /// Changing the reasons at run time redraws as placeholders and back.
    @Test func togglingRedactionRedraws() {
        struct Screen: View {
            var loading: Bool
            var body: some View {
                Text("Loaded").redacted(reason: loading ? .placeholder : [])
            }
        }
        let host = ViewHost(Screen(loading: true), size: Self.size)
        #expect(textItems(host.displayList()) == 0)
        host.update(Screen(loading: false))
        #expect(textItems(host.displayList()) == 1)
        host.update(Screen(loading: true))
        #expect(textItems(host.displayList()) == 0)
    }
}
