import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

private struct Person: Identifiable, Equatable {
    let id: Int
    var name: String
    var age: Int
}

private let people = [
    Person(id: 0, name: "Cleo", age: 31), Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Bo", age: 24),
]

/// A sortable, selectable table as an app writes it: sorting the data when the order changes.
private struct PeopleTable: View {
    @State var rows = people
    @State var sortOrder = [KeyPathComparator(\Person.name)]
    @State var selection: Set<Person.ID> = []
    let probe: Probe

    var body: some View {
        probe.log.append("order \(rows.map(\.name).joined(separator: ",")) selected \(selection.sorted())")
        return Table(rows, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name) { Text($0.name).accessibilityIdentifier("name\($0.id)") }
            TableColumn("Age", value: \.age) { Text("\($0.age)").accessibilityIdentifier("age\($0.id)") }
                .width(60)
            TableColumn("Note") { person in Color.gray.frame(height: 10).accessibilityIdentifier("note\(person.id)") }
                .width(min: 100, max: 200)
        }
        .onChange(of: sortOrder) { _, order in rows.sort(using: order) }
    }
}

@MainActor
struct TableTests {
    // Column widths (TableColumnLayout's steps): fixed widths first, the rest shared equally
    // and kept within min/max, shared again among the others.
    struct WidthCase: Sendable, CustomTestStringConvertible {
        let name: String
        let columns: [TableColumnWidth]
        let available: CGFloat?
        let expected: [CGFloat]
        var testDescription: String { name }
    }

    nonisolated static let widthCases: [WidthCase] = [
        WidthCase(name: "equal shares", columns: [.init(), .init(), .init()], available: 300, expected: [100, 100, 100]),
        WidthCase(
            name: "a fixed column first", columns: [.init(fixed: 60), .init(), .init()], available: 300,
            expected: [60, 120, 120]),
        WidthCase(
            name: "a max bound gives the rest to the others", columns: [.init(max: 50), .init(), .init()],
            available: 300, expected: [50, 125, 125]),
        WidthCase(
            name: "a min bound takes from the others", columns: [.init(min: 200), .init(), .init()], available: 300,
            expected: [200, 50, 50]),
        WidthCase(
            name: "too narrow: minimums overflow, the rest gets nothing", columns: [.init(min: 200), .init(min: 150), .init()],
            available: 300, expected: [200, 150, 0]),
        WidthCase(
            name: "unknown width: ideal, else min, else the default",
            columns: [.init(ideal: 80), .init(min: 40), .init(), .init(fixed: 30)], available: nil,
            expected: [80, 40, TableColumnLayout.defaultWidth, 30]),
        WidthCase(
            name: "bad input: negative and NaN widths count as zero",
            columns: [.init(fixed: -10), .init(fixed: .nan), .init()], available: -50, expected: [0, 0, 0]),
    ]

    @Test(arguments: widthCases)
    func columnWidths(_ test: WidthCase) {
        #expect(TableColumnLayout.widths(of: test.columns, available: test.available) == test.expected)
    }

    // Sort order on a header click (SwiftUI's Table documentation: "the table updates the
    // sort order binding when the user clicks a sortable column's header"; the reversal on a
    // second click and the move to the front are macOS's behaviour, observed in Finder-style
    // tables [UNVERIFIED against SwiftUI's own code]).
    @Test func headerClicksReverseTheFirstOrderOrPutAnotherColumnFirst() {
        let name = KeyPathComparator(\Person.name), age = KeyPathComparator(\Person.age)
        var reversedName = name
        reversedName.order = .reverse
        #expect(TableSortOrder.clicked([name], column: name) == [reversedName])
        #expect(TableSortOrder.clicked([reversedName], column: name) == [name])
        #expect(TableSortOrder.clicked([name], column: age) == [age, name])
        #expect(TableSortOrder.clicked([reversedName, age], column: age) == [age, reversedName])
        #expect(TableSortOrder.clicked([], column: age) == [age])
        #expect(TableSortOrder.indicator([reversedName, age], column: name) == .reverse)
        #expect(TableSortOrder.indicator([reversedName, age], column: age) == nil)
    }

