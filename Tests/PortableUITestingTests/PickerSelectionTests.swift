import Foundation
import SwiftUI
import Testing

@testable import PortableUITesting

/// `select(_:)` on menu pickers goes through the opened menu as a user would: open it, choose
/// the item, see it close.
@MainActor @Suite
struct PickerSelectionTests {
    private let app = ViewTester(MenuPickerSample(), device: .iPhone15Pro)

    private var openMenus: [AccessibilityNode] {
        app.host.accessibilityTree.allElements.filter { $0.role == .menu }
    }

    @Test func aTapOnTheMenuPickerOpensItsMenuOfOptions() throws {
        // The precondition of the tests below: the picker is a menu of its options.
        app.find(.text("Vanilla")).tap()
        let menu = try #require(openMenus.first)
        #expect(menu.traits.contains(.isModal))
        #expect(menu.children.map(\.label) == ["Vanilla", "Chocolate", "Mint", "Custom"])
        #expect(menu.children.map(\.isEnabled) == [true, true, true, false], "the untagged option is disabled")
    }

    @Test func selectOpensTheMenuChoosesTheItemAndTheMenuCloses() {
        app.find(.identifier("flavor")).select("Chocolate")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Chocolate")
        #expect(openMenus.isEmpty, "choosing an item closes the menu")
        app.find(.identifier("flavor")).select("Mint")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Mint", "the picker now shows Chocolate; the menu is opened from it")
        #expect(openMenus.isEmpty)
    }

    @Test func selectingTheCurrentChoiceClosesTheMenuToo() {
        app.find(.identifier("flavor")).select("Vanilla")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Vanilla")
        #expect(openMenus.isEmpty, "the shown choice opens the menu; choosing it there closes it")
    }

    @Test func anAutomaticPickerInAFormIsAMenuAtTheRowsTrailingEdge() {
        app.find(.identifier("size")).select("Large")
        #expect(app.find(.identifier("sized")).text == "Size: Large")
        #expect(openMenus.isEmpty)
        #expect(app.find(.identifier("chosen")).text == "Chosen: Vanilla", "the other picker is left alone")
    }

    @Test func anOptionTheMenuDoesNotOfferFailsShowsTheMenuAndClosesIt() {
        let line = #line + 2
        withKnownIssue {
            app.find(.identifier("flavor")).select("Banana")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("select(\"Banana\") on identifier \"flavor\": its menu offers no such option.\n")
                && text.contains("No view matches text \"Banana\" inside the view with role menu.")
                && text.contains("  button \"Vanilla\" actions: default") && issue.sourceLocation?.line == line
        }
        #expect(openMenus.isEmpty, "the menu is dismissed, so the test goes on from a closed picker")
        #expect(app.find(.identifier("chosen")).text == "Chosen: Vanilla")
    }

    @Test func aDisabledOptionFailsAndLeavesTheChoice() {
        withKnownIssue {
            app.find(.identifier("flavor")).select("Custom")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("select(\"Custom\") on identifier \"flavor\": the option is disabled in its menu.\nThe menu:\n")
                && text.contains("button \"Custom\" disabled actions: default")
        }
        #expect(openMenus.isEmpty)
        #expect(app.find(.identifier("chosen")).text == "Chosen: Vanilla")
    }
}

