import Foundation
import Testing
@testable import PortableUICore

private struct Counter: View {
    @State var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Stepper(value: $count, in: 0...3) { Text("Steps") }
        }
    }
}

private struct Ratings: View {
    @State var stars = 2
    var body: some View {
        Text("\(stars) stars")
            .accessibilityAdjustableAction { direction in
                stars += direction == .increment ? 1 : -1
            }
            .accessibilityAction(named: "Reset") { stars = 0 }
    }
}

private struct FocusDemo: View {
    enum Field: Hashable { case first, second }
    @AccessibilityFocusState var focused: Field?
    var body: some View {
        VStack {
            Text("First").accessibilityFocused($focused, equals: .first)
            Text("Second").accessibilityFocused($focused, equals: .second)
            Button("Focus second") { focused = .second }
        }
    }
}

@MainActor
struct AccessibilityActionTests {
    private let window = CGSize(width: 320, height: 480)

    @Test func pressingAButtonThroughItsDefaultActionRunsIt() {
        let host = ViewHost(Counter(), size: window)
        let add = try! #require(host.accessibilityTree.element(labeled: "Add"))
        #expect(host.performAccessibilityAction(on: add))
        #expect(host.accessibilityTree.first { $0.label == "Count: 1" } != nil)
        #expect(!host.performAccessibilityAction(.escape, on: add), "a button has no escape action")
    }

    @Test func adjustingAStepperStepsWithinItsBounds() {
        let host = ViewHost(Counter(), size: window)
        for _ in 0..<5 {
            let stepper = try! #require(host.accessibilityTree.elements(role: .stepper).first)
            host.adjustAccessibilityElement(stepper, .increment)
        }
        #expect(host.accessibilityTree.element(labeled: "Count: 3") != nil)
    }

    @Test func adjustableAndNamedActions() {
        let host = ViewHost(Ratings(), size: window)
        var element = try! #require(host.accessibilityTree.children.first)
        #expect(element.actionNames == ["Reset", "increment", "decrement"])
        host.adjustAccessibilityElement(element, .increment)
        element = try! #require(host.accessibilityTree.children.first)
        #expect(element.label == "3 stars")
        host.performAccessibilityAction(AccessibilityActionKind(named: Text("Reset")), on: element)
        #expect(host.accessibilityTree.children.first?.label == "0 stars")
    }

    @Test func disabledElementsPerformNothing() {
        var pressed = false
        let host = ViewHost(Button("Go") { pressed = true }.disabled(true), size: window)
        let button = try! #require(host.accessibilityTree.children.first)
        #expect(!host.performAccessibilityAction(on: button))
        #expect(!pressed)
    }

    @Test func accessibilityFocusFollowsTheStateAndMovesIt() {
        let host = ViewHost(FocusDemo(), size: window)
        #expect(host.accessibilityFocusedElement == nil)
        let button = try! #require(host.accessibilityTree.element(labeled: "Focus second"))
        host.performAccessibilityAction(on: button)
        #expect(host.accessibilityFocusedElement?.label == "Second")
        let first = try! #require(host.accessibilityTree.element(labeled: "First"))
        #expect(host.moveAccessibilityFocus(to: first))
        #expect(host.accessibilityFocusedElement?.label == "First")
        #expect(!host.moveAccessibilityFocus(to: button), "the button is bound to no focus state")
    }

    @Test func settingsReachTheEnvironment() {
        var environment = EnvironmentValues()
        environment.accessibilitySettings.reduceMotion = true
        environment.accessibilitySettings.contrast = .increased
        #expect(environment.accessibilityReduceMotion)
        #expect(environment.colorSchemeContrast == .increased)
        #expect(!EnvironmentValues().accessibilityReduceMotion)
    }
}
