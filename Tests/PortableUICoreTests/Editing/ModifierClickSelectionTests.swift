import Foundation
import Testing
@testable import PortableUICore

/// A click on a row with its modifier keys, by row index.
private struct Click: Sendable {
    let row: Int
    let modifiers: EventModifiers

    static func plain(_ row: Int) -> Click { Click(row: row, modifiers: []) }
    static func shift(_ row: Int) -> Click { Click(row: row, modifiers: .shift) }
    static func control(_ row: Int) -> Click { Click(row: row, modifiers: .control) }
    static func command(_ row: Int) -> Click { Click(row: row, modifiers: .command) }
}

/// Six rows selected into a set, the set written to the probe after each update.
private struct ManyList: View {
    @State var selection: Set<Int> = []
    let probe: Probe

    var body: some View {
        probe.log.append("\(selection.sorted())")
        return List(0..<6, id: \.self, selection: $selection) { Text("Row \($0)").accessibilityIdentifier("row\($0)") }
    }
}

/// A table of the same six rows.
private struct ManyTable: View {
    struct Item: Identifiable {
        let id: Int
    }

    @State var selection: Set<Int> = []
    let probe: Probe

    var body: some View {
        probe.log.append("\(selection.sorted())")
        return Table((0..<6).map(Item.init(id:)), selection: $selection) {
            TableColumn("Name") { item in Text("Row \(item.id)").accessibilityIdentifier("row\(item.id)") }
        }
    }
}

/// Shift-clicks and Command/Control-clicks in lists and tables (issue #22): the rules of
/// macOS's lists (NSTableView), Ctrl standing in for Command as in keyboard shortcuts. The
/// rule that a Shift-click replaces the selection with the range from the anchor is this
/// project's reading of macOS [UNVERIFIED: not measured against NSTableView].
@MainActor
struct ModifierClickSelectionTests {
    private let size = CGSize(width: 390, height: 600)

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        fileprivate let clicks: [Click]
        let expected: [Int]
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "a click selects one row", clicks: [.plain(1)], expected: [1]),
        Case(name: "a later click replaces it", clicks: [.plain(1), .plain(3)], expected: [3]),
        Case(name: "a Shift-click selects down to the row", clicks: [.plain(1), .shift(4)], expected: [1, 2, 3, 4]),
        Case(name: "a Shift-click selects up to the row", clicks: [.plain(4), .shift(1)], expected: [1, 2, 3, 4]),
        Case(name: "Shift-clicks keep their anchor", clicks: [.plain(2), .shift(5), .shift(0)], expected: [0, 1, 2]),
        Case(name: "a Control-click adds a row", clicks: [.plain(1), .control(3)], expected: [1, 3]),
        Case(name: "a Command-click adds a row", clicks: [.plain(1), .command(4)], expected: [1, 4]),
        Case(name: "a Control-click removes a selected row", clicks: [.plain(1), .control(3), .control(1)], expected: [3]),
        Case(name: "a Control-click moves the anchor", clicks: [.plain(0), .control(3), .shift(5)], expected: [3, 4, 5]),
        Case(name: "a Shift-click with nothing selected selects the row", clicks: [.shift(2)], expected: [2]),
        Case(name: "a click after a range selects one row", clicks: [.plain(1), .shift(3), .plain(5)], expected: [5]),
        Case(
            name: "Shift with Control toggles (Control wins)", clicks: [.plain(1), Click(row: 3, modifiers: [.shift, .control])],
            expected: [1, 3]),
        Case(name: "Caps Lock is not Shift", clicks: [.plain(1), Click(row: 3, modifiers: .capsLock)], expected: [3]),
    ]

    @Test(arguments: cases) func listSelection(_ test: Case) throws {
        let probe = Probe()
        let host = ViewHost(ManyList(probe: probe), size: size)
        try click(test.clicks, in: host)
        #expect(probe.log.last == "\(test.expected)")
    }

    @Test(arguments: cases) func tableSelection(_ test: Case) throws {
        let probe = Probe()
        let host = ViewHost(ManyTable(probe: probe), size: size)
        try click(test.clicks, in: host)
        #expect(probe.log.last == "\(test.expected)")
        #expect(host.frames(of: "ListRowSelection").count == test.expected.count)
    }

    private func click<Content: View>(_ clicks: [Click], in host: ViewHost<Content>) throws {
        for click in clicks {
            #expect(host.tap(on: "row\(click.row)", modifiers: click.modifiers))
            host.layoutIfNeeded()
        }
    }

    @Test func singleSelectionsTakeControlClicksAsMacOSDoes() {
        struct Single: View {
            @State var optional: Int? = nil
            @State var required = 0
            let probe: Probe
            var body: some View {
                probe.log.append("\(optional.map(String.init) ?? "-") \(required)")
                return VStack {
                    List(0..<3, id: \.self, selection: $optional) { Text("A\($0)").accessibilityIdentifier("a\($0)") }
                    List(selection: $required) {
                        ForEach(0..<3, id: \.self) { Text("B\($0)").accessibilityIdentifier("b\($0)") }
                    }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Single(probe: probe), size: size)
        let steps: [(String, EventModifiers, String)] = [
            ("a1", [], "1 0"),
            // A Shift-click cannot make a range of one optional value: it selects the row.
            ("a2", .shift, "2 0"),
            // A Control-click on the selected row deselects it…
            ("a2", .control, "- 0"),
            ("a0", .control, "0 0"),
            ("b2", [], "0 2"),
            // …but a required selection is never cleared.
            ("b2", .control, "0 2"),
            ("b1", .command, "0 1"),
        ]
        for (identifier, modifiers, expected) in steps {
            #expect(host.tap(on: identifier, modifiers: modifiers))
            host.layoutIfNeeded()
            #expect(probe.log.last == expected, "\(identifier) \(modifiers.rawValue)")
        }
    }

    @Test func theArrowKeysMoveTheAnchor() {
        let probe = Probe()
        let host = ViewHost(ManyList(probe: probe), size: size)
        #expect(host.tap(on: "row1"))
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.downArrow))
        #expect(host.tap(on: "row5", modifiers: .shift))
        host.layoutIfNeeded()
        #expect(probe.log.last == "[3, 4, 5]")
    }

    @Test func modifiedPressesAndReleasesStillTapPlainGestures() {
        struct Counter: View {
            @State var taps = 0
            let probe: Probe
            var body: some View {
                probe.log.append("\(taps)")
                return Color.blue.frame(width: 100, height: 100).onTapGesture { taps += 1 }.accessibilityIdentifier("pad")
            }
        }
        let probe = Probe()
        let host = ViewHost(Counter(probe: probe), size: size)
        #expect(host.tap(on: "pad", modifiers: [.shift, .command, .option]))
        host.press(at: CGPoint(x: 195, y: 300), modifiers: .control)
        host.release(at: CGPoint(x: 195, y: 300), modifiers: .control)
        host.layoutIfNeeded()
        #expect(probe.log.last == "2")
    }

    @Test func badClicksChangeNothing() {
        let probe = Probe()
        let host = ViewHost(ManyList(probe: probe), size: size)
        #expect(host.tap(on: "row2"))
        host.tap(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan), modifiers: .shift)
        host.tap(at: CGPoint(x: CGFloat.infinity, y: 10), modifiers: .control)
        host.tap(at: CGPoint(x: 10, y: -50), modifiers: .shift)
        host.layoutIfNeeded()
        #expect(probe.log.last == "[2]")
        #expect(host.tap(on: "nothing", modifiers: .shift) == false)
    }
}
