import Foundation

/// The layout of a list's lines inside its scroll view. Subviews: the cards of the sections
/// in view, the views of the realized lines, one separator per row view, the section
/// separators.
///
/// 1. The list is as wide as proposed and as tall as its lines: measured lines count their
///    length, the others their estimate (the mean measured row for rows; see `ListPlan` for
///    headers, footers and the last line).
/// 2. Grouped styles: a section's header line is a gap (35, or 17 above a header), the
///    header's views and a 7-point gap; its footer line a 7-point gap and the footer's views;
///    the last line is a 35-point gap. An inset grouped card is inset by the margin (16 on
///    phones narrower than 414 points, else 20) on both sides. Plain styles: header and
///    footer views are rows of their own (insets 6/20, at least 28 tall), no gaps.
/// 3. Each view of a row line is a row: its content is proposed the card's width minus its
///    insets (11/20 by default, `listRowInsets`; the leading one grows by the row's
///    disclosure indentation) and an unspecified height; the row is as
///    tall as its content plus the vertical insets, at least `defaultMinListRowHeight` (44);
///    the content is centred in it.
/// 4. Each row but the last of its section has a separator along its bottom edge, one pixel
///    thick, from the row's leading inset to the card's trailing edge, unless the row hides it.
/// 5. Headers and footers are placed at the rows' leading inset, proposed the same width.
/// 6. Grouped styles draw a card behind each section's rows, from its first realized row to
///    its last: a section longer than the view is cut where the realized rows end, in the
///    margin beyond the visible area.
/// 7. Plain styles pin the header of the section at the top of the view there, over the
///    list's background color, until the end of its section pushes it up.
/// 8. Lines are realized, measured and kept in place when estimates are corrected as in a
///    lazy stack (`_LazyStackLayout`, steps 2–4).
/// 9. Plain and inset styles draw section separators one pixel thick across the card's
///    width (the whole list in plain style), inside the first row's top edge and the last
///    row's bottom edge (see `LazyListModel.sectionSeparators(ofLine:units:)`).
struct _LazyListLayout: Layout {
    let style: ListStyleKind
    let separatorThickness: CGFloat
    let minimumRowHeight: CGFloat
    let state: LazyStackState

    static var _explicitGuidesComeFromSubviews: Bool { true }

    /// Where a line's views and separators go, relative to the line's top-leading corner.
    private struct ArrangedLine {
        var length: CGFloat = 0
        var frames: [CGRect] = []
        var proposals: [ProposedViewSize] = []
        /// One per view of a row line; nil where the separator is hidden.
        var separators: [CGRect?] = []
        /// A row line's section separators (see `LazyListModel.sectionSeparators`).
        var sectionSeparators: [CGRect] = []
        /// A row line's whole area (the card's width), before its swipe offset.
        var rowRect: CGRect?
        /// A row line's swipe offset.
        var swipeOffset: CGFloat = 0
    }

    private var margin: CGFloat {
        style == .insetGrouped || style == .inset ? BarMetrics.current(safeArea: .infinite).margin : 0
    }

    private var plan: ListPlan? { state.list?.plan }

