import Foundation

/// A row of a searchable view's suggestions that completes the search (a `searchCompletion`
/// row or a suggested token): an object, so that the row keeps one identity while it is
/// shown and the search field's keys can highlight and choose it (see
/// `SearchableContainer`).
@MainActor
final class SearchSuggestionRow {
    /// What choosing the row does: the action of the row's latest evaluation.
    var choose: @MainActor () -> Void = {}
}

/// The choosable rows of a searchable view's suggestions, in the order they are shown.
struct SearchSuggestionRowsKey: PreferenceKey {
    struct Rows: Equatable {
        var rows: [SearchSuggestionRow] = []

        static func == (lhs: Rows, rhs: Rows) -> Bool {
            lhs.rows.map(ObjectIdentifier.init) == rhs.rows.map(ObjectIdentifier.init)
        }
    }

    static var defaultValue: Rows { Rows() }

    static func reduce(value: inout Rows, nextValue: () -> Rows) {
        value.rows += nextValue().rows
    }
}

/// Makes the modified view a choosable suggestion row: a tap chooses it; highlighted (with
/// the arrow keys) in a desktop's menu, its text turns white on the menu's accent-coloured
/// highlight (drawn by `SearchSuggestionsPanel` across the row); in an iPad's list the text
/// keeps its colour on the grey highlight.
struct SearchSuggestionRowModifier: ViewModifier {
    let choose: @MainActor () -> Void
    @State private var row = SearchSuggestionRow()
    @Environment(\.highlightedSearchSuggestion) private var highlighted
    @Environment(\.foregroundStyle) private var foregroundStyle
    @Environment(\.searchSuggestionsPlacement) private var placement

    func body(content: Content) -> some View {
        // Return on the highlighted row runs the action of the row as it is now.
        row.choose = choose
        let choose = choose
        let isHighlighted = highlighted == ObjectIdentifier(row)
        return content
            .environment(\.foregroundStyle, isHighlighted && placement == .menu ? AnyShapeStyle(Color.white) : foregroundStyle)
            .contentShape(Rectangle())
            .onTapGesture { choose() }
            .accessibilityAddTraits(isHighlighted ? [.isButton, .isSelected] : .isButton)
            .preference(key: SearchSuggestionRowsKey.self, value: SearchSuggestionRowsKey.Rows(rows: [row]))
    }
}

private struct HighlightedSearchSuggestionKey: EnvironmentKey {
    static let defaultValue: ObjectIdentifier? = nil
}

extension EnvironmentValues {
    /// The suggestion row highlighted with the arrow keys, inside a searchable view's
    /// suggestions.
    var highlightedSearchSuggestion: ObjectIdentifier? {
        get { self[HighlightedSearchSuggestionKey.self] }
        set { self[HighlightedSearchSuggestionKey.self] = newValue }
    }
}
