import Foundation
import Testing
@testable import PortableUICore

struct Fruit: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// A list over a binding with edit actions, as Apple's example writes it
/// (`List($items, editActions: .all) { $item in … }`), reporting its data after each change.
private struct EditableFruits: View {
    @State var fruits = ["Apple", "Banana", "Cherry", "Date"].enumerated().map { Fruit(id: $0.offset, name: $0.element) }
    let actions: EditActions<[Fruit]>
    let inForEach: Bool
    let probe: Probe

    var body: some View {
        probe.log.append(fruits.map(\.name).joined(separator: ","))
        return VStack(spacing: 0) {
            EditButton().accessibilityIdentifier("edit")
            if inForEach {
                List {
                    ForEach($fruits, editActions: actions) { $fruit in row($fruit) }
                }
            } else {
                List($fruits, editActions: actions) { $fruit in row($fruit) }
            }
        }
    }

    private func row(_ fruit: Binding<Fruit>) -> some View {
        Button(fruit.wrappedValue.name) { fruit.wrappedValue.name += "!" }.accessibilityIdentifier(fruit.wrappedValue.name)
    }
}

/// `EditActions` on `List($data, editActions:)` and `ForEach($data, editActions:)`: the rows
/// offer what `onDelete`/`onMove` would, editing the bound collection (Apple's `EditActions`
/// documentation); the list's own metrics are those of `ListEditingTests`.
@MainActor
struct EditActionsTests {
    private let size = CGSize(width: 390, height: 600)

    private func center(_ frame: CGRect?) -> CGPoint {
        CGPoint(x: frame?.midX ?? 0, y: frame?.midY ?? 0)
    }

    @Test(arguments: [
        (EditActions<[Fruit]>.all, 4, 4), (.delete, 4, 0), (.move, 0, 4), ([], 0, 0), ([.delete, .move], 4, 4),
    ] as [(EditActions<[Fruit]>, Int, Int)])
    func editModeShowsTheControlsOfTheActions(actions: EditActions<[Fruit]>, deletes: Int, handles: Int) {
        for inForEach in [false, true] {
            let host = ViewHost(EditableFruits(actions: actions, inForEach: inForEach, probe: Probe()), size: size)
            #expect(host.tap(on: "edit"))
            #expect(host.frames(of: "ListDeleteControl").count == deletes)
            #expect(host.frames(of: "ListMoveHandle").count == handles)
        }
    }

    @Test func aFullSwipeDeletesFromTheBoundData() async {
        for inForEach in [false, true] {
            let probe = Probe()
            let host = ViewHost(EditableFruits(actions: .all, inForEach: inForEach, probe: probe), size: size)
            let row = host.frame(of: "Cherry")
            await host.drag(from: CGPoint(x: 340, y: center(row).y), to: CGPoint(x: 20, y: center(row).y))
            await host.advance(by: 0.5)
            #expect(probe.log.last == "Apple,Banana,Date")
            #expect(host.frame(of: "Cherry") == nil)
        }
    }

    @Test func draggingAHandleMovesTheBoundData() async {
        let probe = Probe()
        let host = ViewHost(EditableFruits(actions: .all, inForEach: false, probe: probe), size: size)
        #expect(host.tap(on: "edit"))
        let handles = host.frames(of: "ListMoveHandle").sorted { $0.minY < $1.minY }
        let rowHeight = handles[1].minY - handles[0].minY
        await host.drag(
            from: center(handles[0]), to: CGPoint(x: center(handles[0]).x, y: center(handles[0]).y + rowHeight * 2.2))
        await host.advance(by: 0.5)
        #expect(probe.log.last == "Banana,Cherry,Apple,Date")
    }

    @Test func rowsEditTheirElementThroughTheBinding() {
        let probe = Probe()
        let host = ViewHost(EditableFruits(actions: .all, inForEach: true, probe: probe), size: size)
        #expect(host.tap(on: "Banana"))
        #expect(probe.log.last == "Apple,Banana!,Cherry,Date")
    }

    @Test func aDeletedRowsBindingNeverReadsPastTheData() {
        var fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana")]
        let data = Binding(get: { fruits }, set: { fruits = $0 })
        var captured: Binding<Fruit>?
        let each = ForEach(data, editActions: .all) { fruit in
            captured = fruit
            return Text(fruit.wrappedValue.name)
        }
        let row = each.content(each.data[each.data.index(before: each.data.endIndex)])
        fruits.removeLast()
        // The row's binding shows the element it was made for and edits nothing.
        #expect(captured?.wrappedValue.name == "Banana")
        captured?.wrappedValue.name = "Cherry"
        #expect(fruits == [Fruit(id: 1, name: "Apple")])
        row.rowEditActions.onDelete?(IndexSet(integer: 0))
        #expect(fruits.isEmpty)
    }

    @Test func allIsWhatTheCollectionAllows() {
        #expect(EditActions<[Int]>.all == [.delete, .move])
        #expect(EditActions<String>.all == .delete)
        #expect(EditActions<UnsafeMutableBufferPointer<Int>>.all == .move)
        #expect(EditActions<Set<Int>>.all == [])
    }
}
