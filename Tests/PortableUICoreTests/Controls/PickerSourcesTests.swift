import Foundation
import Testing
@testable import PortableUICore

/// `Picker(sources:selection:…)`: a picker over several bindings selects the value they
/// share, shows no selection while they differ (a menu marks each of their values with a
/// dash), and sets them all when an option is chosen; the title and `systemImage:` forms.
@MainActor
struct PickerSourcesTests {
    struct SelectionCase: Sendable, CustomStringConvertible {
        let description: String
        let values: [Int]
        let shared: Int?
        let mixed: [Int]
    }

    nonisolated static let selectionCases = [
        SelectionCase(description: "all agree: their value, not mixed", values: [2, 2, 2], shared: 2, mixed: []),
        SelectionCase(description: "one source: its value", values: [1], shared: 1, mixed: []),
        SelectionCase(description: "they differ: none, each value once, in order", values: [1, 2, 1], shared: nil, mixed: [1, 2]),
        SelectionCase(description: "no sources: none, not mixed", values: [], shared: nil, mixed: []),
    ]

    @Test(arguments: selectionCases)
    func theSelectionIsTheValueTheSourcesShare(_ test: SelectionCase) {
        let selection = PickerSelection(values: { test.values.map { AnyHashable($0) } }, set: { _ in })
        #expect(selection.get() == test.shared.map { AnyHashable($0) })
        #expect(selection.mixedValues == test.mixed.map { AnyHashable($0) })
    }

    private struct Order {
        var flavor: Int
    }

    /// Orders edited together, as Apple's example edits the font of several text runs.
    private struct Orders: View {
        let log: EventLog
        @State var orders: [Order]

        var body: some View {
            log("flavors \(orders.map(\.flavor))")
            return Picker("Flavor", sources: $orders, selection: \.flavor) {
                ForEach(0..<3, id: \.self) { option in
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("option-\(option)")
                }
            }
            .pickerStyle(.menu)
            .accessibilityIdentifier("picker")
        }
    }

    @Test func sourcesThatAgreeShowTheirOption() {
        let host = ViewHost(Orders(log: EventLog(), orders: [Order(flavor: 1), Order(flavor: 1)]), size: CGSize(width: 300, height: 100))
        // As a menu picker over one binding (PickerTests): the option and the chevron, centred.
        #expect(host.frame(of: "option-1") == CGRect(x: 134, y: 45, width: 20, height: 10))
    }

    // The menu: a phone's 44-point rows (PresentationMetrics); 13×11 marks (as the checks).
    @Test func differingSourcesShowNoOptionAndTheMenuMarksTheirValues() throws {
        let log = EventLog()
        let host = ViewHost(
            Orders(log: log, orders: [Order(flavor: 0), Order(flavor: 2), Order(flavor: 0)]),
            size: CGSize(width: 300, height: 400))
        #expect(log.take() == ["flavors [0, 2, 0]"])
        for option in 0..<3 { #expect(host.frame(of: "option-\(option)")?.size ?? .zero == .zero) }
        host.tap(on: "picker")
        let panel = try #require(host.frame(of: "presentation.menu"))
        let dashes = host.frames(ofType: _StrokedShape<_MixedMark>.self)
        #expect(dashes.count == 2)
        #expect(dashes.map(\.size) == [CGSize(width: 13, height: 11), CGSize(width: 13, height: 11)])
        #expect(dashes.map { Int(($0.midY - panel.minY) / 44) } == [0, 2], "the dashes are on the rows of 0 and 2")
        host.tap(at: CGPoint(panel.midX, panel.minY + 44 + 22))
        #expect(log.take() == ["flavors [1, 1, 1]"], "choosing an option sets every source")
        #expect(host.frame(of: "option-1") == CGRect(x: 134, y: 195, width: 20, height: 10))
    }

    @Test func noSourcesSelectNothingAndChoosingChangesNothing() throws {
        let log = EventLog()
        let host = ViewHost(Orders(log: log, orders: []), size: CGSize(width: 300, height: 400))
        log.take()
        host.tap(on: "picker")
        let panel = try #require(host.frame(of: "presentation.menu"))
        #expect(host.frames(ofType: _StrokedShape<_MixedMark>.self).isEmpty)
        host.tap(at: CGPoint(panel.midX, panel.minY + 22))
        #expect(log.take() == [])
    }

    /// The title forms make a `Text` label; the `systemImage:` forms a `Label` of the title
    /// and the symbol (an inline picker shows its label; a toggle always does).
    @Test func titleAndSymbolFormsBuildTheirLabels() {
        let one = Binding.constant(1)
        let many = Binding.constant([1, 2])
        let key = Picker("Size", sources: many, selection: \.self) { Text("A").tag(1) }
        let string = Picker(String("Size"), sources: many, selection: \.self) { Text("A").tag(1) }
        #expect(key.selections.count == 2 && string.selections.count == 2)
        let symbols = VStack {
            Picker("Size", systemImage: "textformat.size", selection: one) { Text("A").tag(1) }
                .pickerStyle(.inline)
            Picker("Size", systemImage: "textformat.size", sources: many, selection: \.self) { Text("A").tag(1) }
                .pickerStyle(.inline)
            Toggle("Wi-Fi", systemImage: "wifi", isOn: .constant(true))
            Toggle("All", systemImage: "alarm", sources: many, isOn: \.isPositive)
        }
        let host = ViewHost(symbols, size: CGSize(width: 300, height: 400))
        #expect(host.frames(ofType: _SymbolImageLayout.self).count == 4, "one symbol per label")
    }
}

extension Binding where Value == Int {
    /// Whether the value is above zero: a Boolean binding to each of several sources.
    fileprivate var isPositive: Binding<Bool> {
        Binding<Bool>(get: { wrappedValue > 0 }, set: { wrappedValue = $0 ? 1 : 0 })
    }
}
