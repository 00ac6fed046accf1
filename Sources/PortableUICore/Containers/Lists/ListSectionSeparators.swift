import Foundation

/// What a section's views ask of its separators (`listSectionSeparator(_:edges:)`,
/// `listSectionSeparatorTint(_:edges:)`), by edge. Applied to a `Section` the modifiers reach
/// each of its views; the list reads the top edge's from the first row and the bottom
/// edge's from the last.
struct ListSectionSeparatorPreferences: Equatable {
    var topVisibility = Visibility.automatic
    var bottomVisibility = Visibility.automatic
    var topTint: Color?
    var bottomTint: Color?
}

struct ListSectionSeparatorKey: LayoutValueKey {
    static let defaultValue = ListSectionSeparatorPreferences()
}

/// A section separator of a realized row line: the edge of the section's rows it runs
/// along, and its color.
struct ListSectionSeparator: Equatable {
    let edge: VerticalEdge
    let color: Color
}

extension View {
    /// Sets whether to hide the separator associated with a list section.
    ///
    /// Plain and inset lists draw a line across the list above a section's rows (when the
    /// section has a header, or this asks for `.visible`) and below its last row; grouped
    /// styles set sections apart by their cards and draw none, whatever this asks.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        sectionSeparatorPreferences { preferences in
            if edges.contains(.top) { preferences.topVisibility = visibility }
            if edges.contains(.bottom) { preferences.bottomVisibility = visibility }
        }
    }

    /// Sets the tint color associated with a section: the color of its separators on the
    /// edges given (nil: the list's separator color).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        sectionSeparatorPreferences { preferences in
            if edges.contains(.top) { preferences.topTint = color }
            if edges.contains(.bottom) { preferences.bottomTint = color }
        }
    }

    /// Changes the edges a section separator modifier names, keeping the other edges' values
    /// (so that a tint and a visibility, or two edges, combine).
    private func sectionSeparatorPreferences(_ change: @escaping (inout ListSectionSeparatorPreferences) -> Void) -> some View {
        modifier(
            _TraitModifier { node in
                var traits = node.traits
                let old = traits.value(ListSectionSeparatorKey.self)
                var preferences = old
                change(&preferences)
                traits.values[ObjectIdentifier(ListSectionSeparatorKey.self)] = preferences
                node.setTraits(traits, valuesChanged: preferences != old)
            })
    }
}

extension LazyListModel {
    /// The section separators of realized line `line` (its views `units`), top first.
    ///
    /// Rules [UNVERIFIED: read from screenshots of iOS plain lists]: plain and inset styles
    /// draw a separator along the top of a section's first row when the section has a header
    /// (`.automatic`) or the first row asks for `.visible`, and one along the bottom of its
    /// last row unless that row asks for `.hidden`; grouped styles draw none.
    func sectionSeparators(ofLine line: Int, units: [LayoutNode]) -> [ListSectionSeparator] {
        guard !style.isGrouped, case .row(let index) = plan.kind(ofLine: line), let first = units.first, let last = units.last
        else { return [] }
        let block = plan.blocks[index]
        var separators: [ListSectionSeparator] = []
        let top = first.traits.value(ListSectionSeparatorKey.self)
        let showsTop = top.topVisibility == .visible || (top.topVisibility == .automatic && !block.header.isEmpty)
        if line == block.firstLine + 1, showsTop {
            separators.append(ListSectionSeparator(edge: .top, color: top.topTint ?? ListMetrics.separatorColor))
        }
        let bottom = last.traits.value(ListSectionSeparatorKey.self)
        if line == block.footerLine - 1, bottom.bottomVisibility != .hidden {
            separators.append(ListSectionSeparator(edge: .bottom, color: bottom.bottomTint ?? ListMetrics.separatorColor))
        }
        return separators
    }
}
