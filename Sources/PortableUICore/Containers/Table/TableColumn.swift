import Foundation

/// A column that displays a view for each row in a table.
///
/// A column has a label (its header), a content view built for each row's value, and,
/// when made with a `value:` key path or a comparator, a sort comparator that a click on its
/// header puts first in the table's sort order.
///
/// ```swift
/// TableColumn("Given name", value: \.givenName)
/// TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    private let spec: _TableColumnSpec<RowValue, Sort>

    init(spec: _TableColumnSpec<RowValue, Sort>) {
        self.spec = spec
    }

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        spec = _TableColumnSpec(
            label: AnyView(label), cell: { AnyView(content($0)) }, width: TableColumnWidth(), comparator: comparator)
    }

    public var tableColumnBody: Never { return fatalError("TableColumn has no body") }

    public func _tableColumns() -> [_TableColumnSpec<RowValue, Sort>] { [spec] }

    /// The same column in a table sorted by `Other` comparators (it does not sort).
    func unsortable<Other: SortComparator>(as other: Other.Type) -> TableColumn<RowValue, Other, Content, Label> {
        TableColumn<RowValue, Other, Content, Label>(spec: spec.unsortable(as: other))
    }

    /// Creates a fixed width table column that isn't user resizable.
    ///
    /// A `nil` width keeps the column's default (flexible) width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var columnWidth = spec.width
        columnWidth.fixed = width
        return withWidth(columnWidth)
    }

    /// Creates a resizable table column with the provided constraints.
    ///
    /// The column takes a share of the width the fixed columns leave, kept between `min`
    /// and `max`; `ideal` is its width where the table's width is not known.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        withWidth(TableColumnWidth(fixed: nil, min: min, ideal: ideal, max: max))
    }

    private func withWidth(_ width: TableColumnWidth) -> TableColumn {
        var column = spec
        column.width = width
        return TableColumn(spec: column)
    }
}

// MARK: - Unsortable columns with a content closure

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column with a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// Creates an unsortable column with a text label.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// Creates an unsortable column that shows a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that shows a string property of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates an unsortable column that shows a string property of each row.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }
}

// MARK: - Sortable columns

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// Creates a sortable column that shows a string property of each row and sorts by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value))) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that shows a string property of each row and sorts by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value))) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that shows a string property of each row and sorts by it.
    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: KeyPathComparator(sendable(value))) { Text(verbatim: $0[keyPath: value]) }
    }

    /// Creates a sortable column that shows a string property, sorted with `comparator`.
    public init(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }

    /// Creates a sortable column that shows a string property, sorted with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text(verbatim: $0[keyPath: value])
        }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column for a comparable property of each row.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// Creates a sortable column for a comparable property of each row.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// Creates a sortable column for a comparable property of each row.
    public init<V: Comparable>(
        _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// Creates a sortable column for a property of each row, sorted with `comparator`.
    public init<V, C: SortComparator>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
        @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// Creates a sortable column for a property of each row, sorted with `comparator`.
    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where C.Compared == V {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }
}

extension TableColumn where Label == Text {
    /// Creates a sortable column that sorts with the given comparator.
    public init(
        _ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    /// Creates a sortable column that sorts with the given comparator.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

extension TableColumn where Sort == Never {
    /// Creates an unsortable column with a label view.
    public init(@ViewBuilder content: @escaping (RowValue) -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), comparator: nil, content: content)
    }
}

/// The width constraints of a table column (see ``TableColumnLayout``).
struct TableColumnWidth: Equatable {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// `path` as Foundation's `KeyPathComparator` takes it, `Sendable`. (SwiftUI's columns take
/// plain key paths; key paths are immutable, and the literals apps write are sendable.)
private func sendable<Root, Value>(_ path: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(path, to: (KeyPath<Root, Value> & Sendable).self)
}