    @Test func aDesktopTableLaysOutAHeaderAndColumnsOfItsWidths() throws {
        let host = ViewHost(PeopleTable(probe: Probe()), device: .macWindow)
        // Inset style: rows and header inset by 10; the Age column is 60 wide, Note's share of
        // the rest (1004 - 60) / 2 = 472 is above its max, so it is 200 and Name gets 744.
        // A header cell's label is centred in the header's height.
        let headers = [(0, 10, 744), (1, 754, 60), (2, 814, 200)]
        for (index, x, width) in headers {
            let header = try #require(host.frame(of: "TableHeader\(index)"))
            #expect(header.minX == CGFloat(x) && header.width == CGFloat(width))
            #expect(header.midY == TableMetrics.headerHeight / 2)
        }
        let name = try #require(host.frame(of: "name0"))
        let age = try #require(host.frame(of: "age0"))
        let note = try #require(host.frame(of: "note0"))
        #expect(name.minX == 10 + TableMetrics.cellPadding)
        #expect(age.minX == 754 + TableMetrics.cellPadding)
        #expect(note == CGRect(x: 814 + TableMetrics.cellPadding, y: note.minY, width: 200 - 2 * TableMetrics.cellPadding, height: 10))
        // Rows are the minimum row height apart.
        let next = try #require(host.frame(of: "name1"))
        #expect(next.minY - name.minY == Swift.max(TableMetrics.rowHeight, name.height + 2 * TableMetrics.cellVerticalPadding))
        #expect(host.frames(of: "TableSortIndicator").count == 1)
    }

    @Test func clickingAHeaderSortsAndClickingAgainReverses() throws {
        let probe = Probe()
        let host = ViewHost(PeopleTable(probe: probe), device: .macWindow)
        #expect(host.tap(on: "TableHeader1"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "order Bo,Cleo,Ada selected []")
        #expect(host.tap(on: "TableHeader1"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "order Ada,Cleo,Bo selected []")
        #expect(host.tap(on: "TableHeader0"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "order Ada,Bo,Cleo selected []")
        // An unsortable column's header does nothing.
        let before = probe.log.count
        #expect(host.tap(on: "TableHeader2"))
        host.layoutIfNeeded()
        #expect(probe.log.count == before || probe.log.last == "order Ada,Bo,Cleo selected []")
    }

    @Test func clicksSelectRowsAndArrowsMoveTheSelection() throws {
        let probe = Probe()
        let host = ViewHost(PeopleTable(probe: probe), device: .macWindow)
        #expect(host.tap(on: "age1"))
        host.layoutIfNeeded()
        #expect(probe.log.last == "order Cleo,Ada,Bo selected [1]")
        #expect(host.pressKey(.downArrow))
        host.layoutIfNeeded()
        #expect(probe.log.last == "order Cleo,Ada,Bo selected [2]")
        let tint = try #require(host.frame(of: "ListRowSelection"))
        let row = try #require(host.frame(of: "name2"))
        #expect(tint.minY <= row.minY && tint.maxY >= row.maxY)
    }

    @Test func onAPhoneOnlyTheFirstColumnShowsWithoutAHeader() {
        let host = ViewHost(PeopleTable(probe: Probe()), device: .iPhone15Pro)
        #expect(host.frame(of: "TableHeader0") == nil)
        #expect(host.frame(of: "name0") != nil)
        #expect(host.frame(of: "age0") == nil && host.frame(of: "note0") == nil)
    }

    private struct HugeTable: View {
        let count: Int
        var body: some View {
            Table(of: Person.self) {
                TableColumn("Name") { person in Text(person.name).accessibilityIdentifier("row\(person.id)") }
            } rows: {
                TableRow(Person(id: -1, name: "Header row", age: 0))
                ForEach((0..<count).lazy.map { Person(id: $0, name: "P\($0)", age: $0) }) { person in
                    TableRow(person)
                }
            }
        }
    }

    @Test func aMillionRowTableRealizesOnlyTheRowsInView() throws {
        let host = ViewHost(HugeTable(count: 1_000_000), device: .macWindow)
        let first = try #require(host.frame(of: "row0"))
        let pitch = try #require(host.frame(of: "row1")).minY - first.minY
        #expect(host.frame(of: "row-1") != nil)
        // The list below the header shows (768 - 29) / 25 rows, and realizes 200 points more.
        let realized = (0..<200).filter { host.frame(of: "row\($0)") != nil }
        #expect(realized == Array(0...Int(((768 - first.minY + 200) / pitch).rounded(.down))))
        host.scroll(to: CGPoint(x: 0, y: pitch * 500_000))
        let window = (499_900..<500_100).filter { host.frame(of: "row\($0)") != nil }
        #expect(window.first == 499_999 - 8 || window.first == 499_999, "the row at the top, after the 200-point margin")
        #expect(window.count < 60 && host.frame(of: "row0") == nil)
    }

