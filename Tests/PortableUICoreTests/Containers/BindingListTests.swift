import Foundation
import Testing
@testable import PortableUICore

private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
    var children: [Note]?
}

/// A row that edits its note through its binding: a tap on its edit square appends "!" to
/// the title.
private struct NoteRow: View {
    @Binding var note: Note

    var body: some View {
        HStack {
            Text(note.title).accessibilityIdentifier(note.title)
            Color.gray.frame(width: 20, height: 20)
                .onTapGesture { note.title += "!" }
                .accessibilityIdentifier("edit-\(note.id)")
        }
    }
}

/// The SelectionValue a list was made with (which overload the compiler chose).
private func selectionType<S, C>(_ list: List<S, C>) -> Any.Type { S.self }

/// The binding forms of `ForEach`, `List` and `OutlineGroup` (`ForEach($items) { $item in }`,
/// `List($items, selection:)`, `List($items, children:)`, `OutlineGroup($items, children:)`)
/// and the required-selection `List` initializers (macOS 13's `List(_:selection:rowContent:)`
/// with a `Binding<SelectionValue>`, Apple's documentation: "a single row that cannot be
/// deselected").
@MainActor
struct BindingListTests {
    private let size = CGSize(width: 390, height: 600)
    private static let notes = [Note(id: 1, title: "One"), Note(id: 2, title: "Two"), Note(id: 3, title: "Three")]

    /// The data is the collection's indices paired with the elements' IDs, as in SwiftUI's
    /// signature (`LazyMapSequence<C.Indices, (C.Index, ID)>`).
    @Test func forEachOverABindingHasSwiftUIsDataType() {
        var notes = Self.notes
        let binding = Binding(get: { notes }, set: { notes = $0 })
        let each: ForEach<LazyMapSequence<Range<Int>, (Int, Int)>, Int, Text> = ForEach(binding) { $note in Text(note.title) }
        #expect(each.data.map(\.0) == [0, 1, 2])
        #expect(each.data.map(\.1) == [1, 2, 3])
        let byTitle: ForEach<LazyMapSequence<Range<Int>, (Int, String)>, String, Text> = ForEach(binding, id: \.title) { $note in
            Text(note.title)
        }
        #expect(byTitle.data.map(\.1) == ["One", "Two", "Three"])
    }

