import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct TextEditingStateTests {
    @Test func insertingReplacesTheSelection() {
        var state = TextEditingState(text: "hello world")
        state.select(6..<11)
        state.insert("there")
        #expect(state.text == "hello there")
        #expect(state.selection == 11..<11)
    }

    @Test func movingAndExtendingBySelectionAndWord() {
        var state = TextEditingState(text: "one two, three")
        state.moveToEnd(forward: false, extending: false)
        state.move(forward: true, byWord: true, extending: false)
        #expect(state.selection == 3..<3)
        state.move(forward: true, byWord: true, extending: true)
        #expect(state.selectedText == " two")
        state.move(forward: false, byWord: false, extending: false)
        #expect(state.selection == 3..<3)
        state.moveToEnd(forward: true, extending: true)
        #expect(state.selectedText == " two, three")
        state.move(forward: true, byWord: false, extending: false)
        #expect(state.selection == 14..<14)
    }

    @Test func deletingCharactersWordsAndSelections() {
        var state = TextEditingState(text: "one two three")
        state.deleteBackward(byWord: true)
        #expect(state.text == "one two ")
        state.deleteBackward(byWord: false)
        #expect(state.text == "one two")
        state.moveToEnd(forward: false, extending: false)
        state.deleteForward(byWord: true)
        #expect(state.text == " two")
        state.selectAll()
        state.deleteBackward(byWord: false)
        #expect(state.text == "")
        state.deleteBackward(byWord: false)
        #expect(state.text == "")
    }

    @Test func graphemeClustersAreSingleCharacters() {
        var state = TextEditingState(text: "a👍🏽é")
        state.deleteBackward(byWord: false)
        state.deleteBackward(byWord: false)
        #expect(state.text == "a")
    }

    @Test func compositionReplacesItselfUntilCommitted() {
        var state = TextEditingState(text: "ab")
        state.setMarkedText("k")
        state.setMarkedText("ka")
        #expect(state.text == "abka")
        #expect(state.markedRange == 2..<4)
        state.insert("か")
        #expect(state.text == "abか")
        #expect(state.markedRange == nil)
        #expect(state.selection == 3..<3)
    }
}

@MainActor
struct TextFieldTests {
    private struct Form: View {
        let log: EventLog
        @State var name = ""
        @State var password = ""
        var body: some View {
            log("name \(name) password \(password)")
            return VStack {
                TextField(text: $name) { Color.gray.frame(width: 10, height: 10) }.accessibilityIdentifier("name")
                SecureField(text: $password) { Color.gray.frame(width: 10, height: 10) }.accessibilityIdentifier("password")
            }
            .onSubmit { log("submit") }
        }
    }

    @Test func textFieldsTakeTheWidthAndOneLine() {
        let host = ViewHost(Form(log: EventLog()), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "name") == CGRect(x: 0, y: 24, width: 200, height: 22))
        #expect(host.frame(of: "password") == CGRect(x: 0, y: 54, width: 200, height: 22))
    }

    @Test func typingEditsTheFocusedField() {
        let log = EventLog()
        let host = ViewHost(Form(log: log), size: CGSize(width: 200, height: 100))
        host.type("x")
        host.tap(on: "name")
        #expect(host.focusedIdentifier == "name")
        log.take()
        host.type("Al")
        host.pressKey(.delete)
        host.type("da\n")
        #expect(log.take() == ["name A password ", "name Al password ", "name A password ", "name Ad password ",
            "name Ada password ", "submit"])
    }

    @Test func tabMovesFocusAndClipboardRespectsSecureFields() {
        let log = EventLog()
        let host = ViewHost(Form(log: log), size: CGSize(width: 200, height: 100))
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "name")
        host.type("secret")
        host.pressKey("a", modifiers: .control)
        host.pressKey("c", modifiers: .control)
        #expect(host.clipboard.string == "secret")
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "password")
        host.pressKey("v", modifiers: .command)
        host.pressKey("a", modifiers: .command)
        host.pressKey("x", modifiers: .command)
        host.clipboard.string = "other"
        host.pressKey(.tab, modifiers: .shift)
        #expect(host.focusedIdentifier == "name")
        #expect(log.entries.last == "name secret password secret")
    }

    @Test func inputMethodCompositionIsCommittedByInsertText() {
        let log = EventLog()
        let host = ViewHost(Form(log: log), size: CGSize(width: 200, height: 100))
        host.tap(on: "name")
        host.setMarkedText("n")
        host.setMarkedText("ni")
        host.insertText("に")
        #expect(log.entries.last == "name に password ")
    }
}

@MainActor
struct FocusTests {
    enum Field: Hashable { case first, second }

    private struct Fields: View {
        let log: EventLog
        @FocusState var focus: Field?
        @FocusState var isThirdFocused: Bool
        @State var text = ""
        var body: some View {
            log("focus \(focus.map { "\($0)" } ?? "nil") third \(isThirdFocused)")
            return VStack {
                TextField(text: $text) { EmptyView() }.focused($focus, equals: .first).accessibilityIdentifier("first")
                TextField(text: $text) { EmptyView() }.focused($focus, equals: .second).accessibilityIdentifier("second")
                Color.red.frame(width: 20, height: 20).focusable().focused($isThirdFocused).accessibilityIdentifier("third")
                    .onKeyPress(.space) { log("space"); return .handled }
                Button { focus = .second } label: { Color.blue.frame(width: 20, height: 20) }.accessibilityIdentifier("go")
            }
        }
    }

    @Test func focusStateFollowsUserFocusAndMovesItWhenSet() {
        let log = EventLog()
        let host = ViewHost(Fields(log: log), size: CGSize(width: 200, height: 200))
        #expect(log.take() == ["focus nil third false"])
        host.tap(on: "first")
        #expect(host.focusedIdentifier == "first")
        #expect(log.take() == ["focus first third false"])
        host.pressKey(.tab)
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "third")
        #expect(log.take() == ["focus second third false", "focus nil third true"])
        host.tap(on: "go")
        #expect(host.focusedIdentifier == "second")
        #expect(log.take().last == "focus second third false")
    }

    @Test func onKeyPressRunsForTheFocusedViewOnly() {
        let log = EventLog()
        let host = ViewHost(Fields(log: log), size: CGSize(width: 200, height: 200))
        #expect(!host.pressKey(.space))
        host.tap(on: "third")
        log.take()
        #expect(host.pressKey(.space))
        #expect(log.take() == ["space"])
    }

    @Test func onKeyPressOnAnAncestorSeesKeysTheFocusedViewIgnores() {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 20, height: 20).focusable().accessibilityIdentifier("inner")
                    .onKeyPress(characters: .letters) { log("inner \($0.characters)"); return $0.characters == "a" ? .handled : .ignored }
            }.onKeyPress(phases: .down) { log("outer \($0.characters)"); return .handled }, size: window)
        host.tap(on: "inner")
        host.type("ab1")
        #expect(log.take() == ["inner a", "inner b", "outer b", "outer 1"])
    }
}
