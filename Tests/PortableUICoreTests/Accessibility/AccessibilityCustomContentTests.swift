import Foundation
import Testing
@testable import PortableUICore

/// `accessibilityCustomContent` (Apple's "accessibilityCustomContent(_:_:importance:)" pages):
/// entries keyed by identifier, replaced by a later entry with the same key, removed by a nil
/// value; `.default` importance unless given.
@MainActor
struct AccessibilityCustomContentTests {
    private let window = CGSize(width: 320, height: 200)
    private static let orientation = AccessibilityCustomContentKey("Orientation", id: "orientation")

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let makeView: @MainActor @Sendable () -> AnyView
        let expected: [AccessibilityNode.CustomContent]
        var testDescription: String { name }
    }

    private static func entry(_ id: String, _ label: String, _ value: String, _ importance: AXCustomContent.Importance = .default)
        -> AccessibilityNode.CustomContent
    {
        AccessibilityNode.CustomContent(id: id, label: label, value: value, importance: importance)
    }

    static let cases: [Case] = [
        Case(name: "label and value, default importance",
             makeView: { AnyView(Text("Photo").accessibilityCustomContent("Orientation", "Landscape")) },
             expected: [entry("Orientation", "Orientation", "Landscape")]),
        Case(name: "a key and high importance",
             makeView: { AnyView(Text("Photo").accessibilityCustomContent(orientation, Text("Portrait"), importance: .high)) },
             expected: [entry("orientation", "Orientation", "Portrait", .high)]),
        Case(name: "the outer modifier's entry replaces the inner one with the same key",
             makeView: {
                 AnyView(
                     Text("Photo").accessibilityCustomContent(orientation, "Portrait")
                         .accessibilityCustomContent(orientation, "Landscape"))
             },
             expected: [entry("orientation", "Orientation", "Landscape")]),
        Case(name: "a nil value removes the entry",
             makeView: {
                 AnyView(
                     Text("Photo").accessibilityCustomContent(orientation, "Portrait")
                         .accessibilityCustomContent("Size", "2 MB")
                         .accessibilityCustomContent(orientation, nil as Text?))
             },
             expected: [entry("Size", "Size", "2 MB")]),
        Case(name: "entries in the order added",
             makeView: {
                 AnyView(Text("Photo").accessibilityCustomContent("Size", Text("2 MB")).accessibilityCustomContent("Taken", "May"))
             },
             expected: [entry("Size", "Size", "2 MB"), entry("Taken", "Taken", "May")]),
        Case(name: "combine gathers the children's entries",
             makeView: {
                 AnyView(
                     VStack { Text("A").accessibilityCustomContent("Size", "2 MB"); Text("B").accessibilityCustomContent("Taken", "May") }
                         .accessibilityElement(children: .combine))
             },
             expected: [entry("Size", "Size", "2 MB"), entry("Taken", "Taken", "May")]),
        Case(name: "on a shape it makes an element",
             makeView: { AnyView(Circle().accessibilityCustomContent("Size", "2 MB")) },
             expected: [entry("Size", "Size", "2 MB")]),
    ]

    @Test(arguments: cases)
    func entries(_ testCase: Case) throws {
        let host = ViewHost(testCase.makeView(), size: window)
        let element = try #require(host.accessibilityTree.children.first)
        #expect(element.customContent == testCase.expected)
    }

    @Test func theDumpShowsEntries() {
        let host = ViewHost(
            Text("Photo").accessibilityCustomContent(Self.orientation, "Landscape", importance: .high)
                .accessibilityCustomContent("Size", "2 MB"),
            size: window)
        #expect(host.accessibilityTree.dump() == """
            window
              staticText "Photo" content "Orientation": "Landscape" (high) content "Size": "2 MB"
            """)
    }

    @Test func keysCompareByIdentifierAndLabel() {
        #expect(AccessibilityCustomContentKey("Orientation") == AccessibilityCustomContentKey("Orientation", id: "Orientation"))
        #expect(AccessibilityCustomContentKey("Orientation", id: "a") != AccessibilityCustomContentKey("Orientation", id: "b"))
        #expect(AXCustomContent.Importance.high.rawValue == 1, "Apple's AXCustomContentImportanceHigh")
    }
}
