import Foundation
import Testing
@testable import PortableUICore

/// ⌘B and ⌘I in a `TextEditor` over an `AttributedString` (Ctrl+B and Ctrl+I on Linux, where
/// Ctrl stands in for Command): bold and italic turned on for the selection, or off when all
/// of it has them, as a text view's Bold and Italic commands (AppKit's Format ▸ Font menu,
/// UIKit's `toggleBoldface(_:)` and `toggleItalics(_:)`).
@MainActor
struct TextEditorEmphasisTests {
    /// The runs of `text` as "characters:b/i" (b bold, i italic, - neither).
    static func runs(_ text: AttributedString) -> [String] {
        text.runs.map { run in
            let intent = run.inlinePresentationIntent ?? []
            let font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            let bold = intent.contains(.stronglyEmphasized) || (font?.weight?.value ?? 0) >= Font.Weight.semibold.value
            let italic = intent.contains(.emphasized) || font?.isItalic == true
            let marks = (bold ? "b" : "") + (italic ? "i" : "")
            return "\(String(text[run.range].characters)):\(marks.isEmpty ? "-" : marks)"
        }
    }

    /// "Ada" in a bold font, then " notes" plain.
    static var sample: AttributedString {
        var name = AttributedString("Ada")
        name.font = .body.bold()
        return name + AttributedString(" notes")
    }

    struct ToggleCase: Sendable, CustomTestStringConvertible {
        let name: String
        let emphasis: TextFieldSource.Emphasis
        let offsets: Range<Int>
        let runs: [String]
        var testDescription: String { name }
    }

    static let toggles: [ToggleCase] = [
        ToggleCase(name: "bold on plain characters", emphasis: .bold, offsets: 4..<9, runs: ["Ada:b", " :-", "notes:b"]),
        ToggleCase(name: "bold off where the font is bold", emphasis: .bold, offsets: 0..<3, runs: ["Ada:-", " notes:-"]),
        ToggleCase(name: "bold on a mix turns it on for all", emphasis: .bold, offsets: 0..<9, runs: ["Ada:b", " notes:b"]),
        ToggleCase(name: "italic on part of a bold run", emphasis: .italic, offsets: 1..<3, runs: ["A:b", "da:bi", " notes:-"]),
        ToggleCase(name: "an empty range changes nothing", emphasis: .bold, offsets: 2..<2, runs: ["Ada:b", " notes:-"]),
        ToggleCase(name: "offsets beyond the text are clamped", emphasis: .italic, offsets: -4..<100, runs: ["Ada:bi", " notes:i"]),
        ToggleCase(name: "a range past the end changes nothing", emphasis: .bold, offsets: 50..<60, runs: ["Ada:b", " notes:-"]),
    ]

    @Test(arguments: toggles) func togglingTheSelection(_ test: ToggleCase) {
        let toggled = Self.sample.togglingEmphasis(test.emphasis, characters: test.offsets)
        #expect(String(toggled.characters) == "Ada notes")
        #expect(Self.runs(toggled) == test.runs)
    }

    @Test func togglingTwiceRestoresThePlainCharacters() {
        let plain = AttributedString("plain words")
        let twice = plain.togglingEmphasis(.italic, characters: 0..<5).togglingEmphasis(.italic, characters: 0..<5)
        #expect(Self.runs(twice) == ["plain words:-"])
    }

    private struct Editor: View {
        let log: EventLog
        @State var text = TextEditorEmphasisTests.sample
        @State var selection = AttributedTextSelection()
        var body: some View {
            log("\(TextEditorEmphasisTests.runs(text))")
            return TextEditor(text: $text, selection: $selection).accessibilityIdentifier("editor")
        }
    }

    @Test func commandBAndCommandIToggleTheSelection() {
        let log = EventLog()
        let host = ViewHost(Editor(log: log), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        // The caret is at the end: Shift-← ×5 selects "notes".
        for _ in 0..<5 { host.pressKey(.leftArrow, modifiers: .shift) }
        log.take()
        #expect(host.pressKey("b", modifiers: .command))
        #expect(log.entries.last == "[\"Ada:b\", \" :-\", \"notes:b\"]")
        #expect(host.pressKey("i", modifiers: .control), "Ctrl stands in for Command on Linux")
        #expect(log.entries.last == "[\"Ada:b\", \" :-\", \"notes:bi\"]")
        #expect(host.pressKey("b", modifiers: .command))
        #expect(log.entries.last == "[\"Ada:b\", \" :-\", \"notes:i\"]")
    }

    @Test func atACaretTheNextCharactersTypedTakeTheEmphasis() {
        let log = EventLog()
        let host = ViewHost(Editor(log: log), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        #expect(host.pressKey("b", modifiers: .command))
        host.type("!!")
        #expect(log.entries.last == "[\"Ada:b\", \" notes:-\", \"!!:b\"]")
    }

    @Test func aPlainEditorLeavesTheShortcutsToOthers() {
        struct Plain: View {
            @State var text = "plain"
            var body: some View { TextEditor(text: $text) }
        }
        let host = ViewHost(Plain(), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        #expect(!host.pressKey("b", modifiers: .command))
    }
}