    // Steps 2-5
    private func arrange(_ line: Int, units: [LayoutNode], width: CGFloat) -> ArrangedLine {
        var arranged = ArrangedLine()
        guard let plan else { return arranged }
        let cardX = margin
        let cardWidth = Swift.max(width - 2 * margin, 0)
        var y: CGFloat = 0
        func place(_ frame: CGRect, _ proposal: ProposedViewSize) {
            arranged.frames.append(frame)
            arranged.proposals.append(proposal)
        }
        // Step 5: header or footer views.
        func placeLabels() {
            let insets = style.isGrouped
                ? EdgeInsets(top: 0, leading: ListMetrics.rowInsets.leading, bottom: 0, trailing: ListMetrics.rowInsets.trailing)
                : ListMetrics.plainHeaderInsets
            let proposal = ProposedViewSize(width: Swift.max(cardWidth - insets.leading - insets.trailing, 0), height: nil)
            for unit in units {
                let size = unit.sizeThatFits(proposal)
                let height = style.isGrouped
                    ? size.height : Swift.max(size.height + insets.top + insets.bottom, ListMetrics.plainHeaderMinimumHeight)
                place(CGRect(x: cardX + insets.leading, y: y + (height - size.height) / 2, width: size.width, height: size.height), proposal)
                y += height
            }
        }
        switch plan.kind(ofLine: line) {
        case .header:
            // Step 2
            if style.isGrouped {
                y += units.isEmpty ? ListMetrics.sectionGap : ListMetrics.headerTopGap
                placeLabels()
                if !units.isEmpty { y += ListMetrics.headerCardGap }
            } else {
                placeLabels()
            }
        case .footer:
            if style.isGrouped && !units.isEmpty { y += ListMetrics.headerCardGap }
            placeLabels()
        case .end:
            y = style.isGrouped ? ListMetrics.sectionGap : 0
        case .row(let block):
            // Steps 3-4
            let isLastLine = line == plan.blocks[block].footerLine - 1
            let edit = editingShifts(ofLine: line)
            arranged.swipeOffset = edit.swipe
            for (position, unit) in units.enumerated() {
                var insets = unit.traits.value(ListRowInsetsKey.self) ?? ListMetrics.rowInsets
                insets.leading += unit.traits.value(ListRowIndentationKey.self)
                let contentWidth = cardWidth - insets.leading - insets.trailing - edit.leading - edit.trailing
                let proposal = ProposedViewSize(width: Swift.max(contentWidth, 0), height: nil)
                let size = unit.sizeThatFits(proposal)
                let height = Swift.max(size.height + insets.top + insets.bottom, minimumRowHeight)
                let contentY = y + insets.top + Swift.max((height - insets.top - insets.bottom - size.height) / 2, 0)
                let contentX = cardX + insets.leading + edit.leading + edit.swipe
                place(CGRect(x: contentX, y: contentY, width: size.width, height: size.height), proposal)
                let hidden = (isLastLine && position == units.count - 1) || unit.traits.value(ListRowSeparatorHiddenKey.self)
                let separatorX = contentX
                arranged.separators.append(
                    hidden
                        ? nil
                        : CGRect(
                            x: separatorX, y: y + height - separatorThickness,
                            width: Swift.max(cardX + cardWidth - separatorX, 0), height: separatorThickness))
                y += height
            }
            arranged.rowRect = CGRect(x: cardX, y: 0, width: cardWidth, height: y)
            // Step 9
            arranged.sectionSeparators = (state.list?.sectionSeparators(ofLine: line, units: units) ?? []).map {
                CGRect(x: cardX, y: $0.edge == .top ? 0 : y - separatorThickness, width: cardWidth, height: separatorThickness)
            }
        }
        arranged.length = y
        return arranged
    }

