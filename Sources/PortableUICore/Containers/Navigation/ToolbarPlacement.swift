import Foundation

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where an item goes on the navigation bar.
    enum Slot: Hashable, Sendable {
        case leading, principal, trailing
        /// A search field on the trailing end of the bar, after the trailing items.
        case searchField
        /// A row across the bar below its titles (a search field's navigation bar drawer).
        case drawer
        /// Not shown: bottom bars, status areas and keyboard bars are not built yet.
        case unsupported
    }

    let name: String
    let slot: Slot

    private init(_ name: String, _ slot: Slot) {
        self.name = name
        self.slot = slot
    }

    /// The system places the item automatically (on iOS: the trailing edge of the
    /// navigation bar).
    public static let automatic = ToolbarItemPlacement("automatic", .trailing)
    /// The item is placed in the principal item section (the centre of the navigation bar,
    /// instead of the title).
    public static let principal = ToolbarItemPlacement("principal", .principal)
    /// The item represents a navigation action (the leading edge).
    public static let navigation = ToolbarItemPlacement("navigation", .leading)
    /// The item represents a primary action (the trailing edge).
    public static let primaryAction = ToolbarItemPlacement("primaryAction", .trailing)
    /// The item represents a secondary action (the trailing edge).
    public static let secondaryAction = ToolbarItemPlacement("secondaryAction", .trailing)
    /// The item represents a change in status (a bottom bar; not shown yet).
    public static let status = ToolbarItemPlacement("status", .unsupported)
    /// The item represents a confirmation action for a modal interface (the trailing edge).
    public static let confirmationAction = ToolbarItemPlacement("confirmationAction", .trailing)
    /// The item represents a cancellation action for a modal interface (the leading edge).
    public static let cancellationAction = ToolbarItemPlacement("cancellationAction", .leading)
    /// The item represents a destructive action for a modal interface (the trailing edge).
    public static let destructiveAction = ToolbarItemPlacement("destructiveAction", .trailing)
    /// The item is placed in the keyboard section (not shown yet).
    public static let keyboard = ToolbarItemPlacement("keyboard", .unsupported)
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement("topBarLeading", .leading)
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement("topBarTrailing", .trailing)
    /// Places the item in the bottom toolbar (not shown yet).
    public static let bottomBar = ToolbarItemPlacement("bottomBar", .unsupported)
    /// A search field on the trailing end of the bar (`searchable` on a desktop).
    static let searchField = ToolbarItemPlacement("searchField", .searchField)
    /// A search field in the drawer row under the bar's titles (`searchable` on a phone).
    static let searchDrawer = ToolbarItemPlacement("searchDrawer", .drawer)
    /// A search field in the drawer that hides as the screen's content scrolls up
    /// (`navigationBarDrawer(displayMode: .automatic)`, see NavigationBarCollapse).
    static let searchDrawerHidingOnScroll = ToolbarItemPlacement("searchDrawerHidingOnScroll", .drawer)
    /// Places the item in the leading edge of the navigation bar.
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement("navigationBarLeading", .leading)
    /// Places the item in the trailing edge of the navigation bar.
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement("navigationBarTrailing", .trailing)
}

/// The placement of a toolbar (a bar whose visibility `toolbar(_:for:)` sets).
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// The primary toolbar (the navigation bar on iOS).
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}
