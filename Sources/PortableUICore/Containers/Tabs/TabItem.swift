import Foundation
import Observation

/// The tag of a view (`tag(_:)`): how a `TabView` selection refers to a tab.
struct TagTraitKey: LayoutValueKey {
    static var defaultValue: AnyHashable? { nil }
}

/// The tab bar item of a view (`tabItem(_:)`).
struct TabItemTraitKey: LayoutValueKey {
    static var defaultValue: TabItemNode? { nil }
}

extension View {
    /// Sets the unique tag value of this view: a `TabView` shows the tab whose tag equals
    /// its selection.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        layoutValue(key: TagTraitKey.self, value: AnyHashable(tag))
    }

    /// Sets the tab bar item associated with this view: a plain button selecting the tab,
    /// whose views are stacked vertically in the item's slot of the tab bar; its text is
    /// 10-point medium, as UIKit's tab bar titles, in the accent color when its tab is
    /// selected and gray otherwise.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: label()))
    }
}

/// The modifier behind `tabItem(_:)`.
public struct _TabItemModifier<Label: View>: ViewModifier {
    public typealias Body = Never
    let label: Label

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let tabItem = node as? TabItemNode ?? TabItemNode()
        tabItem.content = reconcileChild(content, tabItem.content, inputs)
        var labelInputs = inputs
        labelInputs.stackAxis = nil
        labelInputs.environment = tabItem.labelEnvironment.environment(from: inputs.environment) {
            $0.font = .system(size: 10, weight: .medium)
            $0.labelArrangesVertically = true
        }
        let selection = tabItem.selection
        let button = Button(action: { [weak tabItem] in tabItem?.select() }) {
            _TabItemLabel(label: modifier.label, selection: selection)
        }
        // The selection is settled when the bar is placed, so the tree reads it then.
        let item = button.buttonStyle(.plain).accessibilityControl(.tab)
            .accessibilityEdit { $0.isSelected = { selection.isSelected } }
        tabItem.label = reconcileChild(item, tabItem.label, labelInputs)
        tabItem.writeTrait(changed: false)
        return tabItem
    }
}

/// The node of a `tabItem` modifier: its content passes through, carrying a trait that
/// points here; the label's layout nodes (a button) go to the tab bar.
final class TabItemNode: PassThroughNode {
    /// Whether this item's tab is the one shown (set by the tab view as it places its bar).
    let selection = TabItemSelection()
    var label: _ViewNode?
    var labelEnvironment = DerivedEnvironment()

    /// The label's layout nodes.
    var labelNodes: [LayoutNode] { label?.units ?? [] }

    /// Selects the tab this item belongs to, as a tap on the item does.
    @MainActor
    func select() {
        for unit in content?.units ?? [] {
            var node: LayoutNode? = unit
            while let current = node, let parent = current.layoutParent {
                if let tabView = parent.parent as? TabViewNode, let index = tabView.pages.firstIndex(where: { $0 === current }) {
                    tabView.selectTab(at: index)
                    return
                }
                node = parent
            }
        }
    }

    /// Marks each content view with this item; `changed` invalidates their container (the
    /// label's views changed).
    func writeTrait(changed: Bool) {
        for unit in content?.units ?? [] {
            var traits = unit.traits
            let old = traits.value(TabItemTraitKey.self)
            traits.values[ObjectIdentifier(TabItemTraitKey.self)] = self
            unit.setTraits(traits, valuesChanged: changed || old !== self)
        }
    }

    override func childUnitsChanged() {
        writeTrait(changed: true)
        super.childUnitsChanged()
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        super.forEachChild(body)
        if let label { body(label) }
    }
}

/// Whether a tab bar item's tab is selected; its label follows it.
@Observable
final class TabItemSelection {
    var isSelected = false
}

/// A tab bar item's label: its views stacked, tinted for the selection (UIKit's tab bar: the
/// tint color when selected, system gray #999999 otherwise), its symbols in their filled
/// variant as iOS draws tab bars; the whole label takes taps, not only its glyph and title.
struct _TabItemLabel<Label: View>: View {
    let label: Label
    let selection: TabItemSelection

    var body: some View {
        VStack(spacing: 0) { label }
            .contentShape(Rectangle())
            .symbolVariant(.fill)
            .foregroundStyle(selection.isSelected ? Color.accentColor : Color(red: 0.6, green: 0.6, blue: 0.6))
    }
}
