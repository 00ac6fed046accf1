import Foundation

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item (a stack's root: large).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar (52 points below it).
        case large
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// The bar shows it in its own font (headline inline, bold large title); a non-empty
    /// title lets the bar show a large title, which changes the layout.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(_NavigationSettingModifier(settings: [.title(String(title))]))
    }

    /// Configures the view's title for purposes of navigation, using a localized string key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationSettingModifier(settings: [.title(titleKey.key)]))
    }

    /// Configures the view's title for purposes of navigation, using the characters of a
    /// text view (its styling is not kept).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationSettingModifier(settings: [.title(title.runs.map(\.string).joined())]))
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_NavigationSettingModifier(settings: [.titleDisplayMode(displayMode)]))
    }

    /// Specifies the preferred visibility of the navigation bar or the tab bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        var settings: [NavigationSetting] = []
        var tabBar: Visibility?
        for placement in bars {
            switch placement.bar {
            case .automatic, .navigationBar: settings.append(.navigationBarVisibility(visibility))
            case .tabBar: tabBar = visibility
            case .bottomBar: break
            }
        }
        return modifier(_NavigationSettingModifier(settings: settings, tabBarVisibility: tabBar))
    }

    /// Hides the navigation bar for this view.
    @available(*, deprecated, renamed: "toolbar(_:for:)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_NavigationSettingModifier(settings: [.navigationBarVisibility(hidden ? .hidden : .visible)]))
    }

    /// Sets a fixed, preferred width for the column containing this view, when it is the
    /// content of a `NavigationSplitView` column.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_NavigationSettingModifier(settings: [.columnWidth(min: nil, ideal: width, max: nil)]))
    }

    /// Sets a flexible, preferred width for the column containing this view: the ideal
    /// width, limited by the minimum and maximum.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_NavigationSettingModifier(settings: [.columnWidth(min: min, ideal: ideal, max: max)]))
    }
}

/// The modifier behind the navigation bar settings: it registers its values with the
/// screen (and the tab view) the view is in, before its content registers its own.
public struct _NavigationSettingModifier: ViewModifier {
    public typealias Body = Never
    let settings: [NavigationSetting]
    var tabBarVisibility: Visibility?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let settingNode = node as? NavigationSettingNode ?? NavigationSettingNode()
        settingNode.register(modifier, environment: inputs.environment)
        settingNode.content = reconcileChild(content, settingNode.content, inputs)
        return settingNode
    }
}

/// The node of a navigation setting: transparent; it keeps its registration until it
/// unmounts.
final class NavigationSettingNode: PassThroughNode {
    private weak var screen: NavigationScreenContext?
    private weak var tabView: TabBarSettings?

    func register(_ modifier: _NavigationSettingModifier, environment: EnvironmentValues) {
        let owner = ObjectIdentifier(self)
        let newScreen = modifier.settings.isEmpty ? nil : environment.navigation.screen
        if newScreen !== screen { screen?.remove(owner: owner) }
        screen = newScreen
        for setting in modifier.settings { newScreen?.set(setting, owner: owner) }
        let newTabView = modifier.tabBarVisibility == nil ? nil : environment.tabBarSettings
        if newTabView !== tabView { tabView?.remove(owner: owner) }
        tabView = newTabView
        if let visibility = modifier.tabBarVisibility {
            newTabView?.set(visibility, owner: owner) { [weak self] in self?.units ?? [] }
        }
    }

    @MainActor override func unmount() {
        screen?.remove(owner: ObjectIdentifier(self))
        tabView?.remove(owner: ObjectIdentifier(self))
        super.unmount()
    }
}
