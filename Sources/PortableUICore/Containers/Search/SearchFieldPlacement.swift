import Foundation

/// The placement of a search field in a view hierarchy.
///
/// In a navigation stack or split view column, a phone or an iPad shows the field in the
/// navigation bar's drawer, under the title; a desktop window shows it at the trailing end
/// of the toolbar, or at the top of a split view's sidebar for `sidebar` (see
/// `position(idiom:inNavigation:inSidebar:)`). Outside a navigation container the field
/// sits at the top of the searchable view.
public struct SearchFieldPlacement: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case automatic, toolbar, sidebar, navigationBarDrawer, toolbarPrincipal
    }

    /// Where a searchable view puts its field.
    enum Position: Equatable {
        /// In the navigation bar, in the drawer row under the titles.
        case drawer
        /// At the trailing end of the navigation bar or toolbar.
        case trailing
        /// In the principal (centre) section of the bar.
        case principal
        /// At the top of the searchable view (no navigation bar to hold it).
        case inset
        /// A header at the top of a desktop's sidebar column, under the toolbar.
        case sidebarHeader
    }

    let kind: Kind
    /// Whether a field in the navigation bar's drawer hides as the content scrolls up.
    private(set) var drawerDisplayMode = NavigationBarDrawerDisplayMode.automatic

    /// The way the navigation bar drawer shows the search field.
    public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
        private let kind: Int
        /// Display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(kind: 0)
        /// Enable hiding the search field in response to scroll activity.
        public static let automatic = NavigationBarDrawerDisplayMode(kind: 1)
    }

    /// SwiftUI places the search field automatically.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    /// The search field appears in the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    /// The search field appears in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// The search field appears in the navigation bar, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
    /// The search field appears in the principal section of the toolbar.
    public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)

    /// The search field appears in the navigation bar, with the given display mode:
    /// `.automatic` hides the field as the screen's content scrolls up (and shows it again
    /// when the content is pulled back down), `.always` keeps it (see NavigationBarCollapse).
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        var placement = SearchFieldPlacement(kind: .navigationBarDrawer)
        placement.drawerDisplayMode = displayMode
        return placement
    }

    /// Whether the field, in a navigation bar's drawer, hides as the content scrolls up
    /// (every placement but `navigationBarDrawer(displayMode: .always)`, as in SwiftUI).
    var hidesDrawerOnScroll: Bool { drawerDisplayMode == .automatic }

    /// Where the field goes on a device of `idiom`, on a navigation screen or not, in a
    /// split view's sidebar column or not.
    ///
    /// 1. Without a navigation bar, the field is at the top of the searchable view.
    /// 2. `toolbarPrincipal` takes the bar's principal section.
    /// 3. `sidebar` in a sidebar column on a desktop is a header at the top of the sidebar
    ///    ("a sticky header in the sidebar, attached to the toolbar", Apple's documentation
    ///    of `sidebar`); elsewhere it is `automatic`, as the documentation says (on an iPad,
    ///    the sidebar column's own bar holds it, in the drawer).
    /// 4. A desktop puts every other placement but `navigationBarDrawer` at the trailing end
    ///    of the toolbar; an iPad does so for `toolbar`.
    /// 5. Everything else goes to the navigation bar's drawer, under the title (iPhone).
    func position(idiom: DeviceProfile.Idiom, inNavigation: Bool, inSidebar: Bool) -> Position {
        // Step 1
        guard inNavigation else { return .inset }
        switch (kind, idiom) {
        // Step 2
        case (.toolbarPrincipal, _): return .principal
        // Step 3
        case (.sidebar, .desktop) where inSidebar: return .sidebarHeader
        // Step 4
        case (.navigationBarDrawer, _): return .drawer
        case (_, .desktop), (.toolbar, .pad): return .trailing
        // Step 5
        default: return .drawer
        }
    }
}
