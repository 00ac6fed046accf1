import Foundation

/// A row's background (`listRowBackground(_:)`), drawn behind its content over the row's area.
struct ListRowBackgroundKey: LayoutValueKey {
    static let defaultValue: AnyView? = nil
}

/// A row's separator color (`listRowSeparatorTint(_:edges:)`).
struct ListRowSeparatorTintKey: LayoutValueKey {
    static let defaultValue: Color? = nil
}

/// A row's badge (`badge(_:)`), shown at the row's trailing edge.
struct ListRowBadgeKey: LayoutValueKey {
    static let defaultValue: Text? = nil
}

/// The tint effect of a list item (`listItemTint(_:)`).
public struct ListItemTint: Sendable {
    let color: Color?

    /// An explicit tint color that's used regardless of the system accent color.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// An explicit tint color that the system can override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(color: .gray)
}

/// The visual prominence of a section header.
public enum Prominence: Hashable, Sendable {
    /// The standard level of prominence.
    case standard
    /// An increased level of prominence.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static let defaultValue = Prominence.standard
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The prominence to apply to section headers within a view.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether lists and other scrollable views draw their background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Places a custom background view behind a list row item.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        layoutValue(key: ListRowBackgroundKey.self, value: view.map { AnyView($0) })
    }

    /// Sets the tint color associated with a row (its separator's color; here the separator
    /// below the row, so `edges` must include the bottom edge).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorTintKey.self, value: edges.contains(.bottom) ? color : nil)
    }

    /// Sets a fixed tint color for content in a list: the row's `tint`.
    public func listItemTint(_ tint: Color?) -> some View {
        self.tint(tint)
    }

    /// Sets the tint effect for content in a list: the row's `tint`.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }

    /// Sets the header prominence for this view: `.increased` headers of the grouped lists
    /// below are title-3 sized and bold, not uppercased nor secondary. Applied to a `Section`
    /// it sets that section's header only.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Specifies the visibility of the background for scrollable views within this view:
    /// `.hidden` removes a list's background (the grouped gray or plain white).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Generates a badge for the view from an integer value; zero shows none. In a list row
    /// the badge is the row's trailing text, in the secondary color.
    public func badge(_ count: Int) -> some View {
        layoutValue(key: ListRowBadgeKey.self, value: count == 0 ? nil : Text("\(count)"))
    }

    /// Generates a badge for the view from a text view.
    public func badge(_ label: Text?) -> some View {
        layoutValue(key: ListRowBadgeKey.self, value: label)
    }

    /// Generates a badge for the view from a localized string key.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        layoutValue(key: ListRowBadgeKey.self, value: key.map { Text($0) })
    }

    /// Generates a badge for the view from a string.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        layoutValue(key: ListRowBadgeKey.self, value: label.map { Text($0) })
    }
}
