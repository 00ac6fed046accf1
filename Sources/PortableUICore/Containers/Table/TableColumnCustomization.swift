import Foundation

/// A representation of the state of the columns in a table.
///
/// It holds the visibility a user or the app chose for columns identified by
/// `customizationID(_:)`, their order and the widths the user dragged them to. A table bound
/// to it shows its columns in that order (columns the order does not name keep their places),
/// leaves out the hidden ones and gives a resized column its width; a column's
/// `defaultVisibility(_:)` applies while the customization says `.automatic`. On a desktop
/// the header's context menu shows and hides the columns (those without `.visibility` in
/// their `disabledCustomizationBehavior(_:)`), dragging a header moves its column and
/// dragging a header's trailing edge resizes it (see `_TableHeader`).
///
/// It is `Codable`: `@AppStorage` and `@SceneStorage` keep it as JSON data, so a
/// customization bound to `@AppStorage` is there in the next process.
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    private var visibilities: [String: Visibility] = [:]
    private var order: [String] = []
    private var widths: [String: CGFloat] = [:]

    /// Creates an empty table column customization: columns are ordered as the table's
    /// column builder describes them.
    public init() {}

    /// The visibility of the column identified by its identifier; `.automatic` when the ID
    /// isn't associated with the state.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Resets the column order back to the default, preserving the customized visibility and
    /// size.
    public mutating func resetOrder() {
        order = []
    }

    /// Resets the visibility of all columns to their default visibility, preserving the
    /// customized order and size.
    public mutating func resetVisibility() {
        visibilities = [:]
    }

    /// The width the user gave the column identified by `id`, if any.
    func width(of id: String) -> CGFloat? {
        widths[id]
    }

    /// Keeps the width the user dragged the column identified by `id` to (a width that is not
    /// finite or is negative is not kept).
    mutating func setWidth(_ width: CGFloat, of id: String) {
        guard width.isFinite, width >= 0 else { return }
        widths[id] = width
    }

    /// Puts the columns identified by `ids` in that order, ahead of the columns the order
    /// named before and `ids` does not (hidden ones), which keep their order among themselves.
    mutating func setOrder(_ ids: [String]) {
        let named = Set(ids)
        order = ids + order.filter { !named.contains($0) }
    }

    /// The columns a table shows: in the customized order, without the hidden ones.
    func arranged<Sort>(_ columns: [_TableColumnSpec<RowValue, Sort>]) -> [_TableColumnSpec<RowValue, Sort>] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = columns.indices.filter { columns[$0].customizationID.flatMap { rank[$0] } != nil }
        let reordered = ordered.sorted { rank[columns[$0].customizationID ?? ""] ?? 0 < rank[columns[$1].customizationID ?? ""] ?? 0 }
        var result = columns
        for (slot, source) in zip(ordered, reordered) { result[slot] = columns[source] }
        return result.filter(isVisible)
    }

    /// Whether `column` shows: its customized visibility, or its default one.
    func isVisible<Sort>(_ column: _TableColumnSpec<RowValue, Sort>) -> Bool {
        let chosen = column.customizationID.map { self[visibility: $0] } ?? .automatic
        return (chosen == .automatic ? column.defaultVisibility : chosen) != .hidden
    }

    // Coding: {"visibility": {"id": "hidden" | "visible"}, "order": ["id", …],
    // "width": {"id": points}}; unknown visibility names and negative widths are skipped, so
    // a damaged value loses only what is damaged.
    private enum CodingKeys: String, CodingKey {
        case visibility, order, width
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decodeIfPresent([String: String].self, forKey: .visibility) ?? [:]
        visibilities = names.compactMapValues { name in name == "hidden" ? .hidden : name == "visible" ? .visible : nil }
        order = try container.decodeIfPresent([String].self, forKey: .order) ?? []
        let stored = (try? container.decodeIfPresent([String: Double].self, forKey: .width)) ?? [:]
        widths = stored.compactMapValues { $0.isFinite && $0 >= 0 ? CGFloat($0) : nil }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { $0 == .hidden ? "hidden" : "visible" }, forKey: .visibility)
        try container.encode(order, forKey: .order)
        try container.encode(widths.mapValues { Double($0) }, forKey: .width)
    }
}

/// A set of customization behaviors of a column that a table can offer to a user.
///
/// Used with `disabledCustomizationBehavior(_:)`; as on iOS it changes nothing on a phone.
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Creates an empty customization behavior, representing no customization.
    public init() { rawValue = 0 }

    /// A behavior that allows the column to be reordered by the user.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 1 << 0)
    /// A behavior that allows the column to be resized by the user.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 1 << 1)
    /// A behavior that allows the column to be hidden or revealed by the user.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 1 << 2)
    /// All customization behaviors.
    public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
}
