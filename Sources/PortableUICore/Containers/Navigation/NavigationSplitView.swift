import Foundation

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Value: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let value: Value

    /// Use the default leading column visibility for the current device (landscape: all
    /// columns of a two-column view, content and detail of a three-column one; portrait:
    /// the detail only).
    public static let automatic = NavigationSplitViewVisibility(value: .automatic)
    /// Show all the columns of a three-column navigation split view.
    public static let all = NavigationSplitViewVisibility(value: .all)
    /// Show the content column and detail area of a three-column navigation split view, or
    /// the sidebar column and detail area of a two-column navigation split view.
    public static let doubleColumn = NavigationSplitViewVisibility(value: .doubleColumn)
    /// Hide the leading two columns of a three-column navigation split view, so that the
    /// detail area shows.
    public static let detailOnly = NavigationSplitViewVisibility(value: .detailOnly)
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let index: Int

    public static let sidebar = NavigationSplitViewColumn(index: 0)
    public static let content = NavigationSplitViewColumn(index: 1)
    public static let detail = NavigationSplitViewColumn(index: 2)
}

/// A type that specifies the appearance and interaction of navigation split views.
public protocol NavigationSplitViewStyle {}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns (they are drawn over it).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

/// A navigation split style that resolves its appearance automatically (here: balanced).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

private struct ProminentDetailKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether navigation split views draw their leading columns over the detail.
    var splitViewKeepsDetailWidth: Bool {
        get { self[ProminentDetailKey.self] }
        set { self[ProminentDetailKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for navigation split views within this view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.splitViewKeepsDetailWidth, style is ProminentDetailNavigationSplitViewStyle)
    }
}

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// In a regular-width window the visible columns are side by side (see
/// `_NavigationSplitViewLayout`): sidebar and content columns 320 wide unless their views
/// set `navigationSplitViewColumnWidth`, the detail taking the rest. In a compact-width
/// window (a phone) one column shows at a time, like a navigation stack: the sidebar first
/// (or the preferred compact column), the next column once a link presents into it, the
/// previous one after `dismiss`. Each column has its own navigation bar, unless its content
/// is a `NavigationStack`, which then uses the column's bar. A link in a column presents
/// its destination in the next column, replacing what it showed. For
/// `containerRelativeFrame`, a column offers its area below its bar, inside the safe area.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    @State private var storage = NavigationSplitStorage()
    @State private var internalVisibility = NavigationSplitViewVisibility.automatic
    private let columnVisibility: Binding<NavigationSplitViewVisibility>?
    private let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail

    /// Creates a three-column navigation split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        columnVisibility = nil
        preferredCompactColumn = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        columnVisibility = nil
        preferredCompactColumn = nil
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.columnVisibility = columnVisibility
        preferredCompactColumn = nil
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    /// Creates a two-column navigation split view that shows `preferredCompactColumn` first
    /// in a compact-width window.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        columnVisibility = nil
        self.preferredCompactColumn = preferredCompactColumn
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
    }

    public var body: some View {
        _NavigationSplitViewContainer(
            viewType: Self.self, sidebar: sidebar, content: content, detail: detail,
            visibility: columnVisibility?.wrappedValue ?? internalVisibility,
            preferredCompactColumn: preferredCompactColumn?.wrappedValue.index ?? 0, storage: $storage)
    }
}

/// What links presented in a split view's columns.
struct NavigationSplitStorage: Equatable {
    /// For each column index, the presentation replacing its content.
    var presented: [Int: SplitPresentation] = [:]
    /// The column shown in a compact-width window, once a link or `dismiss` chose one.
    var compactColumn: Int?
    var nextID = 0
}

/// A destination shown in a split view column: a value or a pushed view (by id).
struct SplitPresentation: Equatable {
    var id: Int
    var value: AnyHashable?
}

/// The primitive view a `NavigationSplitView`'s body produces.
struct _NavigationSplitViewContainer<Sidebar: View, Content: View, Detail: View>: View {
    typealias Body = Never
    let viewType: Any.Type
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let preferredCompactColumn: Int
    let storage: Binding<NavigationSplitStorage>

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let split = node as? NavigationSplitViewNode ?? NavigationSplitViewNode(viewType: view.viewType)
        split.update(view, inputs: inputs)
        return split
    }
}
