import Foundation
import Testing
@testable import PortableUICore

/// A list of fruit rows whose edits change its own state, as an app's list would.
private struct FruitList: View {
    @State var fruits = ["Apple", "Banana", "Cherry", "Date"]
    var deletable = true
    var movable = true
    var disabled: Set<String> = []
    let log: Probe

    var body: some View {
        VStack(spacing: 0) {
            EditButton().accessibilityIdentifier("edit")
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit).accessibilityIdentifier(fruit).deleteDisabled(disabled.contains(fruit))
                }
                .onDelete(perform: deletable ? { offsets in
                    log.log.append("delete \(Array(offsets))")
                    fruits.remove(atOffsets: offsets)
                } : nil)
                .onMove(perform: movable ? { source, destination in
                    log.log.append("move \(Array(source)) \(destination)")
                    fruits.move(fromOffsets: source, toOffset: destination)
                } : nil)
            }
        }
    }
}

@MainActor
struct ListEditingTests {
    private let size = CGSize(width: 390, height: 600)

    private func center(_ frame: CGRect?) -> CGPoint {
        CGPoint(x: frame?.midX ?? 0, y: frame?.midY ?? 0)
    }

    @Test func editButtonTogglesTheEditModeAndShowsDeleteControlsAndHandles() {
        let probe = Probe()
        let host = ViewHost(FruitList(log: probe), size: size)
        let before = host.frame(of: "Apple")
        #expect(host.frames(of: "ListDeleteControl").isEmpty)
        #expect(host.tap(on: "edit"))
        host.layoutIfNeeded()
        // Edit mode: each deletable row has a delete control, each movable row a handle, and
        // the content moves right by the control's width [UNVERIFIED: 38 points].
        #expect(host.frames(of: "ListDeleteControl").count == 4)
        #expect(host.frames(of: "ListMoveHandle").count == 4)
        #expect(host.frame(of: "Apple")?.minX == (before?.minX ?? 0) + ListEditingMetrics.controlWidth)
        #expect(host.tap(on: "edit"))
        #expect(host.frames(of: "ListDeleteControl").isEmpty)
    }

    @Test func deleteDisabledRowsHaveNoDeleteControl() {
        let host = ViewHost(FruitList(disabled: ["Banana"], log: Probe()), size: size)
        #expect(host.tap(on: "edit"))
        #expect(host.frames(of: "ListDeleteControl").count == 3)
    }

    @Test func withoutActionsTheRowsHaveNoControls() {
        let host = ViewHost(FruitList(deletable: false, movable: false, log: Probe()), size: size)
        #expect(host.tap(on: "edit"))
        #expect(host.frames(of: "ListDeleteControl").isEmpty && host.frames(of: "ListMoveHandle").isEmpty)
        #expect(host.frame(of: "Apple")?.minX == ViewHost(FruitList(log: Probe()), size: size).frame(of: "Apple")?.minX)
    }

    @Test func theDeleteControlRevealsTheDeleteActionWhichDeletes() {
        let probe = Probe()
        let host = ViewHost(FruitList(log: probe), size: size)
        #expect(host.tap(on: "edit"))
        let controls = host.frames(of: "ListDeleteControl").sorted { $0.minY < $1.minY }
        host.tap(at: center(controls[1]))
        let action = host.frame(of: "ListDeleteAction")
        let row = host.frame(of: "Banana")
        #expect(action != nil)
        #expect(abs((action?.maxX ?? 0) - (size.width - 16)) < 0.5, "the action ends at the card's trailing edge")
        host.tap(at: center(action))
        #expect(probe.log == ["delete [1]"])
        #expect(host.frame(of: "Banana") == nil)
        #expect(host.frame(of: "Cherry")?.minY == row?.minY)
    }

    @Test func aShortSwipeRevealsTheDeleteActionAndATapCloses() async {
        let probe = Probe()
        let host = ViewHost(FruitList(log: probe), size: size)
        let row = host.frame(of: "Cherry")
        await host.drag(from: center(row), to: CGPoint(x: center(row).x - 70, y: center(row).y))
        host.layoutIfNeeded()
        let action = host.frame(of: "ListDeleteAction")
        #expect(action != nil)
        // The content moved toward the leading edge by the action's width.
        #expect(abs((host.frame(of: "Cherry")?.minX ?? 0) - ((row?.minX ?? 0) - (action?.width ?? 0))) < 0.5)
        host.tap(at: CGPoint(x: 100, y: center(host.frame(of: "Apple")).y))
        #expect(host.frame(of: "ListDeleteAction") == nil)
        #expect(host.frame(of: "Cherry")?.minX == row?.minX)
        #expect(probe.log.isEmpty)
    }

    @Test func aFullSwipeDeletesTheRow() async {
        let probe = Probe()
        let host = ViewHost(FruitList(log: probe), size: size)
        let row = host.frame(of: "Date")
        // From near the trailing edge to near the leading one: past 60 % of the row's width.
        await host.drag(from: CGPoint(x: 340, y: center(row).y), to: CGPoint(x: 20, y: center(row).y))
        host.layoutIfNeeded()
        #expect(probe.log == ["delete [3]"])
        #expect(host.frame(of: "Date") == nil)
    }