    @Test func rowsEditTheirElementsThroughTheirBindings() {
        struct Notes: View {
            @State var notes = BindingListTests.notes
            let probe: Probe
            var body: some View {
                probe.log.append(notes.map(\.title).joined(separator: " "))
                return VStack {
                    ForEach($notes) { $note in NoteRow(note: $note) }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Notes(probe: probe), size: size)
        #expect(host.tap(on: "edit-2"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "One Two! Three")
        #expect(host.frame(of: "Two!") != nil && host.frame(of: "Two") == nil)
    }

    /// A binding made for a row whose element was removed shows that element and edits
    /// nothing (it never reads past the data's end).
    @Test func aBindingToARemovedElementEditsNothing() {
        var notes = Self.notes
        let data = Binding(get: { notes }, set: { notes = $0 })
        // A binding's own elements (the data of `List($items)`): past the end, the element
        // last read, and no edits.
        let third = data[2]
        #expect(third.wrappedValue.title == "Three")
        notes.removeLast()
        #expect(third.wrappedValue.title == "Three")
        third.wrappedValue.title = "Changed"
        #expect(notes.map(\.title) == ["One", "Two"])
        notes = Self.notes
        var captured: Binding<Note>?
        let each = ForEach(data) { (note: Binding<Note>) -> Text in
            captured = note
            return Text(note.wrappedValue.title)
        }
        _ = each.content(Array(each.data)[2])
        notes.removeLast()
        #expect(captured?.wrappedValue.title == "Three")
        captured?.wrappedValue.title = "Changed"
        #expect(notes.map(\.title) == ["One", "Two"])
        // While the element is there, the binding edits it.
        _ = each.content(Array(each.data)[1])
        captured?.wrappedValue.title = "Second"
        #expect(notes.map(\.title) == ["One", "Second"])
    }

    @Test func aListOverABindingSelectsAndEdits() {
        struct Notes: View {
            @State var notes = BindingListTests.notes
            @State var selected: Note.ID? = nil
            let probe: Probe
            var body: some View {
                probe.log.append("\(selected.map(String.init) ?? "-") \(notes.map(\.title))")
                return List($notes, selection: $selected) { $note in
                    Text(note.title).accessibilityIdentifier(note.title)
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Notes(probe: probe), size: size)
        #expect(host.tap(on: "Three"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "3 [\"One\", \"Two\", \"Three\"]")
        #expect(host.frames(of: "ListRowSelection").count == 1)
    }

    /// Each binding form picks the selection kind its binding's type says: a binding to an
    /// optional keeps the optional form (the required forms are disfavoured).
    @Test func overloadsFollowTheSelectionsType() {
        var notes = Self.notes
        var one: Int? = nil
        var required = 1
        var many: Set<Int> = []
        let data = Binding(get: { notes }, set: { notes = $0 })
        let optional = Binding(get: { one }, set: { one = $0 })
        let exact = Binding(get: { required }, set: { required = $0 })
        let set = Binding(get: { many }, set: { many = $0 })
        #expect(selectionType(List(data) { $note in Text(note.title) }) == Never.self)
        #expect(selectionType(List(data, id: \.title) { $note in Text(note.title) }) == Never.self)
        #expect(selectionType(List(data, selection: optional) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, selection: exact) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, selection: set) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, id: \.id, selection: optional) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, id: \.id, selection: exact) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, id: \.id, selection: set) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(Self.notes, selection: exact) { note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(Self.notes, id: \.id, selection: exact) { note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(Self.notes, children: \.children, selection: exact) { note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, children: \.children) { $note in Text(note.title) }) == Never.self)
        #expect(selectionType(List(data, children: \.children, selection: optional) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, children: \.children, selection: exact) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, children: \.children, selection: set) { $note in Text(note.title) }) == Int.self)
        #expect(selectionType(List(data, id: \.id, children: \.children) { $note in Text(note.title) }) == Never.self)
        #expect(selectionType(List(data, id: \.id, children: \.children, selection: exact) { $note in Text(note.title) }) == Int.self)
    }

    /// A required selection: a tap selects, a second tap (or Control-click) on the selected
    /// row keeps it selected, as nothing can deselect it.
    @Test(arguments: [false, true])
    func aRequiredSelectionCannotBeCleared(overBinding: Bool) {
        struct Notes: View {
            let overBinding: Bool
            @State var notes = BindingListTests.notes
            @State var selected = 1
            let probe: Probe
            var body: some View {
                probe.log.append("selected \(selected)")
                return Group {
                    if overBinding {
                        List($notes, selection: $selected) { $note in Text(note.title).accessibilityIdentifier(note.title) }
                    } else {
                        List(notes, selection: $selected) { note in Text(note.title).accessibilityIdentifier(note.title) }
                    }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Notes(overBinding: overBinding, probe: probe), size: size)
        #expect(host.frames(of: "ListRowSelection").count == 1)
        #expect(host.tap(on: "Two"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected 2")
        #expect(host.tap(on: "Two"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected 2")
        #expect(host.frames(of: "ListRowSelection").count == 1)
    }

    /// A hierarchical list over a binding: the roots show, a group expands by a tap on its
    /// disclosure, and a child's row edits the child inside its parent's children.
    @Test func aHierarchicalListOverABindingEditsNestedElements() async {
        struct Tree: View {
            @State var notes = [Note(id: 1, title: "Docs", children: [Note(id: 2, title: "Readme")]), Note(id: 3, title: "Notes")]
            let probe: Probe
            var body: some View {
                probe.log.append(notes.map { "\($0.title)\($0.children.map { $0.map(\.title) } ?? [])" }.joined(separator: " "))
                return VStack(spacing: 0) {
                    OutlineGroup($notes, children: \.children) { $note in NoteRow(note: $note) }
                    Spacer(minLength: 0)
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Tree(probe: probe), size: size)
        #expect(host.frame(of: "Docs") != nil && host.frame(of: "Notes") != nil)
        #expect(host.frame(of: "Readme") == nil, "collapsed at first")
        host.tap(on: "Docs")
        await host.advance(by: 0.5)
        #expect(host.tap(on: "edit-2"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "Docs[\"Readme!\"] Notes[]")
    }

    /// The single-root binding forms (`OutlineGroup($root, children:)` and
    /// `OutlineGroup($root, id:children:)`, in SwiftUI's interface since iOS 15 / macOS 12):
    /// the root is one row, its children show once it is expanded, and a child's row edits
    /// the child inside the root.
    @Test(arguments: [false, true])
    func anOutlineOverABindingToOneRootEditsItsChildren(byKeyPath: Bool) async {
        struct Tree: View {
            let byKeyPath: Bool
            @State var root = Note(id: 1, title: "Docs", children: [Note(id: 2, title: "Readme"), Note(id: 3, title: "Notes")])
            let probe: Probe
            var body: some View {
                probe.log.append("\(root.title)\(root.children.map { $0.map(\.title) } ?? [])")
                return VStack(spacing: 0) {
                    if byKeyPath {
                        OutlineGroup($root, id: \.title, children: \.children) { $note in NoteRow(note: $note) }
                    } else {
                        OutlineGroup($root, children: \.children) { $note in NoteRow(note: $note) }
                    }
                    Spacer(minLength: 0)
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Tree(byKeyPath: byKeyPath, probe: probe), size: size)
        #expect(host.frame(of: "Docs") != nil)
        #expect(host.frame(of: "Readme") == nil, "collapsed at first")
        host.tap(on: "Docs")
        await host.advance(by: 0.5)
        #expect(host.frame(of: "Readme") != nil && host.frame(of: "Notes") != nil)
        #expect(host.tap(on: "edit-3"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "Docs[\"Readme\", \"Notes!\"]")
    }

    @Test func anEmptyCollectionMakesNoRows() {
        var notes: [Note] = []
        let data = Binding(get: { notes }, set: { notes = $0 })
        let host = ViewHost(List(data) { $note in Text(note.title).accessibilityIdentifier("row") }, size: size)
        #expect(host.frames(of: "row").isEmpty)
        let outline = ViewHost(OutlineGroup(data, children: \.children) { $note in Text(note.title) }, size: size)
        #expect(outline.frame(of: "row") == nil)
    }
}