    @Test func rowsBuiltFromRowsAndForEachsConcatenateInOrder() {
        let rows = TupleTableRowContent<Person, Void>(
            rows: _TableRows(concatenating: [
                TableRow(people[0])._tableRows(), ForEach(people) { TableRow($0) }._tableRows(),
                TableRow(people[2])._tableRows(),
            ]))._tableRows()
        #expect(rows.map(\.value.id) == [0, 0, 1, 2, 2])
        #expect(rows.map(\.index) == [0, 1, 2, 3, 4])
    }

    /// `DynamicTableRowContent.onInsert(of:perform:)` keeps the rows and their data as they
    /// were.
    @Test func rowsWithAnInsertActionAreTheSameRows() {
        let inserting = ForEach(people) { TableRow($0) }.onInsert(of: [.plainText]) { _, _ in }
        #expect(inserting._tableRows().map(\.value.id) == people.map(\.id))
        #expect(inserting.data.map(\.id) == people.map(\.id))
        #expect(inserting.modifier.action.contentTypes == [.plainText])
    }

    /// Text dropped between a table's rows goes to the insert action of the `ForEach` the
    /// rows belong to, at the offset in that `ForEach`'s data (as in a list: a drop above a
    /// row's middle inserts before it, below after it). A row outside any run with an action
    /// inserts nothing.
    @Test func itemsDroppedBetweenRowsAreInsertedInTheirRun() throws {
        let log = EventLog()
        let host = ViewHost(
            Table(of: Person.self) {
                TableColumn("Name") { Text($0.name).accessibilityIdentifier("name\($0.id)") }
            } rows: {
                TableRow(people[0])
                ForEach(Array(people[1...])) { TableRow($0) }
                    .onInsert(of: [.plainText]) { offset, providers in
                        log("insert at \(offset): \(providers.map(\.registeredContentTypes))")
                    }
            }, device: .macWindow)
        let ada = try #require(host.frame(of: "name1")), bo = try #require(host.frame(of: "name2"))
        let cleo = try #require(host.frame(of: "name0"))
        let table: [(y: CGFloat, inserted: [String])] = [
            (ada.midY - 2, ["insert at 0: [[public.utf8-plain-text]]"]),
            (ada.midY + 2, ["insert at 1: [[public.utf8-plain-text]]"]),
            (bo.midY + 2, ["insert at 2: [[public.utf8-plain-text]]"]),
            (cleo.midY - 2, []),
        ]
        for row in table {
            _ = host.dropText("x", at: CGPoint(x: ada.midX, y: row.y))
            #expect(log.take() == row.inserted, "at y \(row.y)")
        }
        #expect(!host.dropFiles([URL(fileURLWithPath: "/tmp/a.png")], at: CGPoint(x: ada.midX, y: ada.midY)))
        #expect(log.take().isEmpty)
    }
}

/// Source compatibility: the initializer family and column forms compile as in SwiftUI.
@MainActor
private struct TableForms: View {
    @State var single: Person.ID?
    @State var many: Set<Person.ID> = []
    @State var order = [KeyPathComparator(\Person.age)]
    var flag = true

    var body: some View {
        VStack {
            Table(people) { TableColumn("Name", value: \.name) }
            Table(people, selection: $single) {
                TableColumn("Name", value: \.name)
                TableColumn(Text("Age")) { Text("\($0.age)") }
            }
            Table(people, selection: $many) {
                TableColumn("Name") { Text($0.name) }
                if flag { TableColumn("Age") { Text("\($0.age)") } }
            }
            Table(people, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(min: 40, ideal: 60, max: 90)
                TableColumn("Note") { _ in Text("-") }
            }
            Table(people, selection: $single, sortOrder: $order) { TableColumn("Name", value: \.name) }
            Table(people, selection: $many, sortOrder: $order) { TableColumn("Name", value: \.name).width(120) }
            Table(of: Person.self, selection: $many) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(people) { TableRow($0) }
                    .onInsert(of: [.plainText]) { _, _ in }
            }
            Table(sortOrder: $order) {
                TableColumn("Name", value: \.name, comparator: .lexical)
            } rows: {
                TableRow(people[0])
                TableRow(people[1])
            }
        }
        .tableStyle(.inset(alternatesRowBackgrounds: false))
        .tableStyle(.bordered)
    }
}
