import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo
@testable import PortableUICore

/// The caret and selection of text fields and text editors with Pango (whose layout places
/// the caret): where the caret bar and the selection band are drawn, the blink on the host's
/// clock, and the scrolling that keeps the caret in view.
@MainActor
struct TextEditingCaretTests {
    let font = ResolvedFont(family: .system(.default), size: 17)
    let engine = PangoTextEngine.platformDefault
    /// A tint no other drawing of these views uses, to find the caret and selection fills.
    static let tint = Color(red: 0.1, green: 0.6, blue: 0.3)
    /// One line of the body font: SF Pro's ascent and descent at 17 points (FontMetrics.system).
    static let lineHeight = 17 * CGFloat(1950 + 494) / 2048

    /// The width of `string` in the body font.
    func width(_ string: String) -> CGFloat {
        engine.layout(TextLayoutRequest(runs: [TextRun(string, font: font)])).size.width
    }

    /// The rectangles filled with `color` anywhere in the host's display list.
    func fills(_ color: Color, in list: DisplayList) -> [CGRect] {
        var found: [CGRect] = []
        for item in list.items {
            switch item {
            case .fill(let path, .color(let paint), _) where paint == color: found.append(path.boundingRect)
            case .group(_, let inner): found += fills(color, in: inner)
            default: break
            }
        }
        return found
    }

    /// The caret bars drawn in `host`.
    func carets(_ host: ViewHost<some View>) -> [CGRect] {
        fills(Self.tint, in: host.displayList())
    }

    /// The selection bands drawn in `host`.
    func selections(_ host: ViewHost<some View>) -> [CGRect] {
        fills(Self.tint.opacity(StaticTextSelection.highlightOpacity), in: host.displayList())
    }

    struct Editor: View {
        @State var text: String
        var body: some View {
            TextEditor(text: $text).accessibilityIdentifier("editor").tint(TextEditingCaretTests.tint)
        }
    }

    func makeEditor(_ text: String, size: CGSize = CGSize(width: 300, height: 200)) -> ViewHost<some View> {
        ViewHost(Editor(text: text), size: size)
    }

    struct CaretCase: Sendable, CustomStringConvertible {
        let description: String
        let text: String
        let keys: [KeyEquivalent]
        /// The text before the caret on its line, and the caret's line.
        let before: String
        let line: Int
    }

    nonisolated static let caretCases = [
        CaretCase(description: "an empty editor: the first line's start", text: "", keys: [], before: "", line: 0),
        CaretCase(description: "focus puts the caret at the end", text: "Hello", keys: [], before: "Hello", line: 0),
        CaretCase(description: "after a final line break: the next line", text: "Hello\n", keys: [], before: "", line: 1),
        CaretCase(description: "left arrows move back", text: "Hello", keys: [.leftArrow, .leftArrow], before: "Hel", line: 0),
        CaretCase(description: "up keeps the column", text: "Hello\nWorld", keys: [.upArrow], before: "Hello", line: 0),
        CaretCase(
            description: "home goes to the text's start", text: "Hello\nWorld", keys: [.home], before: "", line: 0),
    ]

    /// The caret bar (2 wide, one line tall) is centred on the caret's position, inset as the
    /// editor insets its text (5 at the sides, 8 above: UITextView's insets), and drawn
    /// nowhere until the editor has focus.
    @Test(arguments: caretCases)
    func theCaretIsDrawnWhereTheCaretIs(_ test: CaretCase) throws {
        let host = makeEditor(test.text)
        #expect(carets(host).isEmpty)
        host.tap(on: "editor")
        for key in test.keys { host.pressKey(key) }
        let frame = try #require(host.frame(of: "editor"))
        let caret = try #require(carets(host).first)
        let x = max(width(test.before) - 1, 0)
        #expect(abs(caret.minX - (frame.minX + 5 + x)) < 0.01)
        #expect(abs(caret.minY - (frame.minY + 8 + CGFloat(test.line) * Self.lineHeight)) < 0.01)
        #expect(caret.width == 2)
        #expect(abs(caret.height - Self.lineHeight) < 0.01)
        #expect(carets(host).count == 1)
    }

    /// ↑/↓ move across the lines the editor wrapped, not only those the text breaks: from the
    /// text's start ↓ goes to the second laid-out line (the first line break is two wrapped
    /// lines further), ↓ again to the third, ↑ back; ↑ on the first line goes to the start,
    /// as NSTextView and UITextView move.
    @Test func upAndDownMoveAcrossWrappedLines() throws {
        // Five words, each about 45 points wide: two to a 100-point line of text (110-point
        // editor less its 5-point side insets).
        let host = makeEditor("aaaa bbbb cccc dddd eeee\nlast", size: CGSize(width: 110, height: 300))
        let frame = try #require(host.frame(of: "editor"))
        host.tap(on: "editor")
        host.pressKey(.home)
        func caretLine() throws -> Int {
            let caret = try #require(carets(host).first)
            return Int(((caret.minY - frame.minY - 8) / Self.lineHeight).rounded())
        }
        #expect(try caretLine() == 0)
        host.pressKey(.downArrow)
        #expect(try caretLine() == 1)
        host.pressKey(.downArrow)
        #expect(try caretLine() == 2)
        host.pressKey(.upArrow)
        #expect(try caretLine() == 1)
        host.pressKey(.rightArrow)
        host.pressKey(.upArrow)
        host.pressKey(.upArrow)
        let caret = try #require(carets(host).first)
        #expect(abs(caret.minX - (frame.minX + 5)) < 0.01)
        #expect(try caretLine() == 0)
        // Shift-↓ goes back down to the column the run of ↑ began at (after the "c" of the
        // second line), selecting from the start to there.
        host.pressKey(.downArrow, modifiers: .shift)
        host.pressKey("c", modifiers: .control)
        #expect(host.clipboard.string == "aaaa bbbb c")
    }

