import Foundation
import Testing
@testable import PortableUICore

/// `TextEditor(text:selection:)` and `TextField(_:text:selection:)` (iOS 18's
/// `TextSelection`, developer.apple.com/documentation/swiftui/textselection): the editor
/// writes the user's selection into the binding and selects what the app puts there.
@MainActor
struct TextSelectionBindingTests {
    /// A selection as character offsets of `text`, "nil" for none, as the log shows it.
    private static func describe(_ selection: TextSelection?, in text: String) -> String {
        guard let selection else { return "nil" }
        guard case .selection(let range) = selection.indices else { return "multi" }
        let lower = text.distance(from: text.startIndex, to: range.lowerBound)
        let upper = text.distance(from: text.startIndex, to: range.upperBound)
        return "\(lower)..<\(upper)\(selection.isInsertion ? " caret" : "") \(selection.affinity)"
    }

    private struct Editor: View {
        let log: EventLog
        @State var text: String
        @State var selection: TextSelection?
        var useField = false
        var body: some View {
            log(text + "|" + TextSelectionBindingTests.describe(selection, in: text))
            return VStack {
                if useField {
                    TextField("Name", text: $text, selection: $selection).accessibilityIdentifier("editor")
                } else {
                    TextEditor(text: $text, selection: $selection).accessibilityIdentifier("editor")
                }
            }
            // An app completing a word: typing "Hel" offers "lo", selected, so that the next
            // letter typed replaces it.
            .onChange(of: text) { _, new in
                guard new == "Hel" else { return }
                text = "Hello"
                selection = TextSelection(range: new.endIndex..<text.endIndex)
            }
        }
    }

    @Test(arguments: [false, true]) func typingAndShiftArrowsWriteTheSelection(useField: Bool) {
        let log = EventLog()
        let host = ViewHost(Editor(log: log, text: "", useField: useField), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "editor")
        host.type("ab")
        host.pressKey(.leftArrow, modifiers: .shift)
        host.pressKey(.leftArrow, modifiers: .shift)
        #expect(log.take().filter { !$0.hasSuffix("nil") } == ["a|1..<1 caret automatic", "ab|2..<2 caret automatic",
            "ab|1..<2 automatic", "ab|0..<2 automatic"])
    }

    @Test func aSelectionTheAppSetsBeforeEditingIsSelected() throws {
        let text = "Hello world"
        let world = try #require(text.range(of: "world"))
        let log = EventLog()
        let host = ViewHost(
            Editor(log: log, text: text, selection: TextSelection(range: world)), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        host.type("there")
        #expect(log.entries.last == "Hello there|11..<11 caret automatic")
    }

    @Test func aSelectionTheAppSetsWhileEditingIsReplacedByTyping() {
        let log = EventLog()
        let host = ViewHost(Editor(log: log, text: ""), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        host.type("Hel")
        #expect(log.entries.last == "Hello|3..<5 automatic")
        host.type("p")
        #expect(log.entries.last == "Help|4..<4 caret automatic")
    }

    @Test func theEnvironmentsAffinityIsTheWrittenSelections() {
        let log = EventLog()
        let host = ViewHost(
            Editor(log: log, text: "").textSelectionAffinity(.upstream), size: CGSize(width: 300, height: 200))
        host.pressKey(.tab)
        host.type("a")
        #expect(log.entries.last == "a|1..<1 caret upstream")
    }

    // Indices the editor cannot select as given: a multiple selection selects its first
    // range (PortableUI's editors select one range); indices past the text's end (another,
    // longer string's) end at its end; an empty range set selects nothing new. None traps.
    struct OffsetCase: CustomTestStringConvertible, Sendable {
        let name: String
        let selection: @Sendable (String) -> TextSelection
        let expected: Range<Int>?
        var testDescription: String { name }
    }

    static let offsetCases: [OffsetCase] = [
        OffsetCase(
            name: "single range", selection: { TextSelection(range: $0.index(after: $0.startIndex)..<$0.endIndex) },
            expected: 1..<5),
        OffsetCase(
            name: "insertion point", selection: { TextSelection(insertionPoint: $0.startIndex) }, expected: 0..<0),
        OffsetCase(
            name: "first of several ranges",
            selection: { text in
                var ranges = RangeSet<String.Index>()
                ranges.insert(contentsOf: text.index(text.startIndex, offsetBy: 3)..<text.endIndex)
                ranges.insert(contentsOf: text.startIndex..<text.index(after: text.startIndex))
                return TextSelection(ranges: ranges)
            }, expected: 0..<1),
        OffsetCase(name: "empty range set", selection: { _ in TextSelection(ranges: RangeSet()) }, expected: nil),
        OffsetCase(
            name: "indices of a longer string",
            selection: { _ in
                let longer = "a much longer string"
                return TextSelection(range: longer.index(longer.startIndex, offsetBy: 2)..<longer.endIndex)
            }, expected: 2..<5),
    ]

    @Test(arguments: offsetCases) func characterOffsets(_ test: OffsetCase) {
        let text = "héllo"
        #expect(test.selection(text).characterOffsets(in: text) == test.expected)
    }

    @Test func aSelectionIsAnInsertionWhenItSelectsNoCharacters() {
        let text = "abc"
        #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
        #expect(!TextSelection(range: text.startIndex..<text.endIndex).isInsertion)
        #expect(TextSelection(ranges: RangeSet()).isInsertion)
        #expect(TextSelection(insertionPoint: text.startIndex).affinity == .automatic)
        var tail = TextSelection(range: text.index(after: text.startIndex)..<text.endIndex)
        tail.affinity = .downstream
        #expect(TextSelection(characters: 1..<9, in: text, affinity: .downstream) == tail)
    }
}
