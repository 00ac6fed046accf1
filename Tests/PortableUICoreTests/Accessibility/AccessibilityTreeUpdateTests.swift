import Foundation
import Observation
import Testing
@testable import PortableUICore

@Observable
final class TreeUpdateItem {
    var name: String
    init(_ name: String) { self.name = name }
}

@Observable
final class TreeUpdateShopModel {
    var items = (0..<30).map { TreeUpdateItem("Item \($0)") }
    var cart = 0
    var showsBanner = true
    var fadesFooter = false
    var hidesFooter = false
    var isRightToLeft = false
    var express = false
}

private struct ShopRow: View {
    let model: TreeUpdateShopModel
    let item: TreeUpdateItem
    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Button("Add") { model.cart += 1 }
        }
        .frame(height: 40)
    }
}

private struct Shop: View {
    let model: TreeUpdateShopModel
    var body: some View {
        VStack(spacing: 0) {
            if model.showsBanner { Text("Sale").accessibilityAddTraits(.isHeader) }
            Text("Cart: \(model.cart)")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(model.items.indices, id: \.self) { ShopRow(model: model, item: model.items[$0]) }
                }
            }
            .accessibilityIdentifier("shop-scroll")
            Text("Footer").opacity(model.fadesFooter ? 0 : 1).accessibilityHidden(model.hidesFooter)
            Toggle("Express", isOn: Bindable(model).express)
            TextField("Note", text: .constant("Ring twice"))
        }
        .environment(\.layoutDirection, model.isRightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// The accessibility tree after an update is built again only where something changed
/// (issue 26: "only changed nodes are rebuilt"), and it is the tree a build from nothing gives:
/// each change below is followed by both builds, and their dumps (frames, focus, values)
/// must be equal.
@MainActor
struct AccessibilityTreeUpdateTests {
    private let window = CGSize(width: 320, height: 480)

    /// A change of the shop and what the tree must show after it.
    struct Change: Sendable, CustomTestStringConvertible {
        let name: String
        let apply: @MainActor @Sendable (TreeUpdateShopModel, ViewHost<AnyView>) -> Void
        let shows: String
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "a label's text", apply: { model, _ in model.cart = 3 }, shows: "staticText \"Cart: 3\""),
        Change(name: "a row's text", apply: { model, _ in model.items[1].name = "Pears" }, shows: "staticText \"Pears\""),
        Change(name: "a view removed above the list (everything below moves up)", apply: { model, _ in model.showsBanner = false },
               shows: "staticText \"Cart: 0\" (130, 0, 60, 17)"),
        Change(name: "a view faded to zero opacity", apply: { model, _ in model.fadesFooter = true }, shows: "toggle \"Express\""),
        Change(name: "accessibilityHidden", apply: { model, _ in model.hidesFooter = true }, shows: "toggle \"Express\""),
        Change(name: "a toggle's value", apply: { model, _ in model.express = true }, shows: "toggle \"Express\" value \"on\""),
        Change(name: "rows added at the top", apply: { model, _ in model.items.insert(contentsOf: [TreeUpdateItem("New A"), TreeUpdateItem("New B")], at: 0) },
               shows: "staticText \"New A\""),
        Change(name: "rows removed", apply: { model, _ in model.items.removeFirst(3) }, shows: "staticText \"Item 3\""),
        Change(name: "a scroll of 50 points", apply: { _, host in host.scroll(by: CGPoint(x: 0, y: 50), in: "shop-scroll") },
               shows: "staticText \"Item 1\""),
        Change(name: "a scroll of 300 points (rows appear)", apply: { _, host in host.scroll(by: CGPoint(x: 0, y: 300), in: "shop-scroll") },
               shows: "staticText \"Item 12\""),
        Change(name: "the layout direction", apply: { model, _ in model.isRightToLeft = true }, shows: "staticText \"Item 0\""),
    ]

    private func makeHost(_ model: TreeUpdateShopModel) -> ViewHost<AnyView> {
        ViewHost(AnyView(Shop(model: model)), size: window)
    }

    @Test(arguments: changes)
    func theUpdatedTreeIsTheTreeBuiltAnew(_ change: Change) throws {
        let model = TreeUpdateShopModel()
        let host = makeHost(model)
        _ = host.accessibilityTree
        change.apply(model, host)
        let updated = host.accessibilityTree.dump(includingFrames: true)
        let rebuilt = host.buildAccessibilityTree(reusingCaches: false).tree.dump(includingFrames: true)
        #expect(updated == rebuilt)
        #expect(updated.contains(change.shows), "\(updated)")
    }

    /// Hidden and faded views leave the tree and come back when shown again.
    @Test func hiddenViewsComeBack() {
        let model = TreeUpdateShopModel()
        let host = makeHost(model)
        #expect(host.accessibilityTree.element(labeled: "Footer") != nil)
        model.fadesFooter = true
        #expect(host.accessibilityTree.element(labeled: "Footer") == nil)
        model.fadesFooter = false
        model.hidesFooter = true
        #expect(host.accessibilityTree.element(labeled: "Footer") == nil)
        model.hidesFooter = false
        #expect(host.accessibilityTree.element(labeled: "Footer") != nil)
        #expect(host.accessibilityTree.dump(includingFrames: true) == host.buildAccessibilityTree(reusingCaches: false).tree.dump(includingFrames: true))
    }

    /// How many nodes a build builds elements for: all of them the first time, none when
    /// nothing changed, and after a change only the nodes on the way from what changed up to
    /// the window — not the other rows.
    @Test func onlyChangedNodesAreBuiltAgain() {
        let model = TreeUpdateShopModel()
        let host = makeHost(model)
        let first = host.buildAccessibilityTree(reusingCaches: true).builtNodes
        let everything = host.buildAccessibilityTree(reusingCaches: false).builtNodes
        #expect(first == everything)
        #expect(host.buildAccessibilityTree(reusingCaches: true).builtNodes == 0)
        model.cart = 1
        let afterLabel = host.buildAccessibilityTree(reusingCaches: true).builtNodes
        model.items[2].name = "Plums"
        let afterRow = host.buildAccessibilityTree(reusingCaches: true).builtNodes
        host.scroll(by: CGPoint(x: 0, y: 50), in: "shop-scroll")
        let afterScroll = host.buildAccessibilityTree(reusingCaches: true).builtNodes
        print("accessibility nodes built: all \(everything), label \(afterLabel), row \(afterRow), scroll \(afterScroll)")
        // Measured in this engine: 99 nodes in all; 11 after the label's change, 9 after a row's
        // and 9 after the scroll — the changed node, the nodes whose frames it moved and their
        // ancestors, never the other rows.
        #expect(everything == 99)
        #expect(afterLabel == 11)
        #expect(afterRow == 9)
        #expect(afterScroll == 9)
    }

    /// Keyboard focus and a text field's caret change without an update of the views: the
    /// tree shows them all the same.
    @Test func keyboardFocusIsShownWithoutAnUpdate() throws {
        let model = TreeUpdateShopModel()
        let host = makeHost(model)
        let field = try #require(host.accessibilityTree.elements(role: .textField).first)
        #expect(!field.isFocused)
        #expect(host.moveKeyboardFocus(to: field))
        let focused = try #require(host.accessibilityTree.elements(role: .textField).first)
        #expect(focused.isFocused)
        #expect(focused.caretOffset == 10, "the caret at the end of \"Ring twice\"")
        #expect(host.accessibilityTree.allElements.filter(\.isFocused).count == 1)
    }
}
