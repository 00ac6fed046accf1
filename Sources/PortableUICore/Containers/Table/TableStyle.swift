import Foundation

/// A type that applies a custom appearance to all tables within a view.
///
/// The built-in styles are ``automatic``, ``inset`` and ``bordered`` (with or without
/// alternating row backgrounds); a table draws itself from its style's kind (see
/// ``TableStyleKind``), and `makeBody(configuration:)` of a built-in style returns the table.
public protocol TableStyle {
    /// A view that represents the body of a table.
    associatedtype Body: View
    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration

    /// Creates a view that represents the body of a table.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a table.
public struct TableStyleConfiguration {
    let table: AnyView
}

/// The default table style in the current context: inset, with alternating row backgrounds
/// in a desktop window.
public struct AutomaticTableStyle: TableStyle {
    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// The table style that describes the behavior and appearance of a table with its content
/// and selection inset from the table edges.
public struct InsetTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool

    /// Creates a default inset table style, with alternating row backgrounds.
    public init() {
        alternatesRowBackgrounds = true
    }

    /// Creates an inset table style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }

    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

/// The table style that describes the behavior and appearance of a table with standard
/// border: a line around the table and between its columns.
public struct BorderedTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool

    /// Creates a default bordered table style, with alternating row backgrounds.
    public init() {
        alternatesRowBackgrounds = true
    }

    /// Creates a bordered table style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }

    public func makeBody(configuration: Configuration) -> some View { configuration.table }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its
    /// content and selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// An inset table style with optional alternating row backgrounds.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// The table style that describes the behavior and appearance of a table with standard
    /// border.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// A bordered table style with optional alternating row backgrounds.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

/// How a table draws its rows, from its style.
struct TableStyleKind: Equatable {
    /// Rows and the header are inset from the table's edges by ``TableMetrics/inset``.
    var isInset: Bool
    /// A line around the table and between columns.
    var isBordered: Bool
    /// Every other row on ``TableMetrics/alternateRowBackground``; `nil`: only on a desktop.
    var alternatesRowBackgrounds: Bool?

    static let automatic = TableStyleKind(isInset: true, isBordered: false, alternatesRowBackgrounds: nil)

    init(isInset: Bool, isBordered: Bool, alternatesRowBackgrounds: Bool?) {
        self.isInset = isInset
        self.isBordered = isBordered
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }

    init<S: TableStyle>(_ style: S) {
        switch style {
        case let inset as InsetTableStyle:
            self.init(isInset: true, isBordered: false, alternatesRowBackgrounds: inset.alternatesRowBackgrounds)
        case let bordered as BorderedTableStyle:
            self.init(isInset: false, isBordered: true, alternatesRowBackgrounds: bordered.alternatesRowBackgrounds)
        default:
            self = .automatic
        }
    }
}

/// A table's style with its type erased: its kind and its `makeBody(configuration:)`.
struct AnyTableStyle {
    let kind: TableStyleKind
    let makeBody: (TableStyleConfiguration) -> AnyView

    static var automatic: AnyTableStyle { AnyTableStyle(AutomaticTableStyle()) }

    init<S: TableStyle>(_ style: S) {
        kind = TableStyleKind(style)
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct TableStyleKey: EnvironmentKey {
    static var defaultValue: AnyTableStyle { .automatic }
}

extension EnvironmentValues {
    var tableStyle: AnyTableStyle {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for tables within this view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyle, AnyTableStyle(style))
    }
}
