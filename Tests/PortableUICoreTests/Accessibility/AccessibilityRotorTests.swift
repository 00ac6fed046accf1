import Foundation
import Testing
@testable import PortableUICore

/// `accessibilityRotor` (Apple's "accessibilityRotor(_:entries:)", "(_:entries:entryID:entryLabel:)",
/// "(_:textRanges:)" pages and `AccessibilityRotorEntry`, `AccessibilitySystemRotor`): the rotors
/// on the element, their entries in order, the host's rotor queries.
@MainActor
struct AccessibilityRotorTests {
    private let window = CGSize(width: 320, height: 300)

    struct Message: Identifiable {
        let id: Int
        let subject: String
        let isVIP: Bool
    }

    private static let messages = [
        Message(id: 1, subject: "Lunch", isVIP: true), Message(id: 2, subject: "Invoice", isVIP: false),
        Message(id: 3, subject: "Launch", isVIP: true),
    ]

    private static func list() -> some View {
        VStack { ForEach(messages) { Text($0.subject) } }.accessibilityElement(children: .contain)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let makeView: @MainActor @Sendable () -> AnyView
        let rotor: String
        let labels: [String]
        let ids: [AnyHashable?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ForEach with if: only the VIPs' entries, in order",
             makeView: {
                 AnyView(list().accessibilityRotor("VIPs") {
                     ForEach(messages) { message in
                         if message.isVIP { AccessibilityRotorEntry(message.subject, id: message.id) }
                     }
                 })
             },
             rotor: "VIPs", labels: ["Lunch", "Launch"], ids: [1, 3]),
        Case(name: "a block of entries and an if/else",
             makeView: {
                 AnyView(list().accessibilityRotor(Text("Mixed")) {
                     AccessibilityRotorEntry(Text("First"), id: "a")
                     if messages.isEmpty { AccessibilityRotorEntry("Never", id: "x") } else { AccessibilityRotorEntry("Else", id: "b") }
                     AccessibilityRotorEntry("Last", id: "c")
                 })
             },
             rotor: "Mixed", labels: ["First", "Else", "Last"], ids: ["a", "b", "c"]),
        Case(name: "entries:entryID:entryLabel:",
             makeView: { AnyView(list().accessibilityRotor("Subjects", entries: messages, entryID: \.subject, entryLabel: \.subject)) },
             rotor: "Subjects", labels: ["Lunch", "Invoice", "Launch"], ids: ["Lunch", "Invoice", "Launch"]),
        Case(name: "entries:entryLabel: with Identifiable models",
             makeView: { AnyView(list().accessibilityRotor(Text("All"), entries: messages, entryLabel: \.subject)) },
             rotor: "All", labels: ["Lunch", "Invoice", "Launch"], ids: [1, 2, 3]),
        Case(name: "an empty rotor",
             makeView: { AnyView(list().accessibilityRotor("Empty") {}) },
             rotor: "Empty", labels: [], ids: []),
        Case(name: "the outer rotor with the same label replaces the inner one",
             makeView: {
                 AnyView(
                     list().accessibilityRotor("R", entries: messages, entryLabel: \.subject)
                         .accessibilityRotor("R") { AccessibilityRotorEntry("Only", id: 0) })
             },
             rotor: "R", labels: ["Only"], ids: [0]),
    ]

    @Test(arguments: cases)
    func entries(_ c: Case) {
        let host = ViewHost(c.makeView(), size: window)
        let entries = host.accessibilityRotorEntries(c.rotor)
        #expect(entries?.map(\.label) == c.labels)
        #expect(entries?.map(\.id) == c.ids)
    }

    @Test func noSuchRotorIsNil() {
        let host = ViewHost(Self.list(), size: window)
        #expect(host.accessibilityRotorEntries("VIPs") == nil)
    }

    @Test func dumpListsRotorsOnTheElement() {
        let host = ViewHost(Self.list().accessibilityRotor("VIPs", entries: Self.messages, entryLabel: \.subject), size: window)
        let group = host.accessibilityTree.children[0]
        #expect(group.rotors.map(\.label) == ["VIPs"])
        #expect(group.summary == "group rotor \"VIPs\": \"Lunch\", \"Invoice\", \"Launch\"")
    }

    @Test func textRangesReadTheirTextAndOutOfRangeOnesAreDropped() {
        let text = "Hello brave new world"
        let brave = text.range(of: "brave")!
        let world = text.range(of: "world")!
        let longer = "Hello brave new world, and more"
        let outside = longer.range(of: "more")!
        let host = ViewHost(Text(text).accessibilityRotor("Words", textRanges: [brave, world, outside]), size: window)
        let entries = host.accessibilityRotorEntries("Words")
        #expect(entries?.map(\.label) == ["brave", "world"])
        #expect(entries?.map(\.textRange) == [brave, world])
    }

    @Test func headingsRotorListsTheTreeHeadingsUnlessReplaced() {
        let page = VStack {
            Text("Intro").accessibilityAddTraits(.isHeader)
            Text("Body")
            Text("Details").accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)
        }
        let host = ViewHost(page, size: window)
        #expect(host.accessibilityRotorEntries(.headings).map(\.label) == ["Intro", "Details"])
        #expect(host.accessibilityRotorEntries(.headings(level: .h2)).map(\.label) == ["Details"])
        #expect(host.accessibilityRotorEntries(.landmarks).isEmpty)

        let replaced = ViewHost(
            page.accessibilityElement(children: .contain).accessibilityRotor(.headings) { AccessibilityRotorEntry("Chapter 1", id: 1) },
            size: window)
        #expect(replaced.accessibilityRotorEntries(.headings).map(\.label) == ["Chapter 1"])
        #expect(replaced.accessibilityRotorEntries(.links).isEmpty)
    }

    @Test func navigatingRunsPrepareAndAppliesItsChanges() {
        final class Counter { var count = 0 }
        let counter = Counter()
        let host = ViewHost(
            Self.list().accessibilityRotor("R") { AccessibilityRotorEntry("One", id: 1, prepare: { counter.count += 1 }) },
            size: window)
        let entry = host.accessibilityRotorEntries("R")![0]
        host.navigateToAccessibilityRotorEntry(entry)
        #expect(counter.count == 1)
    }

    @Test func customContentIsSendable() {
        let entry: any Sendable = AccessibilityNode.CustomContent(id: "a", label: "A", value: "1", importance: .high)
        #expect(entry is AccessibilityNode.CustomContent)
    }
}
