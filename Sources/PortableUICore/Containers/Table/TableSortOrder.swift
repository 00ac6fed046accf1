import Foundation

/// What a click on a sortable column's header does to a table's sort order, and which
/// indicator the header shows.
///
/// A click on the column that sorts first reverses its order; a click on another column
/// moves its comparator to the front (with the order it was made with), keeping the others
/// after it as secondary orders. Comparators are matched by everything but their order.
enum TableSortOrder {
    static func clicked<Sort: SortComparator>(_ sortOrder: [Sort], column: Sort) -> [Sort] {
        if let first = sortOrder.first, matches(first, column) {
            var reversed = first
            reversed.order = first.order == .forward ? .reverse : .forward
            return [reversed] + sortOrder.dropFirst()
        }
        return [column] + sortOrder.filter { !matches($0, column) }
    }

    /// The order shown on the column's header: the first comparator's, when it is this column's.
    static func indicator<Sort: SortComparator>(_ sortOrder: [Sort], column: Sort) -> SortOrder? {
        guard let first = sortOrder.first, matches(first, column) else { return nil }
        return first.order
    }

    private static func matches<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
        var lhs = lhs, rhs = rhs
        lhs.order = .forward
        rhs.order = .forward
        return lhs == rhs
    }
}

/// A table's sort order binding with its comparator type erased, for the header.
struct TableSorting {
    let indicator: (Any) -> SortOrder?
    let click: (Any) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        indicator = { column in (column as? Sort).flatMap { TableSortOrder.indicator(binding.wrappedValue, column: $0) } }
        click = { column in
            guard let column = column as? Sort else { return }
            binding.wrappedValue = TableSortOrder.clicked(binding.wrappedValue, column: column)
        }
    }
}
