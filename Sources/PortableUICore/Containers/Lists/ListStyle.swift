import Foundation

/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list
/// (on iOS: inset grouped).
public struct DefaultListStyle: ListStyle {
    public init() {}
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    public init() {}
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    public init() {}
}

/// The list style that describes the behavior and appearance of a sidebar list (here: as
/// inset grouped).
public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a list lays out its sections.
enum ListStyleKind: Hashable {
    /// Rows span the list; headers and footers are rows of their own; no gaps.
    case plain
    /// Like plain, with the rows inset by the margin on both sides.
    case inset
    /// Sections are separated by gaps, rows span the list on a card.
    case grouped
    /// Sections are rounded cards inset by the margin, separated by gaps.
    case insetGrouped

    init<S: ListStyle>(_ style: S) {
        switch style {
        case is PlainListStyle: self = .plain
        case is InsetListStyle: self = .inset
        case is GroupedListStyle: self = .grouped
        default: self = .insetGrouped
        }
    }

    /// Whether sections are separated by gaps and drawn on cards.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped }
}

/// The metrics of list layout [UNVERIFIED; docs/differences.md]: rows, separators, section
/// gaps and cards.
enum ListMetrics {
    /// The default insets of a row's content (`listRowInsets`).
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The insets of a plain list's header and footer content, and their minimum height.
    static let plainHeaderInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    static let plainHeaderMinimumHeight: CGFloat = 28
    /// Grouped styles: the gap above a section without a header (and below the last one).
    static let sectionGap: CGFloat = 35
    /// Grouped styles: the gap above a header, and between a header or footer and its card.
    static let headerTopGap: CGFloat = 17
    static let headerCardGap: CGFloat = 7
    /// The corner radius of inset grouped cards.
    static let cardCornerRadius: CGFloat = 10
    /// The separator's color (`UIColor.separator`).
    static let separatorColor = Color.separator
    /// The background behind grouped lists (`systemGroupedBackground`).
    static let groupedBackground = Color.systemGroupedBackground
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// The style of the lists below.
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The default minimum height of a row in a list.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

/// A row's own insets (`listRowInsets`).
struct ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// Whether a row hides its separator (`listRowSeparator(.hidden)`).
struct ListRowSeparatorHiddenKey: LayoutValueKey {
    static let defaultValue = false
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, ListStyleKind(style))
    }

    /// Applies an inset to the rows in a list (nil: the default insets).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }

    /// Sets the display mode for the separator associated with this specific row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorHiddenKey.self, value: visibility == .hidden && edges.contains(.bottom))
    }
}

extension VerticalEdge {
    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates an instance containing just `edge`.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}
