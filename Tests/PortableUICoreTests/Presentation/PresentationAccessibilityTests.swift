import Foundation
import Testing
@testable import PortableUICore

/// Presentations in the accessibility tree: VoiceOver reads only the top presentation, as a
/// modal element (UIKit's `accessibilityViewIsModal` on presented views; the `isModal`
/// trait is SwiftUI's `AccessibilityTraits.isModal`), so the presenter's content is hidden.
@MainActor
struct PresentationAccessibilityTests {
    private struct Screen: View {
        @State var sheet = false
        @State var alert = false
        var body: some View {
            VStack {
                Text("Behind")
                Button("Open") { sheet = true }
            }
            .sheet(isPresented: $sheet) {
                VStack {
                    Text("Sheet title")
                    Button("Ask") { alert = true }
                }
                .alert("Sure?", isPresented: $alert) { Button("Yes") {} }
            }
        }
    }

    @Test func theTopPresentationIsModalAndHidesWhatIsBelow() throws {
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        #expect(host.accessibilityTree.element(labeled: "Behind") != nil)
        #expect(host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "Open"))))
        let sheetTree = host.accessibilityTree
        #expect(sheetTree.children.count == 1)
        let sheet = try #require(sheetTree.children.first)
        #expect(sheet.traits.contains(.isModal))
        #expect(sheet.identifier == "presentation.sheet")
        #expect(sheet.frame == host.presentations.last?.frame)
        #expect(sheet.children.map(\.label) == ["Sheet title", "Ask"])
        #expect(sheetTree.element(labeled: "Behind") == nil)

        let ask = try #require(sheetTree.element(labeled: "Ask"))
        #expect(host.performAccessibilityAction(on: ask))
        let alertTree = host.accessibilityTree
        let alert = try #require(alertTree.children.first)
        #expect(alertTree.children.count == 1)
        #expect(alert.identifier == "presentation.alert")
        #expect(alert.traits.contains(.isModal))
        #expect(alert.allElements.map(\.label).contains("Sure?"))
        #expect(alertTree.element(labeled: "Sheet title") == nil)

        // Activating the alert's action dismisses it: the sheet is back in the tree.
        #expect(host.performAccessibilityAction(on: try #require(alertTree.element(labeled: "Yes"))))
        #expect(host.accessibilityTree.children.first?.identifier == "presentation.sheet")
    }

    @Test func anOpenMenuIsAMenuElement() throws {
        let host = ViewHost(
            Menu("More") { Button("Duplicate") {}; Button("Delete", role: .destructive) {} }, device: .macWindow)
        #expect(host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "More"))))
        let menu = try #require(host.accessibilityTree.children.first)
        #expect(menu.role == .menu)
        #expect(menu.traits.contains(.isModal))
        #expect(menu.children.map(\.label) == ["Duplicate", "Delete"])
    }

    // In an open menu a row that opens a submenu is a menu element (GTK's role for a menu
    // item with a submenu), and a button's keyboard shortcut is its element's.
    @Test func aSubmenuRowIsAMenuElementAndShortcutsAreRead() throws {
        let host = ViewHost(
            Menu("File") {
                Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
                Menu("Export") { Button("PNG") {} }
            }, device: .macWindow)
        #expect(host.performAccessibilityAction(on: try #require(host.accessibilityTree.element(labeled: "File"))))
        let menu = try #require(host.accessibilityTree.children.first)
        #expect(menu.children.map(\.role) == [.button, .menu])
        #expect(menu.children.map(\.keyboardShortcut) == [KeyboardShortcut("s", modifiers: [.command, .shift]), nil])
        #expect(menu.children.map(\.actionNames) == [["default"], ["default"]])
    }
}
