import Foundation

/// The layout of a columns form: its rows stacked on one column line, its sections set
/// apart.
///
/// 1. Each row is measured at its ideal size and its `HorizontalAlignment.formColumn` guide
///    read: a labeled row's guide is where its value begins, any other row's its leading
///    edge. The column line is the largest guide.
/// 2. Each row is offered its guide plus the width right of the line (the width offered less
///    the line; the ideal width without one), so that every value shares the value column,
///    and measured again (its height unconstrained). Each row is placed so its guide is on
///    the line; the form is as wide as the widest extent on either side of it.
/// 3. Rows are `rowSpacing` apart; a section gap (`_FormSectionGap`, which a section puts
///    before itself) makes the space between its neighbours `sectionSpacing` instead. Gaps
///    at the ends, or after another gap, take no space, so only sections that follow
///    other rows are set apart.
struct _ColumnsFormLayout: Layout {
    let rowSpacing: CGFloat
    let sectionSpacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (line, rows) = measuredRows(proposal, subviews)
        guard let last = rows.last else { return .zero }
        let trailing = rows.map { $0.dimensions.width - $0.guide }.max() ?? 0
        return CGSize(width: line + trailing, height: last.y + last.dimensions.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (line, rows) = measuredRows(proposal, subviews)
        var placed = Set<Int>()
        for row in rows {
            placed.insert(row.index)
            subviews[row.index].place(
                at: CGPoint(x: bounds.minX + line - row.guide, y: bounds.minY + row.y), proposal: row.proposal)
        }
        // Step 3: collapsed gaps are placed empty, at the form's origin.
        for index in subviews.indices where !placed.contains(index) {
            subviews[index].place(at: bounds.origin, proposal: .zero)
        }
    }

    /// A row that takes space: its subview, proposal, dimensions, guide and top.
    private struct Row {
        let index: Int
        let proposal: ProposedViewSize
        let dimensions: ViewDimensions
        let guide: CGFloat
        let y: CGFloat
    }

    /// Steps 1 to 3: the column line and the rows that take space, top to bottom.
    private func measuredRows(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (CGFloat, [Row]) {
        // Step 1
        let rowIndices = subviews.indices.filter { !subviews[$0][_FormSectionGap.self] }
        let idealGuides = rowIndices.map { subviews[$0].dimensions(in: .unspecified)[.formColumn] }
        let line = max(idealGuides.max() ?? 0, 0)
        let valueWidth = proposal.width.map { max($0 - line, 0) }
        // Steps 2 and 3
        var rows: [Row] = []
        var gapPending = false
        var next = rowIndices.startIndex
        for index in subviews.indices {
            guard next < rowIndices.endIndex, rowIndices[next] == index else {
                gapPending = !rows.isEmpty
                continue
            }
            let rowProposal = ProposedViewSize(width: valueWidth.map { $0 + max(idealGuides[next], 0) }, height: nil)
            next += 1
            let dimensions = subviews[index].dimensions(in: rowProposal)
            let y = rows.last.map { $0.y + $0.dimensions.height + (gapPending ? sectionSpacing : rowSpacing) } ?? 0
            rows.append(Row(index: index, proposal: rowProposal, dimensions: dimensions, guide: dimensions[.formColumn], y: y))
            gapPending = false
        }
        return (line, rows)
    }
}

/// Marks the space a section of a columns form puts before itself.
struct _FormSectionGap: LayoutValueKey {
    static let defaultValue = false
}
