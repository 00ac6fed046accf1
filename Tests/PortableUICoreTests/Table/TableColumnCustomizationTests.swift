import Foundation
import Testing
@testable import PortableUICore

private struct File: Identifiable {
    let id: Int
    let name: String
}

/// A table whose columns a stored customization arranges, as an app writes it.
private struct FilesTable: View {
    @AppStorage("FilesColumns") var columns: TableColumnCustomization<File>

    var body: some View {
        Table([File(id: 0, name: "a.txt")], columnCustomization: $columns) {
            TableColumn("Name") { Text($0.name).accessibilityIdentifier("name") }
                .customizationID("name")
            TableColumn("Size") { _ in Text("1 KB").accessibilityIdentifier("size") }
                .customizationID("size")
            TableColumn("Kind") { _ in Text("Text").accessibilityIdentifier("kind") }
                .customizationID("kind")
                .defaultVisibility(.hidden)
            TableColumn("Tag") { _ in Text("—").accessibilityIdentifier("tag") }
                .width(60)
                .customizationID("tag")
                .disabledCustomizationBehavior(.visibility)
        }
    }
}

/// `TableColumnCustomization` with `customizationID`, `defaultVisibility`,
/// `disabledCustomizationBehavior` and the `columnCustomization:` tables, kept in
/// `@AppStorage` as JSON.
///
/// Mac window 1024 wide; the inset style's rows and header are inset by 10 (1004 for the
/// columns) and cells padded by 6 (TableMetrics, [UNVERIFIED]); the 60-point Tag column is
/// fixed and the others share the rest equally (TableColumnLayout, TableTests).
@MainActor
struct TableColumnCustomizationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The stored customization, as JSON; nil for none.
        let stored: String?
        /// The x of each cell shown (column x + 6); a missing key is a hidden column.
        let cells: [String: CGFloat]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        // Kind is hidden by default: Tag 60, Name and Size (1004 − 60) / 2 = 472 each.
        Case(name: "builder order, default visibility", stored: nil, cells: ["name": 16, "size": 488, "tag": 960]),
        // Kind shown: (1004 − 60) / 3 = 314.667 each; cells at 330.667 and 645.333, rounded
        // to the half-point pixel grid of the 2× window: 330.5 and 645.5.
        Case(
            name: "a default-hidden column made visible", stored: #"{"visibility":{"kind":"visible"}}"#,
            cells: ["name": 16, "size": 330.5, "kind": 645.5, "tag": 960]),
        Case(name: "a hidden column", stored: #"{"visibility":{"name":"hidden"}}"#, cells: ["size": 16, "tag": 960]),
        // The order names Tag and Name: their places (first and last) take them in that
        // order; Size keeps its place.
        Case(
            name: "a stored order", stored: #"{"order":["tag","name"]}"#, cells: ["tag": 16, "size": 76, "name": 548]),
        // Unknown visibility names and IDs are skipped: a damaged value loses only that.
        Case(
            name: "damaged entries are skipped", stored: #"{"visibility":{"name":"sideways","nothing":"hidden"},"order":["gone"]}"#,
            cells: ["name": 16, "size": 488, "tag": 960]),
        // Not JSON at all: the default customization.
        Case(name: "corrupt data reads as the default", stored: "{", cells: ["name": 16, "size": 488, "tag": 960]),
    ]

    @Test(arguments: cases)
    func columnsFollowTheStoredCustomization(_ test: Case) throws {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        if let stored = test.stored { store.set(Data(stored.utf8), forKey: "FilesColumns") }
        let host = ViewHost(FilesTable().defaultAppStorage(store), device: .macWindow)
        for id in ["name", "size", "kind", "tag"] {
            let expected = test.cells[id]
            let actual = host.frame(of: id)?.minX
            #expect(
                expected.map { x in actual.map { abs($0 - x) < 0.01 } ?? false } ?? (actual == nil),
                "\(id): \(String(describing: actual)) ≠ \(String(describing: expected))")
        }
    }

    @Test func theHeaderMenuHidesAndShowsColumnsAndTheChoiceOutlivesTheHost() throws {
        let directory = TemporaryDirectory()
        let host = ViewHost(FilesTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        let header = try #require(host.frame(of: "TableHeader0"))
        host.secondaryClick(at: CGPoint(x: header.midX, y: header.midY))
        #expect(host.presentations.map(\.kind) == [.menu])
        // Tag disables the visibility behavior: it is not offered.
        #expect(host.frame(of: "TableColumnMenu-tag") == nil)
        #expect(host.frame(of: "TableColumnMenu-kind") != nil)
        #expect(host.tap(on: "TableColumnMenu-kind"))
        #expect(host.frame(of: "kind")?.minX ?? 0 > 600)
        // The next launch reads the stored customization.
        let next = ViewHost(FilesTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        #expect(next.frame(of: "kind") != nil)
    }

    @Test func onAPhoneTheFirstShownColumnIsTheOneShown() {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        store.set(Data(#"{"visibility":{"name":"hidden"}}"#.utf8), forKey: "FilesColumns")
        let host = ViewHost(FilesTable().defaultAppStorage(store), device: .iPhone15Pro)
        #expect(host.frame(of: "name") == nil)
        #expect(host.frame(of: "size") != nil)
        #expect(host.frame(of: "tag") == nil)
    }

    @Test func visibilityAndResetsAsDocumented() throws {
        var customization = TableColumnCustomization<File>()
        // "If the ID isn't associated with the state, a default value of .automatic is returned."
        #expect(customization[visibility: "name"] == .automatic)
        customization[visibility: "name"] = .hidden
        #expect(customization[visibility: "name"] == .hidden)
        let data = try JSONEncoder().encode(customization)
        #expect(try JSONDecoder().decode(TableColumnCustomization<File>.self, from: data) == customization)
        customization.resetVisibility()
        #expect(customization == TableColumnCustomization())
        #expect(TableColumnCustomizationBehavior.all == [.reorder, .resize, .visibility])
        #expect(TableColumnCustomizationBehavior().isEmpty)
    }
}
