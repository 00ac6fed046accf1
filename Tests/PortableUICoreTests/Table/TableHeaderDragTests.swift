import Foundation
import Testing
@testable import PortableUICore

private struct Track: Identifiable {
    let id: Int
    let title: String
}

/// A music library's table whose columns the user arranges, kept in `@AppStorage`, as an app
/// writes it: Album may not move, Time is fixed.
private struct TracksTable: View {
    @AppStorage("TracksColumns") var columns: TableColumnCustomization<Track>

    var body: some View {
        Table([Track(id: 0, title: "Intro")], columnCustomization: $columns) {
            TableColumn("Title") { Text($0.title).accessibilityIdentifier("title") }
                .customizationID("title")
            TableColumn("Artist") { _ in Text("Ana").accessibilityIdentifier("artist") }
                .customizationID("artist")
            TableColumn("Album") { _ in Text("Blue").accessibilityIdentifier("album") }
                .customizationID("album")
                .disabledCustomizationBehavior(.reorder)
            TableColumn("Time") { _ in Text("3:05").accessibilityIdentifier("time") }
                .width(104)
                .customizationID("time")
        }
    }
}

/// Dragging a table's headers on a desktop: a header's trailing edge resizes its column, a
/// header moves its column (with a customization), and the customization keeps both.
///
/// Mac window 1024 wide; the inset style's header and rows are inset by 10 (1004 for the
/// columns), cells padded by 6 (TableMetrics [UNVERIFIED]); Time is fixed at 104 and the other
/// three share 900: 300 each, at x 10, 310, 610; Time at 910 (TableColumnLayout's steps).
@MainActor
struct TableHeaderDragTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// The header dragged (its index among the shown columns) and how far, from its centre.
        let header: Int
        let distance: CGFloat
        /// The x of each cell after the drag (column x + 6).
        let cells: [String: CGFloat]
        var testDescription: String { name }
    }

    nonisolated static let moves: [Case] = [
        // Title's centre 160 + 320 = 480 passes Artist's (460), not Album's (which does not
        // move and is not counted) nor Time's (962): Title takes Artist's place.
        Case(name: "past the next centre", header: 0, distance: 320, cells: ["artist": 16, "title": 316, "album": 616, "time": 916]),
        // Past Time's centre: Artist and Time move up among the movable places (0, 1, 3),
        // Album keeps its place; Time keeps its 104 points.
        Case(name: "to the end", header: 0, distance: 900, cells: ["artist": 16, "time": 316, "album": 420, "title": 720]),
        // Not past Artist's centre: nothing moves.
        Case(name: "short of the next centre", header: 0, distance: 200, cells: ["title": 16, "artist": 316, "album": 616, "time": 916]),
        Case(name: "Time to the start", header: 3, distance: -900, cells: ["time": 16, "title": 120, "album": 420, "artist": 720]),
        // Album disables reordering: its header does not move.
        Case(name: "a column that may not move", header: 2, distance: -500, cells: ["title": 16, "artist": 316, "album": 616, "time": 916]),
    ]

    private func cellsMatch(_ host: ViewHost<some View>, _ cells: [String: CGFloat]) -> Bool {
        cells.allSatisfy { id, x in host.frame(of: id).map { abs($0.minX - x) < 0.01 } ?? false }
    }

    @Test(arguments: moves)
    func draggingAHeaderMovesItsColumn(_ test: Case) async throws {
        let directory = TemporaryDirectory()
        let host = ViewHost(TracksTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        let header = try #require(host.frame(of: "TableHeader\(test.header)"))
        let start = CGPoint(x: header.midX, y: header.midY)
        await host.drag(from: start, to: CGPoint(x: start.x + test.distance, y: start.y))
        host.layoutIfNeeded()
        let actual = ["title", "artist", "album", "time"].map { "\($0) \(host.frame(of: $0)?.minX ?? -1)" }
        #expect(cellsMatch(host, test.cells), "\(actual)")
        // The next launch reads the order from the stored customization.
        let next = ViewHost(TracksTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        #expect(cellsMatch(next, test.cells))
    }

    nonisolated static let resizes: [Case] = [
        // Title 300 + 100 = 400 (fixed from then on); Artist and Album share 1004 − 104 − 400.
        Case(name: "wider", header: 0, distance: 100, cells: ["title": 16, "artist": 416, "album": 666, "time": 916]),
        Case(name: "narrower", header: 1, distance: -100, cells: ["title": 16, "artist": 366, "album": 566, "time": 916]),
        // No narrower than 10 points (TableMetrics.minimumColumnWidth): the others share 890.
        Case(name: "past the minimum", header: 0, distance: -1_000, cells: ["title": 16, "artist": 26, "album": 471, "time": 916]),
    ]

    @Test(arguments: resizes)
    func draggingAHeadersEdgeResizesItsColumn(_ test: Case) async throws {
        let directory = TemporaryDirectory()
        let host = ViewHost(TracksTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        let edge = try #require(host.frame(of: "TableColumnResize\(test.header)"))
        #expect(edge.width == TableMetrics.resizeHandleWidth)
        let start = CGPoint(x: edge.midX, y: edge.midY)
        await host.drag(from: start, to: CGPoint(x: start.x + test.distance, y: start.y))
        host.layoutIfNeeded()
        let actual = ["title", "artist", "album", "time"].map { "\($0) \(host.frame(of: $0)?.minX ?? -1)" }
        #expect(cellsMatch(host, test.cells), "\(actual)")
        let next = ViewHost(TracksTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        #expect(cellsMatch(next, test.cells), "the customization keeps the width")
    }

    /// A fixed-width column has no edge to drag; a phone's table has no header at all.
    @Test func fixedColumnsAndPhonesHaveNoResizeEdge() {
        let directory = TemporaryDirectory()
        let desktop = ViewHost(TracksTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .macWindow)
        #expect(desktop.frame(of: "TableColumnResize0") != nil)
        #expect(desktop.frame(of: "TableColumnResize3") == nil)
        let phone = ViewHost(TracksTable().defaultAppStorage(FileDefaults(fileURL: directory.file())), device: .iPhone15Pro)
        #expect(phone.frame(of: "TableColumnResize0") == nil)
    }

    /// Without a customization the table keeps a dragged width while it is shown, and its
    /// columns do not move.
    @Test func withoutACustomizationTheTableKeepsTheWidth() async throws {
        let view = Table([Track(id: 0, title: "Intro")]) {
            TableColumn("Title") { Text($0.title).accessibilityIdentifier("title") }
            TableColumn("Artist") { _ in Text("Ana").accessibilityIdentifier("artist") }
        }
        let host = ViewHost(view, device: .macWindow)
        // Two columns of 502: Artist at 512.
        #expect(host.frame(of: "artist")?.minX == 518)
        let edge = try #require(host.frame(of: "TableColumnResize0"))
        await host.drag(from: CGPoint(x: edge.midX, y: edge.midY), to: CGPoint(x: edge.midX - 202, y: edge.midY))
        host.layoutIfNeeded()
        #expect(host.frame(of: "artist")?.minX == 316)
        let header = try #require(host.frame(of: "TableHeader1"))
        await host.drag(from: CGPoint(x: header.midX, y: header.midY), to: CGPoint(x: header.midX - 600, y: header.midY))
        host.layoutIfNeeded()
        #expect(host.frame(of: "artist")?.minX == 316 && host.frame(of: "title")?.minX == 16)
    }

    /// Stored widths: a negative width is skipped, a width of the wrong type drops the widths
    /// only, and `resetOrder()`/`resetVisibility()` keep the widths, as Apple documents
    /// ("preserving the customized visibility and size").
    @Test func storedWidthsSurviveDamageAndResets() throws {
        let directory = TemporaryDirectory()
        let store = FileDefaults(fileURL: directory.file())
        store.set(Data(#"{"width":{"title":400,"artist":-5},"order":["artist"]}"#.utf8), forKey: "TracksColumns")
        let host = ViewHost(TracksTable().defaultAppStorage(store), device: .macWindow)
        #expect(cellsMatch(host, ["title": 16, "artist": 416, "album": 666, "time": 916]))
        let damaged = #"{"width":{"title":"wide"},"visibility":{"album":"hidden"}}"#
        var customization = try JSONDecoder().decode(TableColumnCustomization<Track>.self, from: Data(damaged.utf8))
        #expect(customization.width(of: "title") == nil && customization[visibility: "album"] == .hidden)
        customization.setWidth(120, of: "title")
        customization.setWidth(.nan, of: "artist")
        customization.resetOrder()
        customization.resetVisibility()
        #expect(customization.width(of: "title") == 120 && customization.width(of: "artist") == nil)
        let data = try JSONEncoder().encode(customization)
        #expect(try JSONDecoder().decode(TableColumnCustomization<Track>.self, from: data) == customization)
    }
}
