import Foundation

/// What the views in a tab view declare about its tab bar (`toolbar(.hidden, for: .tabBar)`):
/// registered per modifier node until it unmounts; a declaration applies while one of its
/// views is in the selected tab.
final class TabBarSettings {
    /// Called when a declaration changes.
    var onChange: (() -> Void)?
    private var entries: [(owner: ObjectIdentifier, visibility: Visibility, nodes: () -> [LayoutNode])] = []

    /// Registers or replaces the declaration of `owner`, whose views are `nodes()`.
    func set(_ visibility: Visibility, owner: ObjectIdentifier, nodes: @escaping () -> [LayoutNode]) {
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            let changed = entries[index].visibility != visibility
            entries[index] = (owner, visibility, nodes)
            if changed { onChange?() }
        } else {
            entries.append((owner, visibility, nodes))
            onChange?()
        }
    }

    func remove(owner: ObjectIdentifier) {
        let before = entries.count
        entries.removeAll { $0.owner == owner }
        if entries.count != before { onChange?() }
    }

    /// Whether a view inside `page` hides the tab bar.
    func hidesBar(in page: LayoutNode) -> Bool {
        entries.contains { entry in
            entry.visibility == .hidden && entry.nodes().contains { $0.isDescendant(of: page) }
        }
    }
}

private struct TabBarSettingsKey: EnvironmentKey {
    static var defaultValue: TabBarSettings? { nil }
}

extension EnvironmentValues {
    /// The tab bar settings of the enclosing tab view.
    var tabBarSettings: TabBarSettings? {
        get { self[TabBarSettingsKey.self] }
        set { self[TabBarSettingsKey.self] = newValue }
    }
}

extension LayoutNode {
    /// Whether `ancestor` is this node or one of its layout ancestors.
    func isDescendant(of ancestor: LayoutNode) -> Bool {
        var node: LayoutNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.layoutParent
        }
        return false
    }
}
