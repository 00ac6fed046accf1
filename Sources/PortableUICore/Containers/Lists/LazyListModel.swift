import Foundation

/// What a lazy list adds to a lazy container's state: the plan of its lines, the inputs of
/// its rows, headers and footers, and the decorations drawn with the realized lines (a card
/// behind each section's rows in grouped styles, a separator below each row).
///
/// In grouped styles a header's text is styled by its prominence (see
/// `_ListSectionHeaderLabel`), a footer's is footnote-sized and secondary. Plain and inset
/// styles draw full-width separators along the edges of each section's rows (see
/// `sectionSeparators(ofLine:units:)`).
final class LazyListModel {
    private(set) var style: ListStyleKind
    private(set) var plan: ListPlan
    private(set) var rowInputs: _ViewInputs?
    private var headerInputs: _ViewInputs?
    private var footerInputs: _ViewInputs?
    private var headerEnvironment = DerivedEnvironment()
    private var footerEnvironment = DerivedEnvironment()
    private var cardPool: [_ViewNode] = []
    private var separatorPool: [_ViewNode] = []
    private var sectionSeparatorPool: [_ViewNode] = []
    private var poolStyle: ListStyleKind?

    /// The decorations of the current placement: a card for each section with realized rows
    /// (grouped styles), and a separator for each view of a realized row line, in order.
    private(set) var cards: [(block: Int, node: LayoutNode)] = []
    private(set) var separators: [LayoutNode] = []
    /// The section separators of the realized row lines, in order (see
    /// `sectionSeparators(ofLine:units:)`).
    private(set) var sectionSeparatorNodes: [LayoutNode] = []
    /// The background behind the pinned header of a plain list, while one is pinned.
    private(set) var pinnedHeaderBackground: LayoutNode?
    private var headerBackground: _ViewNode?
    /// The rows the plan was made from.
    private(set) var rows = LazyRows()
    /// The list's selection and editing (see ``ListInteraction``).
    var interaction: ListInteraction?
    /// The realized row lines' chrome rows, their decorations in drawing order, and the
    /// decorations' nodes by row and part (see `LazyListModel+Chrome`).
    var chromeRows: [Int: ListRowChrome.Row] = [:]
    var chrome: [(line: Int, part: ListRowChrome.Part, node: LayoutNode)] = []
    var chromeNodes: [ChromeKey: _ViewNode] = [:]
    /// The button actions of the realized swipe actions, by row and edge.
    var registries: [ChromeKey: SwipeActionRegistry] = [:]

    init(style: ListStyleKind) {
        self.style = style
        plan = ListPlan(rows: LazyRows(), style: style)
    }

    /// Takes the list's style and the inputs of its rows.
    func configure(style: ListStyleKind, inputs: _ViewInputs) {
        self.style = style
        rowInputs = inputs
        let grouped = style.isGrouped
        var header = inputs
        // Each header styles itself by its own prominence (`_ListSectionHeaderLabel`).
        header.environment = headerEnvironment.environment(from: inputs.environment, unchanged: plan.style == style) {
            $0.listSectionHeaderStyling = grouped
        }
        headerInputs = header
        var footer = inputs
        footer.environment = footerEnvironment.environment(from: inputs.environment, unchanged: plan.style == style) {
            environment in
            guard grouped else { return }
            environment.font = .footnote
            environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        footerInputs = footer
    }

    /// Plans the lines of `rows`.
    func update(rows: LazyRows) {
        self.rows = rows
        plan = ListPlan(rows: rows, style: style)
    }

    /// The inputs of row `index`: a header's, a footer's or a row's.
    func inputs(forRow index: Int) -> _ViewInputs? {
        switch plan.kind(ofLine: plan.line(ofRow: index)) {
        case .header: headerInputs
        case .footer: footerInputs
        case .row, .end: rowInputs
        }
    }

    /// Makes the decorations of `lines` (realized lines with their views, the pinned header
    /// line last); returns the container's subviews in drawing order: the cards, the lines'
    /// views, the separators, then the pinned header's background and views.
    @MainActor
    func decorate(_ lines: [(index: Int, units: [LayoutNode])], pinnedHeader: Int?) -> [LayoutNode] {
        guard var leafInputs = rowInputs else { return lines.flatMap(\.units) }
        leafInputs.stackAxis = nil
        if poolStyle != style {
            cardPool.forEach { $0.unmount() }
            cardPool.removeAll()
            poolStyle = style
        }
        cards = []
        separators = []
        sectionSeparatorNodes = []
        for (line, units) in lines {
            guard case .row(let block) = plan.kind(ofLine: line) else { continue }
            if style.isGrouped && cards.last?.block != block {
                if cards.count == cardPool.count {
                    let radius = style == .insetGrouped ? ListMetrics.cardCornerRadius : 0
                    cardPool.append(
                        reconcileChild(
                            RoundedRectangle(cornerRadius: radius, style: .continuous).fill(Color.secondarySystemGroupedBackground), nil, leafInputs))
                }
                cards.append((block, cardPool[cards.count].units[0]))
            }
            for unit in units {
                let color = unit.traits.value(ListRowSeparatorTintKey.self) ?? ListMetrics.separatorColor
                separators.append(Self.line(color, at: separators.count, in: &separatorPool, inputs: leafInputs))
            }
            for separator in sectionSeparators(ofLine: line, units: units) {
                sectionSeparatorNodes.append(
                    Self.line(separator.color, at: sectionSeparatorNodes.count, in: &sectionSeparatorPool, inputs: leafInputs))
            }
        }
        let pinned = lines.last.flatMap { $0.index == pinnedHeader ? $0.units : nil }
        let scrolling = lines.dropLast(pinned == nil ? 0 : 1).flatMap(\.units)
        let chrome = decorateRows(lines, inputs: leafInputs)
        pinnedHeaderBackground = nil
        let lines = separators + sectionSeparatorNodes
        guard let pinned else { return cards.map(\.node) + chrome.behind + scrolling + lines + chrome.front }
        headerBackground = headerBackground ?? reconcileChild(Color.white, nil, leafInputs)
        pinnedHeaderBackground = headerBackground?.units.first
        return cards.map(\.node) + chrome.behind + scrolling + lines + chrome.front
            + (pinnedHeaderBackground.map { [$0] } ?? []) + pinned
    }

    /// The separator line of color `color` kept at `index` of `pool`.
    @MainActor
    private static func line(_ color: Color, at index: Int, in pool: inout [_ViewNode], inputs: _ViewInputs) -> LayoutNode {
        let pooled = index < pool.count ? pool[index] : nil
        let node = reconcileChild(color, pooled, inputs)
        if pooled == nil { pool.append(node) } else { pool[index] = node }
        return node.units[0]
    }
}