    @Test func aSwipeTowardTheTrailingEdgeDoesNothingWithoutLeadingActions() async {
        let probe = Probe()
        let host = ViewHost(FruitList(log: probe), size: size)
        let row = host.frame(of: "Apple")
        await host.drag(from: center(row), to: CGPoint(x: center(row).x + 150, y: center(row).y))
        host.layoutIfNeeded()
        #expect(host.frame(of: "Apple")?.minX == row?.minX)
        #expect(probe.log.isEmpty)
    }

    @Test func draggingAHandleMovesTheRow() async {
        let probe = Probe()
        let host = ViewHost(FruitList(log: probe), size: size)
        #expect(host.tap(on: "edit"))
        let handles = host.frames(of: "ListMoveHandle").sorted { $0.minY < $1.minY }
        let rowHeight = handles[1].minY - handles[0].minY
        // Apple's middle goes past Banana's and Cherry's: it lands before Date, offset 3.
        await host.drag(from: center(handles[0]), to: CGPoint(x: center(handles[0]).x, y: center(handles[0]).y + rowHeight * 2.2))
        host.layoutIfNeeded()
        #expect(probe.log == ["move [0] 3"])
        let order = ["Apple", "Banana", "Cherry", "Date"].sorted { (host.frame(of: $0)?.minY ?? 0) < (host.frame(of: $1)?.minY ?? 0) }
        #expect(order == ["Banana", "Cherry", "Apple", "Date"])
    }
}

/// A list with a selection, showing the selection as an app would.
private struct PickList: View {
    @State var items = ["One", "Two", "Three"]
    @State var selected: String?
    let probe: Probe

    var body: some View {
        probe.actions["prepend"] = { items.insert("Zero", at: 0) }
        probe.log.append("selected \(selected ?? "-")")
        return List(items, id: \.self, selection: $selected) { item in
            Text(item).accessibilityIdentifier(item)
        }
    }
}

private struct MultiPickList: View {
    @State var selected: Set<Int> = []
    let probe: Probe

    var body: some View {
        probe.log.append("selected \(selected.sorted())")
        return VStack(spacing: 0) {
            EditButton().accessibilityIdentifier("edit")
            List(selection: $selected) {
                ForEach(0..<4) { index in
                    Text("Row \(index)").accessibilityIdentifier("row\(index)")
                }
                .onDelete { _ in probe.log.append("delete") }
            }
        }
    }
}

@MainActor
struct ListSelectionTests {
    private let size = CGSize(width: 390, height: 600)

    @Test func aTapSelectsTheRowAndTintsIt() {
        let probe = Probe()
        let host = ViewHost(PickList(probe: probe), size: size)
        #expect(host.frame(of: "ListRowSelection") == nil)
        #expect(host.tap(on: "Two"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected Two")
        let tint = host.frame(of: "ListRowSelection")
        let row = host.frame(of: "Two")
        #expect(tint != nil && tint!.minY <= row!.minY && tint!.maxY >= row!.maxY)
        // The tint spans the card: the inset grouped margin on both sides [UNVERIFIED: 16].
        #expect(tint?.minX == 16 && tint?.width == size.width - 32)
    }

    @Test func theSelectionFollowsItsRowWhenTheDataReloads() {
        let probe = Probe()
        let host = ViewHost(PickList(probe: probe), size: size)
        #expect(host.tap(on: "Two"))
        probe.run("prepend")
        host.layoutIfNeeded()
        let tint = host.frame(of: "ListRowSelection")
        let row = host.frame(of: "Two")
        #expect(tint != nil && tint!.minY <= row!.minY && tint!.maxY >= row!.maxY)
        #expect(host.frames(of: "ListRowSelection").count == 1)
    }

    @Test func theArrowKeysMoveTheSelection() {
        let probe = Probe()
        let host = ViewHost(PickList(probe: probe), size: size)
        #expect(host.tap(on: "One"))
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.downArrow))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected Three")
        #expect(host.pressKey(.upArrow))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected Two")
    }

    @Test func aSetSelectionTogglesRowsInEditModeAndDeleteDeletesThem() {
        let probe = Probe()
        let host = ViewHost(MultiPickList(probe: probe), size: size)
        #expect(host.tap(on: "row1"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected [1]")
        #expect(host.tap(on: "row2"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected [2]", "outside edit mode a tap selects one row")
        #expect(host.tap(on: "edit"))
        #expect(host.tap(on: "row0"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected [0, 2]")
        #expect(host.frames(of: "ListRowSelection").count == 2)
        #expect(host.tap(on: "row2"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "selected [0]")
    }

    @Test func theDeleteKeyDeletesTheSelectedRows() {
        let probe = Probe()
        let host = ViewHost(FruitPickList(probe: probe), size: size)
        #expect(host.tap(on: "b"))
        #expect(host.pressKey(.delete))
        host.layoutIfNeeded()
        #expect(probe.log.contains("deleted [1]"))
        #expect(host.frame(of: "b") == nil)
    }
}

private struct FruitPickList: View {
    @State var items = ["a", "b", "c"]
    @State var selected: Set<String> = []
    let probe: Probe

    var body: some View {
        List(selection: $selected) {
            ForEach(items, id: \.self) { Text($0).accessibilityIdentifier($0) }
                .onDelete { offsets in
                    probe.log.append("deleted \(Array(offsets))")
                    items.remove(atOffsets: offsets)
                }
        }
    }
}
