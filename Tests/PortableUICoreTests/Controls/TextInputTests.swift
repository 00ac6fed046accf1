import Foundation
import Testing
@testable import PortableUICore

/// Text fields' styles, axes, prompts and formatted values, and the text editor. Metrics:
/// the deterministic test text engine sets a line exactly as tall as its font (a 22-point
/// font here, so a line is the 22-point body line of a field) and a character half an em.
@MainActor
struct TextInputTests {
    private static let words = "aaaaaaaaa bbbbbbbbb ccccccccc"

    struct FrameCase: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let style: _TextFieldBorder
        let axis: Axis
        let limit: Limit
        let expected: CGRect
        var testDescription: String { name }

        enum Limit: Sendable { case none, lines(Int), reserving(Int), range(ClosedRange<Int>) }
    }

    private struct Field: View {
        let test: FrameCase
        @State var text: String
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                limited(TextField("Title", text: $text, axis: test.axis))
                    .font(.system(size: 22))
                    .modifier(Styled(border: test.style))
                    .accessibilityIdentifier("field")
                Spacer(minLength: 0)
            }
        }

        @ViewBuilder private func limited(_ field: some View) -> some View {
            switch test.limit {
            case .none: field
            case .lines(let count): field.lineLimit(count)
            case .reserving(let count): field.lineLimit(count, reservesSpace: true)
            case .range(let range): field.lineLimit(range)
            }
        }
    }

    private struct Styled: ViewModifier {
        let border: _TextFieldBorder
        func body(content: Content) -> some View {
            switch border {
            case .none: content.textFieldStyle(.plain)
            case .roundedBorder: content.textFieldStyle(.roundedBorder)
            case .squareBorder: content.textFieldStyle(.squareBorder)
            }
        }
    }

    // Sources: one 22-point body line per field (SwiftUI's default field height on iOS);
    // `.roundedBorder` adds UIKit's rounded-rectangle insets, 34 points in all
    // [unverified, see docs/differences.md]; a vertical field grows a line at a time up to
    // its line limit and reserves the lower bound (Apple: `TextField(_:text:axis:)`,
    // `lineLimit(_:reservesSpace:)`).
    static let frames: [FrameCase] = [
        FrameCase(name: "plain, one line", text: "", style: .none, axis: .horizontal, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 110, height: 22)),
        FrameCase(name: "plain ignores long text", text: words, style: .none, axis: .horizontal, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 110, height: 22)),
        FrameCase(name: "rounded border", text: "", style: .roundedBorder, axis: .horizontal, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 110, height: 34)),
        FrameCase(name: "square border", text: "", style: .squareBorder, axis: .horizontal, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 110, height: 34)),
        FrameCase(name: "vertical, empty", text: "", style: .none, axis: .vertical, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 110, height: 22)),
        FrameCase(name: "vertical grows", text: words, style: .none, axis: .vertical, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 110, height: 66)),
        FrameCase(name: "vertical stops at its limit", text: words, style: .none, axis: .vertical, limit: .lines(2),
            expected: CGRect(x: 0, y: 0, width: 110, height: 44)),
        FrameCase(name: "vertical reserves its limit", text: "", style: .none, axis: .vertical,
            limit: .reserving(3), expected: CGRect(x: 0, y: 0, width: 110, height: 66)),
        FrameCase(name: "vertical reserves a range's lower bound", text: "a", style: .none, axis: .vertical,
            limit: .range(2...4), expected: CGRect(x: 0, y: 0, width: 110, height: 44)),
        FrameCase(name: "vertical, bordered", text: words, style: .roundedBorder, axis: .vertical, limit: .none,
            expected: CGRect(x: 0, y: 0, width: 124, height: 78)),
    ]

    @Test(arguments: frames) func fieldFrames(_ test: FrameCase) {
        let width = test.expected.width
        let host = ViewHost(Field(test: test, text: test.text), size: CGSize(width: width, height: 300))
        #expect(host.frame(of: "field") == test.expected)
    }

    private struct Numbers: View {
        let log: EventLog
        @State var count = 5
        @State var optional: Int? = 1
        @State var decimal = 2.5
        var body: some View {
            log("count \(count) optional \(optional.map(String.init) ?? "nil") decimal \(decimal)")
            return VStack {
                TextField("Count", value: $count, format: .number).accessibilityIdentifier("count")
                TextField("Optional", value: $optional, format: .number).accessibilityIdentifier("optional")
                TextField("Decimal", value: $decimal, formatter: Self.formatter).accessibilityIdentifier("decimal")
            }
        }

        static let formatter: NumberFormatter = {
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            formatter.locale = Locale(identifier: "en_US_POSIX")
            return formatter
        }()
    }

    @Test func aFormattedValueIsWrittenWhenCommitted() {
        let log = EventLog()
        let host = ViewHost(Numbers(log: log), size: CGSize(width: 200, height: 200))
        host.tap(on: "count")
        log.take()
        host.pressKey(.delete)
        host.type("42")
        #expect(log.take().isEmpty, "a formatted value waits for a commit")
        host.pressKey(.return)
        #expect(log.take() == ["count 42 optional 1 decimal 2.5"])
        #expect(host.accessibilityTree.element(identifier: "count")?.value == "42")
    }

    @Test func textThatDoesNotParseKeepsTheValueAndShowsItAgain() {
        let log = EventLog()
        let host = ViewHost(Numbers(log: log), size: CGSize(width: 200, height: 200))
        host.tap(on: "count")
        host.type("x")
        host.pressKey(.return)
        #expect(log.entries.last == "count 5 optional 1 decimal 2.5")
        #expect(host.accessibilityTree.element(identifier: "count")?.value == "5")
    }

    @Test func leavingTheFieldCommitsAndAnOptionalBecomesNilWhenItDoesNotParse() {
        let log = EventLog()
        let host = ViewHost(Numbers(log: log), size: CGSize(width: 200, height: 200))
        host.tap(on: "optional")
        host.pressKey(.delete)
        host.pressKey(.tab)
        #expect(log.entries.last == "count 5 optional nil decimal 2.5")
        host.pressKey("a", modifiers: .command)
        host.type("3.75")
        host.pressKey(.tab)
        #expect(log.entries.last == "count 5 optional nil decimal 3.75")
    }

    private struct Multiline: View {
        let log: EventLog
        @State var note = ""
        @State var title = ""
        var body: some View {
            log("note \(note.debugDescription) title \(title.debugDescription)")
            return VStack {
                TextField("Note", text: $note, axis: .vertical).accessibilityIdentifier("note")
                TextField("Title", text: $title).accessibilityIdentifier("title")
            }
            .onSubmit { log("submit") }
        }
    }

    @Test func aVerticalFieldBreaksLinesWithOptionReturnAndSubmitsWithReturn() {
        let log = EventLog()
        let host = ViewHost(Multiline(log: log), size: CGSize(width: 200, height: 200))
        host.tap(on: "note")
        host.type("a")
        host.pressKey(.return, modifiers: .option)
        host.type("b")
        host.pressKey(.return, modifiers: .shift)
        host.clipboard.string = "c\nd"
        host.pressKey("v", modifiers: .command)
        log.take()
        host.pressKey(.return)
        #expect(log.take() == ["submit"])
        host.tap(on: "title")
        host.pressKey("v", modifiers: .command)
        #expect(log.take() == [#"note "a\nb\nc\nd" title "cd""#])
    }

    private struct Editor: View {
        let log: EventLog
        @State var text = ""
        var body: some View {
            log(text.debugDescription)
            return VStack(spacing: 0) {
                TextEditor(text: $text).accessibilityIdentifier("editor")
                Text("Footer").accessibilityIdentifier("footer")
            }
        }
    }

    @Test func aTextEditorFillsTheSpaceAndBreaksLinesWithReturn() {
        let log = EventLog()
        let host = ViewHost(Editor(log: log), size: CGSize(width: 300, height: 200))
        // The footer's line is 17 points (the body font in the test engine).
        #expect(host.frame(of: "editor") == CGRect(x: 0, y: 0, width: 300, height: 183))
        host.tap(on: "editor")
        host.type("abc")
        host.pressKey(.return)
        host.type("de")
        host.pressKey(.upArrow)
        host.type("X")
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        host.type("Y")
        #expect(log.entries.last == #""abXc\ndeY""#)
    }

    @Test func movingByLinesKeepsTheColumnWhereTheLineIsLongEnough() {
        var state = TextEditingState(text: "one\nlonger line\nab")
        state.moveLine(forward: false, extending: false)
        #expect(state.selection == 6..<6)
        state.moveLine(forward: false, extending: true)
        #expect(state.selection == 2..<6)
        state.moveLine(forward: false, extending: false)
        #expect(state.selection == 0..<0)
        state.moveToEnd(forward: false, extending: false)
        state.move(forward: true, byWord: false, extending: false)
        state.move(forward: true, byWord: false, extending: false)
        state.move(forward: true, byWord: false, extending: false)
        state.moveLine(forward: true, extending: false)
        #expect(state.selection == 7..<7)
        state.moveLine(forward: true, extending: false)
        #expect(state.selection == 18..<18, "the column is past the last line's end: its end")
        state.moveLine(forward: true, extending: false)
        #expect(state.selection == 18..<18)
    }
}
