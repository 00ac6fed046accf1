import Foundation
import Testing
@testable import PortableUICore

/// `Text`'s own accessibility modifiers (Apple's `Text.accessibilityLabel(_:)` and
/// `Text.accessibilityHeading(_:)` pages): they return a `Text`, which can be styled,
/// concatenated or used where only a `Text` fits (a navigation title, a label), and the
/// element reads the label instead of the characters.
@MainActor
struct TextAccessibilityTests {
    private func elements<V: View>(_ view: V) -> [String] {
        ViewHost(view, size: CGSize(width: 320, height: 200)).accessibilityTree.children.map(\.summary)
    }

    @Test func theModifiersReturnAText() {
        let label: Text = Text("􀈤").accessibilityLabel("Inbox")
        let key: Text = Text("x").accessibilityLabel(LocalizedStringKey("Close"))
        let string: Text = Text("x").accessibilityLabel(String("Close"))
        let heading: Text = Text("Title").accessibilityHeading(.h2).bold()
        #expect(label.accessibility?.label == "Inbox")
        #expect(key.accessibility?.label == "Close" && string.accessibility?.label == "Close")
        #expect(heading.accessibility?.heading == .h2)
        #expect((label + Text("!")).accessibility == nil, "a concatenation keeps none")
    }

    @Test func theElementReadsTheLabel() {
        let cases: [(String, AnyView, [String])] = [
            ("label", AnyView(Text("􀈤").accessibilityLabel("Inbox")), ["staticText \"Inbox\""]),
            ("label then style", AnyView(Text("3").accessibilityLabel(Text("Three")).italic()), ["staticText \"Three\""]),
            ("the last label wins", AnyView(Text("3").accessibilityLabel("Three").accessibilityLabel(Text("Four"))), ["staticText \"Four\""]),
            ("a view modifier outside wins", AnyView(Text("3").accessibilityLabel("Three").padding().accessibilityLabel("Four")), ["staticText \"Four\""]),
            ("heading level", AnyView(Text("Title").accessibilityHeading(.h2).accessibilityAddTraits(.isHeader)), ["header \"Title\" h2"]),
            ("none", AnyView(Text("Plain")), ["staticText \"Plain\""]),
        ]
        for (name, view, expected) in cases {
            #expect(elements(view) == expected, "\(name)")
        }
    }

    @Test func aLabelledTextWorksWhereOnlyATextFits() {
        let view = Button(action: {}) { Text("􀈤").accessibilityLabel("Inbox") }
        #expect(elements(view) == ["button \"Inbox\" actions: default"])
    }
}
