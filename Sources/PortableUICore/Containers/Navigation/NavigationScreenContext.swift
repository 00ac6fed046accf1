import Foundation

/// A value a view declares about the navigation screen it is on.
enum NavigationSetting: Equatable {
    case title(String)
    case titleDisplayMode(NavigationBarItem.TitleDisplayMode)
    case navigationBarVisibility(Visibility)
    case columnWidth(min: CGFloat?, ideal: CGFloat, max: CGFloat?)
    case backButtonHidden(Bool)
    case toolbarRole(ToolbarRole)

    /// Which setting this is, whatever its value: an owner has at most one of each kind.
    var kind: Int {
        switch self {
        case .title: 0
        case .titleDisplayMode: 1
        case .navigationBarVisibility: 2
        case .columnWidth: 3
        case .backButtonHidden: 4
        case .toolbarRole: 5
        }
    }
}

/// A toolbar item placed on a bar: its placement and the layout nodes of its content.
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var nodes: [LayoutNode]
}

/// What the views of one navigation screen (a stack's root or a pushed view, or a split
/// view column) declare about its bar: title, title display mode, bar visibility, column
/// width and toolbar items.
///
/// Modifiers register their values under their own node, before their content (so an outer
/// modifier comes first and wins over an inner one), and remove them when they unmount.
/// A change calls `onChange`, which makes the container lay out again.
final class NavigationScreenContext {
    /// Called when a registered value changes.
    var onChange: (() -> Void)?
    /// The vertical scroll views built on the screen, in the order they were built.
    var scrollViews: [Weak<ScrollState>] = []

    /// The screen's scroll view, whose offset collapses the bar (NavigationBarCollapse): the
    /// first built that the screen shows (a `ViewThatFits` builds the candidates it leaves
    /// out too), or before the first layout the first built.
    var scrollView: ScrollState? {
        let built = scrollViews.compactMap(\.value).filter { $0.node != nil }
        return built.first(where: \.isShown) ?? built.first
    }
    private var settings: [(owner: ObjectIdentifier, setting: NavigationSetting)] = []
    private var toolbars: [(owner: ObjectIdentifier, entries: [ToolbarEntry])] = []

    /// Registers or replaces the setting of that kind of `owner`.
    func set(_ setting: NavigationSetting, owner: ObjectIdentifier) {
        if let index = settings.firstIndex(where: { $0.owner == owner && $0.setting.kind == setting.kind }) {
            guard settings[index].setting != setting else { return }
            settings[index].setting = setting
        } else {
            settings.append((owner, setting))
        }
        onChange?()
    }

    /// Registers or replaces the toolbar items of `owner`.
    func setToolbar(_ entries: [ToolbarEntry], owner: ObjectIdentifier) {
        if let index = toolbars.firstIndex(where: { $0.owner == owner }) {
            guard !Self.same(toolbars[index].entries, entries) else { return }
            toolbars[index].entries = entries
        } else {
            toolbars.append((owner, entries))
        }
        onChange?()
    }

    /// Removes everything `owner` registered.
    func remove(owner: ObjectIdentifier) {
        let before = settings.count + toolbars.count
        settings.removeAll { $0.owner == owner }
        toolbars.removeAll { $0.owner == owner }
        if settings.count + toolbars.count != before { onChange?() }
    }

    /// The screen's title (the first registered), if any.
    var title: String? {
        for case (_, .title(let title)) in settings { return title }
        return nil
    }

    /// The title display mode the screen asks for.
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode {
        for case (_, .titleDisplayMode(let mode)) in settings { return mode }
        return .automatic
    }

    /// Whether the screen hides its navigation bar.
    var hidesNavigationBar: Bool {
        for case (_, .navigationBarVisibility(let visibility)) in settings { return visibility == .hidden }
        return false
    }

    /// Whether the screen hides the back button of its bar (`navigationBarBackButtonHidden`).
    var hidesBackButton: Bool {
        for case (_, .backButtonHidden(let hidden)) in settings { return hidden }
        return false
    }

    /// The role the screen gives its bar's content (`toolbarRole`).
    var toolbarRole: ToolbarRole {
        for case (_, .toolbarRole(let role)) in settings { return role }
        return .automatic
    }

    /// The column width the screen asks for in a split view: (min, ideal, max).
    var columnWidth: (min: CGFloat?, ideal: CGFloat, max: CGFloat?)? {
        for case (_, .columnWidth(let min, let ideal, let max)) in settings { return (min, ideal, max) }
        return nil
    }

    /// Every toolbar item, in registration order.
    var toolbarEntries: [ToolbarEntry] {
        toolbars.flatMap(\.entries)
    }

    private static func same(_ lhs: [ToolbarEntry], _ rhs: [ToolbarEntry]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { a, b in
                a.placement == b.placement && a.nodes.count == b.nodes.count && zip(a.nodes, b.nodes).allSatisfy { $0 === $1 }
            }
    }
}