    /// Typing moves the caret after the typed characters; a selection draws a band behind
    /// the selected characters instead of the caret.
    @Test func typingMovesTheCaretAndASelectionDrawsABand() throws {
        let host = makeEditor("")
        host.tap(on: "editor")
        host.type("Hello world")
        let frame = try #require(host.frame(of: "editor"))
        #expect(abs((try #require(carets(host).first)).minX - (frame.minX + 5 + width("Hello world") - 1)) < 0.01)
        for _ in 0..<5 { host.pressKey(.leftArrow, modifiers: .shift) }
        #expect(carets(host).isEmpty)
        let band = try #require(selections(host).first)
        #expect(abs(band.minX - (frame.minX + 5 + width("Hello "))) < 0.5)
        #expect(abs(band.width - width("world")) < 0.5)
        host.pressKey("c", modifiers: .control)
        #expect(host.clipboard.string == "world")
    }

    /// The caret blinks on the host's clock: shown for half a second after the last input,
    /// hidden for the next half, and shown again at once when the user types.
    @Test func theCaretBlinksAndTypingShowsItAgain() async {
        let host = makeEditor("abc")
        host.tap(on: "editor")
        #expect(carets(host).count == 1)
        await host.advance(by: 0.6)
        #expect(carets(host).isEmpty)
        await host.advance(by: 0.5)
        #expect(carets(host).count == 1)
        await host.advance(by: 0.5)
        #expect(carets(host).isEmpty)
        host.type("d")
        #expect(carets(host).count == 1)
    }

    /// A caret below the visible lines is scrolled into view by the least amount (its line's
    /// bottom at the editor's bottom); going back to the start scrolls back up.
    @Test func theEditorScrollsToKeepTheCaretInView() throws {
        let text = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        let host = makeEditor(text, size: CGSize(width: 300, height: 120))
        let frame = try #require(host.frame(of: "editor"))
        // A click puts the caret on the line clicked; End takes it to the text's end.
        host.tap(on: "editor")
        host.pressKey(.end)
        let atEnd = try #require(carets(host).first)
        #expect(atEnd.maxY <= frame.maxY + 0.01)
        #expect(atEnd.maxY >= frame.maxY - 8.5)
        host.pressKey(.home)
        let atStart = try #require(carets(host).first)
        #expect(abs(atStart.minY - (frame.minY + 8)) < 0.01)
    }

    /// A text editor survives an empty text edited with every key and a very long text.
    @Test func emptyAndHugeTextsAreEdited() throws {
        let empty = makeEditor("")
        empty.tap(on: "editor")
        for key: KeyEquivalent in [.delete, .deleteForward, .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end] {
            empty.pressKey(key)
            empty.pressKey(key, modifiers: .shift)
        }
        #expect(carets(empty).count == 1)
        let huge = makeEditor(String(repeating: "word ", count: 20_000), size: CGSize(width: 300, height: 120))
        let frame = try #require(huge.frame(of: "editor"))
        huge.tap(on: "editor")
        huge.type("!")
        let caret = try #require(carets(huge).first)
        #expect(frame.insetBy(dx: -1, dy: -0.01).contains(caret))
    }

    struct Field: View {
        @State var text: String
        let axis: Axis
        var body: some View {
            TextField("Name", text: $text, axis: axis)
                .textFieldStyle(.plain)
                .frame(width: 120)
                .accessibilityIdentifier("field")
                .tint(TextEditingCaretTests.tint)
        }
    }

    /// A vertical text field draws its caret on the line it is on.
    @Test func aVerticalFieldDrawsItsCaretOnItsLine() throws {
        let host = ViewHost(Field(text: "ab\ncd", axis: .vertical), size: CGSize(width: 200, height: 200))
        host.tap(on: "field")
        let frame = try #require(host.frame(of: "field"))
        let caret = try #require(carets(host).first)
        #expect(abs(caret.minX - (frame.minX + width("cd") - 1)) < 0.01)
        #expect(abs(caret.minY - (frame.minY + Self.lineHeight)) < 0.01)
    }

    /// A single-line field whose text is wider than it scrolls the text sideways so that the
    /// caret stays inside it, and back when the caret goes to the start.
    @Test func aLongSingleLineFieldScrollsToTheCaret() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let host = ViewHost(Field(text: long, axis: .horizontal), size: CGSize(width: 200, height: 100))
        host.tap(on: "field")
        host.pressKey(.end)
        let frame = try #require(host.frame(of: "field"))
        let atEnd = try #require(carets(host).first)
        #expect(atEnd.maxX <= frame.maxX + 0.01)
        #expect(atEnd.maxX >= frame.maxX - 2.01)
        host.pressKey(.home)
        let atStart = try #require(carets(host).first)
        #expect(abs(atStart.minX - frame.minX) < 0.01)
        // Back at the end by character moves: the caret is in the field all the way.
        for _ in 0..<long.count {
            host.pressKey(.rightArrow)
            let caret = try #require(carets(host).first)
            #expect(caret.minX >= frame.minX - 0.01 && caret.maxX <= frame.maxX + 0.01)
        }
    }

    /// An empty focused field shows the caret at its start, a line tall, over its prompt.
    @Test func anEmptyFieldShowsTheCaretAtItsStart() throws {
        let host = ViewHost(Field(text: "", axis: .horizontal), size: CGSize(width: 200, height: 100))
        host.tap(on: "field")
        let frame = try #require(host.frame(of: "field"))
        let caret = try #require(carets(host).first)
        #expect(abs(caret.minX - frame.minX) < 0.01)
        #expect(abs(caret.midY - frame.midY) < 0.6)
    }
}

