import Foundation
import Testing
@testable import PortableUICore

/// The accessibility tree built from views, by the rules SwiftUI documents for its modifiers
/// (Apple's "accessibilityElement(children:)", "accessibilityLabel(_:)",
/// "accessibilityRepresentation(representation:)" and "accessibilitySortPriority(_:)" pages).
/// The ", " that joins combined labels is what VoiceOver reads as a pause between them;
/// its exact string is not documented by Apple (unverified).
@MainActor
struct AccessibilityTreeTests {
    private let window = CGSize(width: 320, height: 480)

    private func tree<V: View>(_ view: V) -> String {
        ViewHost(view, size: window).accessibilityTree.dump()
    }

    /// A view and the tree dump it gives, one element a line below the window.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let makeView: @MainActor @Sendable () -> AnyView
        let expected: [String]
        var testDescription: String { name }

        init<V: View>(_ name: String, _ expected: [String], @ViewBuilder view: @escaping @MainActor @Sendable () -> V) {
            self.name = name
            self.expected = expected
            self.makeView = { AnyView(view()) }
        }
    }

    static let cases: [Case] = [
        Case(
            "stacks are transparent; texts are static text in hierarchy order", ["  staticText \"Title\"", "  staticText \"A\"", "  staticText \"B\""]
        ) {
            VStack { Text("Title"); HStack { Text("A"); Text("B") } }
        },
        Case(
            "shapes and colors are not elements", ["  staticText \"Only\""]
        ) {
            HStack { Circle(); Color.red; Text("Only") }
        },
        Case(
            "a label on a shape makes it an element", ["  group \"Status\""]
        ) {
            Circle().accessibilityLabel("Status")
        },
        Case(
            "combine joins the children's labels and merges traits", ["  group \"Milk, 2 l\" [updatesFrequently]"]
        ) {
            VStack { Text("Milk"); Text("2 l").accessibilityAddTraits(.updatesFrequently) }
                    .accessibilityElement(children: .combine)
        },
        Case(
            "ignore keeps only what the modifiers give", ["  group \"Shopping\""]
        ) {
            VStack { Text("Milk"); Text("2 l") }.accessibilityElement().accessibilityLabel("Shopping")
        },
        Case(
            "contain keeps the children below a new element", ["  group \"List\"", "    staticText \"Milk\"", "    staticText \"Bread\""]
        ) {
            VStack { Text("Milk"); Text("Bread") }.accessibilityElement(children: .contain)
                    .accessibilityLabel("List")
        },
        Case(
            "a modifier on a container that is no element applies to each element inside", ["  staticText \"A\" hint \"Letter\"", "  staticText \"B\" hint \"Letter\""]
        ) {
            VStack { Text("A"); Text("B") }.accessibilityHint("Letter")
        },
        Case(
            "hidden views are absent: hidden(), accessibilityHidden, zero opacity", ["  staticText \"Shown\""]
        ) {
            VStack {
                    Text("Shown")
                    Text("Hidden").hidden()
                    Text("Not read").accessibilityHidden(true)
                    Text("Clear").opacity(0)
                }
        },
        Case(
            "sort priority reorders the elements of one container", ["  staticText \"First\"", "  staticText \"Second\""]
        ) {
            HStack { Text("Second"); Text("First").accessibilitySortPriority(1) }
        },
        Case(
            "a header trait makes text a header; the heading level is kept", ["  header \"Settings\" h2"]
        ) {
            Text("Settings").accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)
        },
        Case(
            "removing a text's trait and giving a value", ["  staticText \"Volume\" value \"60%\""]
        ) {
            Text("Volume").accessibilityRemoveTraits(.isStaticText).accessibilityValue("60%")
        },
        Case(
            "a representation stands in for the view", ["  toggle \"Dark mode\" value \"on\" actions: default"]
        ) {
            Circle().frame(width: 40, height: 40)
                    .accessibilityRepresentation { Toggle("Dark mode", isOn: .constant(true)) }
        },
        Case(
            "accessibilityChildren gives an element children that are never drawn", ["  group \"Chart\"", "    staticText \"Jan 3\"", "    staticText \"Feb 5\""]
        ) {
            Rectangle().frame(width: 200, height: 100).accessibilityLabel("Chart")
                    .accessibilityChildren { HStack { Text("Jan 3"); Text("Feb 5") } }
        },
        Case(
            "identifiers are kept", ["  staticText \"Total\" #total"]
        ) {
            Text("Total").accessibilityIdentifier("total")
        },
        Case(
            "images are read by their name or label; decorative ones are left out (Apple's Image initializer pages)",
            ["  image \"star\"", "  image \"Rating\"", "  image \"Level\"", "  image \"photo\""]
        ) {
            VStack {
                Image(systemName: "star")
                Image("photo", label: Text("Rating"))
                Image(decorative: "photo")
                Image(decorative: "photo", variableValue: 0.5)
                Image("photo", variableValue: 0.5, label: Text("Level"))
                Image(ImageResource(name: "photo", bundle: .main))
            }
        },
    ]

    @Test(arguments: cases)
    func treeFollowsSwiftUIRules(_ testCase: Case) {
        let dump = ViewHost(testCase.makeView(), size: window).accessibilityTree.dump()
        #expect(dump == (["window"] + testCase.expected).joined(separator: "\n"), "\(testCase.name)")
    }

    @Test func controlsAreElementsOfTheirRoles() {
        let view = VStack {
            Button("Add") {}
            Toggle("Wi-Fi", isOn: .constant(false))
            Slider(value: .constant(0.25)) { Text("Volume") }
            TextField("Name", text: .constant("Ada"))
            Link("Help", destination: URL(string: "https://example.com")!)
            Button("Off") {}.disabled(true)
        }
        #expect(
            tree(view) == """
                window
                  button "Add" actions: default
                  toggle "Wi-Fi" value "off" actions: default
                  slider "Volume" value "25%" actions: increment, decrement
                  textField "Name" value "Ada"
                  link "Help" actions: default
                  button "Off" disabled actions: default
                """)
    }

    @Test func buttonsCombineTheirLabelsButNotTheActionsInside() {
        let view = Button {} label: {
            HStack { Text("Buy"); Text("$3") }
        }
        #expect(tree(view) == "window\n  button \"Buy, $3\" actions: default")
    }

    @Test func elementFramesAreWindowFrames() {
        let host = ViewHost(
            VStack(spacing: 0) { Color.clear.frame(height: 100); Text("Hi").accessibilityIdentifier("hi") }
                .frame(maxHeight: .infinity, alignment: .top), size: window)
        let element = host.accessibilityTree.element(identifier: "hi")
        #expect(element?.frame == host.frame(of: "hi"))
        #expect(element?.frame.minY == 100)
    }
}
