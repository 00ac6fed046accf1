import Foundation

/// The layout of one table row (or its header): each subview is a column's cell, placed
/// side by side at the widths ``widths(of:available:)`` gives, as tall as the tallest cell
/// (each cell is offered the row's proposed height).
///
/// Column widths, in steps:
/// 1. A column with a fixed `width(_:)` gets that width.
/// 2. The width the fixed columns leave is shared equally by the other columns.
/// 3. A column whose share is below its `min` or above its `max` gets that bound instead, and
///    the rest is shared again among the columns left, until every share fits its bounds.
/// 4. Without a known width (an unspecified proposal), a column is its `ideal`, else its
///    `min`, else ``defaultWidth``.
/// No width is negative; the columns may be wider together than the table (they are then
/// clipped by the table), as a table's minimum widths are in SwiftUI.
struct TableColumnLayout: Layout {
    let columns: [TableColumnWidth]

    /// The width of a flexible column where the table's width is unknown [UNVERIFIED].
    static let defaultWidth: CGFloat = 100

    static func widths(of columns: [TableColumnWidth], available: CGFloat?) -> [CGFloat] {
        guard let available, available.isFinite else {
            return columns.map { nonNegative($0.fixed ?? $0.ideal ?? $0.min ?? defaultWidth) }
        }
        var widths = columns.map { $0.fixed.map(nonNegative) }
        // Step 1, 2
        var remaining = nonNegative(available) - widths.reduce(0) { $0 + ($1 ?? 0) }
        var open = columns.indices.filter { widths[$0] == nil }
        // Step 3
        while !open.isEmpty {
            let share = Swift.max(0, remaining) / CGFloat(open.count)
            let bounded = open.filter { index in
                let width = columns[index]
                return share < (width.min ?? 0) || share > (width.max ?? .infinity)
            }
            if bounded.isEmpty {
                for index in open { widths[index] = share }
                break
            }
            for index in bounded {
                let width = columns[index]
                let value = nonNegative(share < (width.min ?? 0) ? width.min! : width.max!)
                widths[index] = value
                remaining -= value
            }
            open.removeAll { bounded.contains($0) }
        }
        return widths.map { $0 ?? 0 }
    }

    private static func nonNegative(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(0, value) : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = Self.widths(of: columns, available: proposal.width)
        var height: CGFloat = 0
        for (subview, width) in zip(subviews, widths) {
            height = Swift.max(height, subview.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).height)
        }
        return CGSize(width: proposal.width.map(Self.nonNegative) ?? widths.reduce(0, +), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = Self.widths(of: columns, available: bounds.width)
        var x = bounds.minX
        for (subview, width) in zip(subviews, widths) {
            subview.place(
                at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}
