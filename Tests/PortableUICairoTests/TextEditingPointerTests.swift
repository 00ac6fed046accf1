import Foundation
import SwiftUI
import Testing
@_spi(Benchmarks) @testable import PortableUICairo
@testable import PortableUICore

/// The pointer on text fields and text editors with Pango (whose layout finds the character
/// under a point), as macOS's text views take it: a click places the caret at the nearest
/// character boundary, a drag selects, a double click selects a word.
@MainActor
struct TextEditingPointerTests {
    let font = ResolvedFont(family: .system(.default), size: 17)
    let engine = PangoTextEngine.platformDefault

    /// The width of `string` in the body font (17 points).
    func width(_ string: String) -> CGFloat {
        engine.layout(TextLayoutRequest(runs: [TextRun(string, font: font)])).size.width
    }

    /// The edited text, outside the view.
    final class Box {
        var text: String
        init(_ text: String) { self.text = text }
        var binding: Binding<String> { Binding(get: { self.text }, set: { self.text = $0 }) }
    }

    /// A plain field (no border: its text starts at its leading edge).
    struct Field: View {
        let box: Box
        var body: some View {
            TextField("Name", text: box.binding).textFieldStyle(.plain).frame(width: 260).accessibilityIdentifier("field")
        }
    }

    /// An editor; its text is inset 5 points from the sides and 8 from the top (UITextView's
    /// insets, TextEditor.textInsets).
    struct Editor: View {
        let box: Box
        var body: some View {
            TextEditor(text: box.binding).accessibilityIdentifier("editor")
        }
    }

    struct ClickCase: Sendable, CustomStringConvertible {
        let description: String
        /// The text before the point clicked (the point is 1 point past its end).
        let before: String
        let typed: String
        let result: String
    }

    nonisolated static let clickCases = [
        ClickCase(description: "in the middle of a word", before: "Hello wo", typed: "X", result: "Hello woXrld"),
        ClickCase(description: "at the start", before: "", typed: "X", result: "XHello world"),
        ClickCase(description: "after the last character", before: "Hello world", typed: "!", result: "Hello world!"),
    ]

    /// A click 1 point past a boundary (nearer it than the next one) puts the caret there:
    /// typing inserts at it. Unfocused fields are focused by the same click.
    @Test(arguments: clickCases)
    func aClickPlacesTheCaret(_ click: ClickCase) throws {
        let box = Box("Hello world")
        let host = ViewHost(Field(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "field"))
        host.tap(at: CGPoint(x: frame.minX + width(click.before) + 1, y: frame.midY))
        host.type(click.typed)
        #expect(box.text == click.result)
    }

    @Test func aClickInAFocusedFieldMovesTheCaret() throws {
        let box = Box("Hello world")
        let host = ViewHost(Field(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "field"))
        host.tap(at: CGPoint(x: frame.maxX - 1, y: frame.midY))
        host.tap(at: CGPoint(x: frame.minX + width("Hello") + 1, y: frame.midY))
        host.type(",")
        #expect(box.text == "Hello, world")
    }

    @Test func draggingSelectsThePassedCharacters() async throws {
        let box = Box("Hello world")
        let host = ViewHost(Field(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "field"))
        await host.drag(
            from: CGPoint(x: frame.minX + width("Hello ") + 1, y: frame.midY),
            to: CGPoint(x: frame.minX + width("Hello world") - 1, y: frame.midY))
        #expect(host.pressKey("c", modifiers: .control))
        #expect(host.clipboard.string == "world")
    }

    @Test func aDragBackwardsSelectsTheSameWay() async throws {
        let box = Box("Hello world")
        let host = ViewHost(Field(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "field"))
        await host.drag(
            from: CGPoint(x: frame.minX + width("Hello") + 1, y: frame.midY),
            to: CGPoint(x: frame.minX + 1, y: frame.midY))
        host.pressKey("c", modifiers: .control)
        #expect(host.clipboard.string == "Hello")
    }

    @Test func aDoubleClickSelectsTheWordAndTypingReplacesIt() throws {
        let box = Box("Hello world")
        let host = ViewHost(Field(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "field"))
        let point = CGPoint(x: frame.minX + width("Hello wo"), y: frame.midY)
        host.tap(at: point)
        host.tap(at: point)
        host.type("X")
        #expect(box.text == "Hello X")
    }

    @Test func anEmptyFieldTakesTheCaretAtItsStart() throws {
        let box = Box("")
        let host = ViewHost(Field(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "field"))
        host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        host.type("a")
        #expect(box.text == "a")
    }

    /// In an editor the point's line counts: a click on the second line, after "tw", puts
    /// the caret there.
    @Test func aClickInAnEditorPlacesTheCaretOnTheLineClicked() throws {
        let box = Box("one\ntwo\nthree")
        let host = ViewHost(Editor(box: box), device: .macWindow)
        let frame = try #require(host.frame(of: "editor"))
        let lineHeight = 17 * CGFloat(1950 + 494) / 2048  // SF Pro's ascent + descent at 17 points
        host.tap(at: CGPoint(x: frame.minX + 5 + width("tw") + 1, y: frame.minY + 8 + lineHeight * 1.5))
        host.type("X")
        #expect(box.text == "one\ntwXo\nthree")
    }
}