    /// How far a row line's content moves for the delete control (edit mode) and the swipe,
    /// and how much narrower the reorder handle makes it.
    private func editingShifts(ofLine line: Int) -> (leading: CGFloat, trailing: CGFloat, swipe: CGFloat) {
        guard let model = state.list, let row = model.chromeRows[line], let interaction = model.interaction else {
            return (0, 0, 0)
        }
        let control = ListEditingMetrics.controlWidth
        let editing = interaction.isEditing
        let badge = model.badgeWidth(ofLine: line).map { $0 + ListEditingMetrics.badgeGap } ?? 0
        return (
            editing && row.delete != nil ? control : 0, (editing && row.isMovable ? control : 0) + badge,
            interaction.swipeOffset(of: row.id)
        )
    }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? idealWidth()
        if !state.hasMeasurements, let first = plan?.blocks.first(where: { !$0.rows.isEmpty }) {
            MainActor.assumeIsolated {
                for (line, units) in state.realize((first.firstLine + 1)..<(first.firstLine + 2), releasingOthers: false) {
                    state.record(arrange(line, units: units, width: width).length, of: line)
                }
            }
        }
        return CGSize(width: width, height: state.totalLength)
    }

    /// The widest realized view with the rows' insets and the margins (for an unspecified
    /// width).
    private func idealWidth() -> CGFloat {
        let widest = state.visibleRows.flatMap(\.units).map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return widest + ListMetrics.rowInsets.leading + ListMetrics.rowInsets.trailing + 2 * margin
    }

    // Steps 6-8
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.recorder == nil, let model = state.list else { return }
        state.placing(across: bounds.width)
        let lines = state.visibleRows
        var arranged: [ArrangedLine] = []
        for (line, units) in lines {
            let arrangement = arrange(line, units: units, width: bounds.width)
            state.record(arrangement.length, of: line)
            arranged.append(arrangement)
        }
        let correction = state.correctAnchor()
        let top = bounds.minY - correction
        var separators = model.separators[...]
        var sectionSeparators = model.sectionSeparatorNodes[...]
        var placedRows: [ListInteraction.PlacedRow] = []
        for ((line, units), arrangement) in zip(lines, arranged) {
            let moveOffset = model.chromeRows[line].map { row in model.interaction?.moveOffset(ofRow: row.row) ?? 0 } ?? 0
            let origin = CGPoint(x: bounds.minX, y: top + pinnedOffset(of: line, correction: correction) + moveOffset)
            if line == state.pinnedHeader?.header, let background = model.pinnedHeaderBackground {
                LayoutSubview(node: background, index: 0, recorder: nil)
                    .place(at: origin, proposal: ProposedViewSize(width: bounds.width, height: arrangement.length))
            }
            for (index, unit) in units.enumerated() {
                let frame = arrangement.frames[index].offsetBy(dx: origin.x, dy: origin.y)
                LayoutSubview(node: unit, index: 0, recorder: nil).place(at: frame.origin, proposal: arrangement.proposals[index])
            }
            for rect in arrangement.separators {
                guard let node = separators.popFirst() else { break }
                let separator = LayoutSubview(node: node, index: 0, recorder: nil)
                guard let rect = rect?.offsetBy(dx: origin.x, dy: origin.y) else {
                    separator.collapse(at: origin)
                    continue
                }
                separator.place(at: rect.origin, proposal: ProposedViewSize(rect.size))
            }
            for rect in arrangement.sectionSeparators {
                guard let node = sectionSeparators.popFirst() else { break }
                let frame = rect.offsetBy(dx: origin.x, dy: origin.y)
                LayoutSubview(node: node, index: 0, recorder: nil).place(at: frame.origin, proposal: ProposedViewSize(frame.size))
            }
            if let row = model.chromeRows[line], let rowRect = arrangement.rowRect?.offsetBy(dx: origin.x, dy: origin.y) {
                placeChrome(of: line, in: rowRect, swipe: arrangement.swipeOffset, model: model)
                placedRows.append(
                    ListInteraction.PlacedRow(
                        row: row.row, id: row.id, frame: rowRect.offsetBy(dx: -bounds.minX, dy: -bounds.minY),
                        selectionValue: row.selectionValue, deleteDisabled: row.deleteDisabled))
            }
        }
        model.interaction?.placedRows = placedRows
        placeCards(model.cards, lines: lines.map(\.index), in: bounds, top: top)
    }

    /// Places the chrome of row line `line` (see ``ListRowChrome``) in the row's rectangle:
    /// the selection behind the row (moved with its swipe), the delete control at the leading
    /// inset, the reorder handle at the trailing inset, and the revealed actions in the space
    /// the swipe opened.
    private func placeChrome(of line: Int, in rect: CGRect, swipe: CGFloat, model: LazyListModel) {
        let size = ListEditingMetrics.controlSize
        let handle = model.chrome.contains { $0.line == line && $0.part == .moveHandle } ? ListEditingMetrics.controlWidth : 0
        for entry in model.chrome where entry.line == line {
            let frame: CGRect
            switch entry.part {
            case .background, .selection:
                frame = rect.offsetBy(dx: swipe, dy: 0)
            case .badge:
                let badge = entry.node.sizeThatFits(.unspecified)
                frame = CGRect(
                    x: rect.maxX - ListMetrics.rowInsets.trailing - handle - badge.width + swipe, y: rect.midY - badge.height / 2,
                    width: badge.width, height: badge.height)
            case .deleteControl:
                frame = CGRect(x: rect.minX + ListMetrics.rowInsets.leading + swipe, y: rect.midY - size / 2, width: size, height: size)
            case .moveHandle:
                frame = CGRect(x: rect.maxX - ListMetrics.rowInsets.trailing - size + swipe, y: rect.midY - size / 2, width: size, height: size)
            case .actions(.trailing):
                frame = CGRect(x: rect.maxX + Swift.min(swipe, 0), y: rect.minY, width: Swift.max(-swipe, 0), height: rect.height)
            case .actions(.leading):
                frame = CGRect(x: rect.minX, y: rect.minY, width: Swift.max(swipe, 0), height: rect.height)
            }
            LayoutSubview(node: entry.node, index: 0, recorder: nil).place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }

    /// Step 7: the offset of line `line`: its own, or, for the pinned header, the top of the
    /// visible area (moved by the correction), pushed up by the end of its section.
    private func pinnedOffset(of line: Int, correction: CGFloat) -> CGFloat {
        let natural = state.offset(of: line)
        guard let pinned = state.pinnedHeader, pinned.header == line else { return natural }
        let limit = state.offset(of: pinned.next) - state.length(of: line)
        return Swift.max(natural, Swift.min(pinned.viewportStart + correction, limit))
    }

    /// Step 6: each card from the top of its section's first realized row line to the
    /// bottom of its last.
    private func placeCards(_ cards: [(block: Int, node: LayoutNode)], lines: [Int], in bounds: CGRect, top: CGFloat) {
        guard let plan else { return }
        for (block, node) in cards {
            let rowLines = lines.filter { plan.kind(ofLine: $0) == .row(block: block) }
            guard let first = rowLines.min(), let last = rowLines.max() else { continue }
            let minY = top + state.offset(of: first)
            let maxY = top + state.offset(of: last) + state.length(of: last)
            let card = CGRect(x: bounds.minX + margin, y: minY, width: Swift.max(bounds.width - 2 * margin, 0), height: maxY - minY)
            LayoutSubview(node: node, index: 0, recorder: nil).place(at: card.origin, proposal: ProposedViewSize(card.size))
        }
    }

    /// Realizes the lines in view before the list places them.
    @MainActor
    func realizeVisibleLines(of node: LayoutNode) {
        guard let model = state.list else { return }
        let viewport = LazyViewport(of: node.frame, node: node, axis: .vertical)
        state.anchor(at: viewport.start, scrollView: viewport.scrollView)
        state.pinnedHeader = pinnedHeader(at: viewport.start)
        var lines = state.realize(state.lineRange(overlapping: viewport.range), keeping: state.pinnedHeader?.header)
        if let header = state.pinnedHeader?.header, let index = lines.firstIndex(where: { $0.index == header }) {
            lines.append(lines.remove(at: index))
        }
        state.visibleRows = lines
        node.replaceSubviewsDuringPlacement(model.decorate(lines, pinnedHeader: state.pinnedHeader?.header))
    }

    /// Step 7: in plain styles, the header line of the section at `viewportStart`, when the
    /// section has a header and its header line starts above that point.
    private func pinnedHeader(at viewportStart: CGFloat) -> (header: Int, next: Int, viewportStart: CGFloat)? {
        guard !style.isGrouped, let plan, let top = state.lineRange(overlapping: viewportStart...viewportStart).first,
            let index = plan.block(ofLine: top)
        else { return nil }
        let block = plan.blocks[index]
        guard !block.header.isEmpty, state.offset(of: block.firstLine) < viewportStart else { return nil }
        return (block.firstLine, block.footerLine + 1, viewportStart)
    }
}
