import Foundation
import Testing
@testable import PortableUICore

private struct Note: Identifiable, Hashable {
    let id: Int
    var title: String
}

/// A macOS-style notes list: editable through a binding, exactly one note always selected.
private struct NotesList: View {
    @State var notes = [Note(id: 1, title: "One"), Note(id: 2, title: "Two"), Note(id: 3, title: "Three")]
    @State var selected = 1
    let probe: Probe

    var body: some View {
        probe.log.append("selected \(selected) of \(notes.map(\.id))")
        return List($notes, editActions: .delete, selection: $selected) { $note in
            Text(note.title).accessibilityIdentifier(note.title)
        }
    }
}

/// Lists whose selection is required (`List(selection: Binding<SelectionValue>)`, macOS 13's
/// `List(_:editActions:selection:rowContent:)`): "a single row that cannot be deselected"
/// (Apple's documentation), and the edit-action lists with optional and `Set` selections.
@MainActor
struct RequiredSelectionTests {
    private let size = CGSize(width: 390, height: 600)

    @Test func aTapSelectsAndNothingDeselects() {
        let probe = Probe()
        let host = ViewHost(NotesList(probe: probe), size: size)
        #expect(host.tap(on: "Two"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected 2 of [1, 2, 3]")
        #expect(host.frames(of: "ListRowSelection").count == 1)
        // Deleting the selected row (the Delete key) deletes it; the selection cannot be
        // cleared, so it keeps the deleted note's ID.
        #expect(host.pressKey(.delete))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected 2 of [1, 3]")
        #expect(host.frames(of: "ListRowSelection").isEmpty)
        #expect(host.pressKey(.downArrow))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected 1 of [1, 3]")
    }

    @Test func aBindingToAnOptionalKeepsTheOptionalSelection() {
        struct OptionalPick: View {
            @State var items = [1, 2, 3]
            @State var selected: Int? = 2
            let probe: Probe
            var body: some View {
                probe.log.append("selected \(selected.map(String.init) ?? "-")")
                return List(selection: $selected) {
                    ForEach(items, id: \.self) { Text("\($0)").accessibilityIdentifier("n\($0)") }
                        .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(OptionalPick(probe: probe), size: size)
        #expect(host.tap(on: "n2"))
        // Deleting the selected row clears an optional selection (the required form, which
        // is disfavoured, would keep it).
        #expect(host.pressKey(.delete))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected -")
    }

    @Test func editActionListsTakeOptionalAndSetSelections() {
        struct Lists: View {
            @State var notes = [Note(id: 1, title: "One"), Note(id: 2, title: "Two")]
            @State var one: Note.ID? = 2
            @State var many: Set<Note.ID> = [1, 2]
            var body: some View {
                VStack {
                    List($notes, editActions: .all, selection: $one) { $note in Text(note.title) }
                    List($notes, id: \.id, editActions: .all, selection: $many) { $note in Text(note.title) }
                }
            }
        }
        let host = ViewHost(Lists(), size: size)
        #expect(host.frames(of: "ListRowSelection").count == 3)
    }
}
