import Foundation
import PortableUI

/// Chooses an option in a picker as a user would, whatever the picker's style.
///
/// 1. When the picker shows the option (a segment, an inline row, a menu's current choice),
///    tap it; otherwise tap where the picker shows its choice (its last element: a menu
///    button's value, trailing in a form row) or its centre.
/// 2. When that opened a menu, choose the option there and check that the menu closed: an
///    option the menu does not offer, or one it shows disabled, fails the test, and the menu
///    is dismissed with Escape so that the test goes on from a closed picker.
/// 3. Otherwise, when the tap showed the options elsewhere (a navigation link's list), tap
///    the option there.
@MainActor
struct PickerChoice {
    let driver: any HostDriver
    let option: String
    let picker: ViewElement
    let site: SourceSite

    func choose(in found: ResolvedElement) {
        // Step 1
        let inside = QueryResolver.matches(of: .text(option), in: found, driver: driver)
        let target = inside.first?.frame ?? found.descendants(in: driver.accessibilityTree).last?.frame ?? found.frame
        tap(target)
        Clock.settle(driver)
        // Step 2
        if let menu = openMenu {
            choose(inMenu: menu)
            return
        }
        guard inside.isEmpty else { return }
        // Step 3
        let shown = QueryResolver.matches(of: .text(option), in: nil, driver: driver).filter { $0.frame != found.frame }
        guard let choice = shown.last else {
            fail("the picker offers no such option", showing: ViewElement(driver: driver, path: [.init(query: .text(option), index: 0)]))
            return
        }
        tap(choice.frame)
    }

    /// The open menu of the top presentation, if one is open.
    private var openMenu: AccessibilityNode? {
        driver.accessibilityTree.first { $0.role == .menu && $0.traits.contains(.isModal) }
    }

    private func choose(inMenu menu: AccessibilityNode) {
        let items = menu.allElements.dropFirst().filter { $0.label == option && !$0.actionNames.isEmpty }
        guard let item = items.first(where: \.isEnabled) ?? items.first else {
            fail("its menu offers no such option", showing: menuQuery(.text(option)))
            dismissMenu()
            return
        }
        tap(item.frame)
        Clock.settle(driver)
        guard openMenu != nil else { return }
        let reason = item.isEnabled ? "its menu stayed open after choosing the option" : "the option is disabled in its menu"
        TestFailure.record("select(\"\(option)\") on \(picker): \(reason).\n" + menuTree, at: site)
        dismissMenu()
    }

    /// A query for an element of the open menu, for a failure message that shows the menu.
    private func menuQuery(_ query: ViewQuery) -> ViewElement {
        ViewElement(driver: driver, path: [.init(query: .role(.menu), index: 0), .init(query: query, index: 0)])
    }

    private var menuTree: String {
        "The menu:\n" + (openMenu?.dump(includingFrames: true) ?? "")
    }

    private func dismissMenu() {
        driver.pressKey(.escape, modifiers: [])
        Clock.settle(driver)
    }

    private func fail(_ reason: String, showing element: ViewElement) {
        TestFailure.record("select(\"\(option)\") on \(picker): \(reason).\n" + element.failureMessage(), at: site)
    }

    private func tap(_ frame: CGRect) {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        driver.press(at: center)
        driver.release(at: center)
    }
}
