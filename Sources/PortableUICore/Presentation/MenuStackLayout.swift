import Foundation

/// The layout of an open menu's rows: items, section headers and separators.
///
/// 1. A separator at either end of the menu, or right after another separator, is
///    collapsed: neighbouring sections share one.
/// 2. The menu is as wide as proposed, or as its widest row when the width is unspecified
///    (a desktop menu); each row is proposed that width and takes its own height.
/// 3. Rows are stacked top to bottom in their order; when ``reversesAboveAnchor`` is set
///    and the menu sits above its anchor (it opened upwards), the sections come in reverse
///    order and so do the items within each, a section's header staying at its top, so that
///    the first items are closest to where the menu opened (`MenuOrder.priority`).
struct _MenuStackLayout: Layout, Equatable {
    /// The frame (window coordinates) the menu opened from.
    var anchor: CGRect = .null
    var reversesAboveAnchor = false

    static var _explicitGuidesComeFromSubviews: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = shownRows(subviews)
        let width = width(proposal: proposal, rows: rows, subviews: subviews)
        let height = rows.reduce(0) { $0 + subviews[$1].sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = shownRows(subviews)
        // Step 3
        let opensUpwards = reversesAboveAnchor && !anchor.isNull && bounds.maxY <= anchor.minY + 0.5
        let ordered = opensUpwards ? Self.priorityOrder(rows, subviews: subviews) : rows
        var y = bounds.minY
        for index in ordered {
            let height = subviews[index].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: height))
            y += height
        }
        let shown = Set(rows)
        for index in subviews.indices where !shown.contains(index) { subviews[index].collapse(at: bounds.origin) }
    }

    // Step 1
    private func shownRows(_ subviews: Subviews) -> [Int] {
        var rows: [Int] = []
        for index in subviews.indices {
            let isSeparator = subviews[index][_MenuRowKindKey.self] == .separator
            if isSeparator, rows.last.map({ subviews[$0][_MenuRowKindKey.self] == .separator }) ?? true { continue }
            rows.append(index)
        }
        if let last = rows.last, subviews[last][_MenuRowKindKey.self] == .separator { rows.removeLast() }
        return rows
    }

    // Step 2
    private func width(proposal: ProposedViewSize, rows: [Int], subviews: Subviews) -> CGFloat {
        if let width = proposal.width, width.isFinite { return Swift.max(width, 0) }
        return rows.reduce(0) { Swift.max($0, subviews[$1].sizeThatFits(.unspecified).width) }
    }

    /// The rows in priority order: sections (runs between separators) last to first, the
    /// items of each last to first after its header.
    static func priorityOrder(_ rows: [Int], subviews: Subviews) -> [Int] {
        var sections: [[Int]] = [[]]
        for row in rows {
            if subviews[row][_MenuRowKindKey.self] == .separator {
                sections.append([])
            } else {
                sections[sections.count - 1].append(row)
            }
        }
        let separators = rows.filter { subviews[$0][_MenuRowKindKey.self] == .separator }
        var ordered: [Int] = []
        for (offset, section) in sections.reversed().enumerated() {
            if offset > 0 { ordered.append(separators[separators.count - offset]) }
            let headers = section.filter { subviews[$0][_MenuRowKindKey.self] == .header }
            ordered += headers + section.filter { subviews[$0][_MenuRowKindKey.self] != .header }.reversed()
        }
        return ordered
    }
}
