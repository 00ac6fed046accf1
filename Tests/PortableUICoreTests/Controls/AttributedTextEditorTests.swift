import Foundation
import Testing
@testable import PortableUICore

/// `TextEditor(text:selection:)` over an `AttributedString` (iOS 26,
/// developer.apple.com/documentation/swiftui/texteditor/init(text:selection:)) with
/// `AttributedTextSelection`: edits change only the characters typed or deleted, so the
/// runs keep their attributes where the text is unchanged.
@MainActor
struct AttributedTextEditorTests {
    /// "Hello " red, then "world" blue.
    private static var sample: AttributedString {
        var hello = AttributedString("Hello ")
        hello.foregroundColor = .red
        var world = AttributedString("world")
        world.foregroundColor = .blue
        return hello + world
    }

    /// The runs of `text` as "characters:color" pairs.
    private static func runs(_ text: AttributedString) -> [String] {
        text.runs.map { run in
            let color = run.foregroundColor.map { $0 == .red ? "red" : $0 == .blue ? "blue" : "other" } ?? "none"
            return "\(String(text[run.range].characters)):\(color)"
        }
    }

    struct EditCase: Sendable, CustomTestStringConvertible {
        let name: String
        let edited: String
        let runs: [String]
        var testDescription: String { name }
    }

    static let edits: [EditCase] = [
        EditCase(name: "typing at the end takes the last run's", edited: "Hello world!", runs: ["Hello :red", "world!:blue"]),
        EditCase(name: "typing inside a run joins it", edited: "Hello wide world", runs: ["Hello :red", "wide world:blue"]),
        EditCase(name: "typing at the start takes the first run's", edited: ">Hello world", runs: [">Hello :red", "world:blue"]),
        EditCase(name: "deleting keeps both runs' ends", edited: "Helloworld", runs: ["Hello:red", "world:blue"]),
        EditCase(name: "replacing a word", edited: "Hello there", runs: ["Hello :red", "there:blue"]),
        EditCase(name: "deleting everything", edited: "", runs: []),
        EditCase(name: "no change", edited: "Hello world", runs: ["Hello :red", "world:blue"]),
        EditCase(name: "a repeated letter: the change is the last one typed", edited: "Helllo world", runs: ["Helllo :red", "world:blue"]),
    ]

    @Test(arguments: edits) func anEditKeepsTheUnchangedRuns(_ test: EditCase) {
        let edited = Self.sample.replacingCharacters(with: test.edited)
        #expect(String(edited.characters) == test.edited)
        #expect(Self.runs(edited) == test.runs)
    }

    @Test func typingAttributesColourTheInsertedCharacters() {
        var green = AttributeContainer()
        green.foregroundColor = .green
        let edited = Self.sample.replacingCharacters(with: "Hello big world", typingAttributes: green)
        #expect(edited.runs.count == 3)
        #expect(edited.runs.map { String(edited[$0.range].characters) } == ["Hello ", "big ", "world"])
    }

    private struct Editor: View {
        let log: EventLog
        @State var text: AttributedString
        @State var selection = AttributedTextSelection()
        var body: some View {
            let offsets = selection.characterOffsets(in: text)
            log("\(AttributedTextEditorTests.runs(text)) \(offsets.lowerBound)..<\(offsets.upperBound)")
            return TextEditor(text: $text, selection: $selection).accessibilityIdentifier("editor")
        }
    }

    @Test func typingEditsTheStringAndWritesTheSelection() {
        let log = EventLog()
        let host = ViewHost(Editor(log: log, text: Self.sample), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "editor")
        log.take()
        // The default selection is an insertion point at the end of the text.
        host.type("!")
        #expect(log.entries.last == "[\"Hello :red\", \"world!:blue\"] 12..<12")
        host.pressKey(.leftArrow, modifiers: .shift)
        #expect(log.entries.last == "[\"Hello :red\", \"world!:blue\"] 11..<12")
    }

    @Test func aSelectionTheAppSetsIsReplacedByTyping() throws {
        let sample = Self.sample
        let world = try #require(sample.range(of: "world"))
        let log = EventLog()
        let host = ViewHost(
            Editor(log: log, text: sample, selection: AttributedTextSelection(range: world)),
            size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        host.type("you")
        #expect(log.entries.last == "[\"Hello :red\", \"you:blue\"] 9..<9")
    }

    @Test func theEditorDrawsTheRunsWithTheirAttributes() {
        let content = TextEditorContent.attributed(.constant(Self.sample), selection: nil)
        let drawn = content.laidOut("Hello world")
        #expect(drawn.runs.map(\.string) == ["Hello ", "world"])
        #expect(drawn.runs.map(\.style.color) == [.red, .blue])
        // A final line break is followed by a zero-width space, so that the last line shows.
        let broken = TextEditorContent.attributed(.constant(AttributedString("Hi\n")), selection: nil)
        #expect(broken.laidOut("Hi\n").runs.map(\.string).joined() == "Hi\n\u{200B}")
        // Text that is not the string's (between an edit and its write) is drawn plain.
        #expect(content.laidOut("Hello").runs.map(\.string) == ["Hello"])
    }

    @Test func aSelectionOfAnotherStringFallsBackToTheEnd() {
        let long = AttributedString("A much longer string than the other")
        let far = AttributedTextSelection(insertionPoint: long.characters.index(long.startIndex, offsetBy: 30))
        let short = AttributedString("Short")
        #expect(far.indices(in: short) == .insertionPoint(short.endIndex))
        #expect(far.characterOffsets(in: short) == 5..<5)
        #expect(AttributedTextSelection().indices(in: short) == .insertionPoint(short.endIndex))
    }
}
