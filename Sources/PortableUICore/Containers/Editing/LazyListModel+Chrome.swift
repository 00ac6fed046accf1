import Foundation

/// The chrome of a list's rows (see ``ListRowChrome``): which decorations each realized row
/// line has, made from views and kept by row and part, so that a control being pressed
/// keeps its node while the list is placed again.
extension LazyListModel {
    /// The key of a decoration's node.
    struct ChromeKey: Hashable {
        let id: LazyRowID
        let part: ListRowChrome.Part
    }

    /// What the layout needs to know of row line `line`: its chrome row, if it is a row line.
    func chromeRow(ofLine line: Int, units: [LayoutNode]) -> ListRowChrome.Row? {
        guard case .row = plan.kind(ofLine: line), let interaction else { return nil }
        let row = plan.rows(ofLine: line).lowerBound
        let unit = units.first
        let tag = unit?.traits.value(TagTraitKey.self)
        return ListRowChrome.Row(
            line: line, row: row, id: rows.id(at: row), selectionValue: tag ?? rows.dataID(at: row),
            delete: interaction.deleteAction(ofRow: row, unit: unit), isMovable: interaction.isMovable(row, unit: unit),
            deleteDisabled: unit?.traits.value(DeleteDisabledKey.self) == true,
            leadingActions: unit?.traits.value(LeadingSwipeActionsKey.self),
            trailingActions: unit?.traits.value(TrailingSwipeActionsKey.self),
            background: unit?.traits.value(ListRowBackgroundKey.self), badge: unit?.traits.value(ListRowBadgeKey.self))
    }

    /// The chrome row of the realized row `id`.
    func chromeRow(withID id: LazyRowID) -> ListRowChrome.Row? {
        chromeRows.values.first { $0.id == id }
    }

    /// What a full swipe away from `edge` runs: the first swipe action, or the Delete
    /// action; nil when the side does not allow full swipes.
    @MainActor
    func fullSwipeAction(of row: ListRowChrome.Row, edge: HorizontalEdge) -> (() -> Void)? {
        if let actions = edge == .leading ? row.leadingActions : row.trailingActions {
            guard actions.allowsFullSwipe else { return nil }
            return registries[ChromeKey(id: row.id, part: .actions(edge))]?.actions.first
        }
        return edge == .trailing ? row.delete : nil
    }

    /// The parts row `row` shows now.
    func chromeParts(of row: ListRowChrome.Row) -> [ListRowChrome.Part] {
        guard let interaction else { return [] }
        var parts: [ListRowChrome.Part] = []
        if row.background != nil { parts.append(.background) }
        if row.badge != nil { parts.append(.badge) }
        if let value = row.selectionValue, interaction.selection?.contains(value) == true { parts.append(.selection) }
        if interaction.swipedRow == row.id {
            let offset = interaction.swipeOffset(of: row.id)
            if offset < 0, row.hasActions(on: .trailing) { parts.append(.actions(.trailing)) }
            if offset > 0, row.hasActions(on: .leading) { parts.append(.actions(.leading)) }
        }
        if interaction.isEditing && row.delete != nil { parts.append(.deleteControl) }
        if interaction.isEditing && row.isMovable { parts.append(.moveHandle) }
        return parts
    }

    /// The view of part `part` of row `row`.
    @MainActor
    private func chromeView(_ part: ListRowChrome.Part, of row: ListRowChrome.Row) -> AnyView {
        let interaction = self.interaction
        switch part {
        case .background:
            return row.background ?? AnyView(EmptyView())
        case .badge:
            return AnyView((row.badge ?? Text("")).foregroundStyle(Color.secondary).lineLimit(1).accessibilityIdentifier("ListRowBadge"))
        case .selection:
            return AnyView(ListEditingMetrics.selectionColor.accessibilityIdentifier("ListRowSelection"))
        case .deleteControl:
            let id = row.id
            return AnyView(
                ListRowChrome.DeleteControl { [weak self] in
                    interaction?.reveal(id, width: self?.actionsWidth(of: id, edge: .trailing) ?? 0)
                })
        case .moveHandle:
            let index = row.row
            return AnyView(
                ListRowChrome.MoveHandle(
                    changed: { interaction?.moveChanged(row: index, translation: $0) },
                    ended: { interaction?.moveEnded(row: index, translation: $0) }))
        case .actions(let edge):
            guard let actions = edge == .leading ? row.leadingActions : row.trailingActions else {
                return AnyView(ListRowChrome.DeleteAction(action: row.delete ?? {}))
            }
            let key = ChromeKey(id: row.id, part: part)
            let registry = registries[key] ?? SwipeActionRegistry()
            registries[key] = registry
            return AnyView(ListRowChrome.Actions(actions: actions, edge: edge, registry: registry) { interaction?.closeSwipe() })
        }
    }

    /// Makes the chrome of the realized row lines `lines`; returns the decorations drawn
    /// behind the rows (selection backgrounds, revealed actions) and those drawn in front
    /// (edit controls).
    @MainActor
    func decorateRows(_ lines: [(index: Int, units: [LayoutNode])], inputs: _ViewInputs)
        -> (behind: [LayoutNode], front: [LayoutNode])
    {
        var made: [ChromeKey: _ViewNode] = [:]
        var entries: [(line: Int, part: ListRowChrome.Part, node: LayoutNode)] = []
        chromeRows = [:]
        for (line, units) in lines {
            guard let row = chromeRow(ofLine: line, units: units) else { continue }
            chromeRows[line] = row
            for part in chromeParts(of: row) {
                let key = ChromeKey(id: row.id, part: part)
                let node = reconcileChild(chromeView(part, of: row), chromeNodes[key], inputs)
                made[key] = node
                if let unit = node.units.first { entries.append((line, part, unit)) }
            }
        }
        for (key, node) in chromeNodes where made[key] == nil {
            node.unmount()
            registries[key] = nil
        }
        chromeNodes = made
        chrome = entries
        let behindParts: [ListRowChrome.Part] = [.background, .selection, .actions(.trailing), .actions(.leading)]
        let behind = entries.filter { behindParts.contains($0.part) }
        let front = entries.filter { !behindParts.contains($0.part) }
        return (behind.map(\.node), front.map(\.node))
    }

    /// The width of the badge of row line `line`, when it has one.
    func badgeWidth(ofLine line: Int) -> CGFloat? {
        guard let row = chromeRows[line], let node = chromeNodes[ChromeKey(id: row.id, part: .badge)]?.units.first else { return nil }
        return node.sizeThatFits(.unspecified).width
    }

    /// The width the actions of row `id` on `edge` take when revealed: their ideal width at
    /// the row's height (measured on a node made for the purpose when none is realized).
    @MainActor
    func actionsWidth(of id: LazyRowID, edge: HorizontalEdge) -> CGFloat {
        let proposal = ProposedViewSize(width: nil, height: ListEditingMetrics.actionHeight)
        if let node = chromeNodes[ChromeKey(id: id, part: .actions(edge))]?.units.first {
            return node.sizeThatFits(proposal).width
        }
        guard let row = chromeRow(withID: id), row.hasActions(on: edge), let inputs = rowInputs else { return 0 }
        let probe = reconcileChild(chromeView(.actions(edge), of: row), nil, inputs)
        defer { probe.unmount() }
        return probe.units.first?.sizeThatFits(proposal).width ?? 0
    }
}
