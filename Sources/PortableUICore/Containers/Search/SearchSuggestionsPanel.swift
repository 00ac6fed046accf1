import Foundation

/// The suggestions of a searchable view while its field has the focus: the suggested
/// tokens, then the `searchSuggestions` views, one row each.
///
/// On a phone (`.content`) the rows are a plain list over the searchable view, which the
/// panel covers whole; on a desktop (`.menu`) they are a menu under the toolbar's field,
/// drawn as an open menu is (`_MenuPanel`, `PresentationMetrics`): 22-point rows, 13-point
/// text 14 points in, 5 points of padding above and below, the row highlighted with the arrow keys
/// on an accent-coloured rounded rectangle 5 points in from the menu's sides. An iPad's list
/// (`.content`) takes the arrow keys of a hardware keyboard too: its highlighted row is
/// filled across its width with a table cell's highlight (`ListEditingMetrics.selectionColor`,
/// systemGray4). A panel without rows (the suggestions build nothing) takes no room and draws
/// nothing.
struct SearchSuggestionsPanel: View {
    let placement: SearchSuggestionsPlacement
    let suggestions: AnyView?
    let suggestedTokens: [(token: SearchTokens.Token, add: () -> Void)]
    /// The row highlighted with the arrow keys, if any.
    let highlighted: ObjectIdentifier?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let isMenu = placement == .menu
        return _SearchSuggestionsPanelLayout(fillsProposal: !isMenu, verticalPadding: isMenu ? PresentationMetrics.desktopMenuPadding : 0) {
            VStack(alignment: .leading, spacing: 0) {
                Group {
                    ForEach(suggestedTokens.indices, id: \.self) { index in
                        tokenRow(suggestedTokens[index])
                    }
                    suggestions
                }
                .frame(maxWidth: .infinity, minHeight: isMenu ? PresentationMetrics.desktopMenuRowHeight : SearchFieldMetrics.suggestionRowHeight, alignment: .leading)
                .padding(.horizontal, isMenu ? PresentationMetrics.desktopMenuTextInset : SearchFieldMetrics.suggestionInset)
                .backgroundPreferenceValue(SearchSuggestionRowsKey.self) { rows in highlight(rows, isMenu: isMenu) }
                .overlay(alignment: .bottom) { if !isMenu { Divider() } }
            }
        }
        .environment(\.highlightedSearchSuggestion, highlighted)
        .modifier(_SearchSuggestionsMenuFont(isMenu: isMenu))
        .background(panelBackground(isMenu: isMenu))
        .environment(\.searchSuggestionsPlacement, placement)
        .accessibilityIdentifier("search-suggestions")
    }

    /// A suggested token: a magnifying glass and the token's view; choosing it adds the token.
    private func tokenRow(_ suggested: (token: SearchTokens.Token, add: () -> Void)) -> some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
            suggested.token.view
        }
        .modifier(SearchSuggestionRowModifier(choose: suggested.add))
    }

    /// The highlight behind a row holding the highlighted suggestion: a macOS menu's
    /// selected row (as `_MenuItemRow` draws it), or a highlighted table cell in a list.
    @ViewBuilder private func highlight(_ rows: SearchSuggestionRowsKey.Rows, isMenu: Bool) -> some View {
        if let highlighted, rows.rows.contains(where: { ObjectIdentifier($0) == highlighted }) {
            if isMenu {
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.accentColor)
                    .accessibilityIdentifier("search-suggestion-highlight")
                    .padding(.horizontal, PresentationMetrics.desktopMenuPadding)
            } else {
                Rectangle()
                    .fill(ListEditingMetrics.selectionColor)
                    .accessibilityIdentifier("search-suggestion-highlight")
            }
        }
    }

    @ViewBuilder private func panelBackground(isMenu: Bool) -> some View {
        if isMenu {
            RoundedRectangle(cornerRadius: PresentationMetrics.desktopMenuCornerRadius)
                .fill(PresentationColors(colorScheme).desktopMenu)
                .shadow(color: Color(white: 0, opacity: 0.25), radius: 6, y: 3)
        } else {
            Color.systemBackground
        }
    }
}

/// A desktop's menu of suggestions is in a menu's 13-point text (as `_MenuPanel`'s); a
/// phone's rows keep the font around them.
struct _SearchSuggestionsMenuFont: ViewModifier {
    let isMenu: Bool

    func body(content: Content) -> some View {
        if isMenu { content.font(.system(size: 13)) } else { content }
    }
}

/// The layout of a suggestions panel. Subview: the rows.
///
/// 1. The rows are proposed the panel's width and their ideal height.
/// 2. Rows of no height make an empty panel: zero-sized, so nothing around it draws.
/// 3. Otherwise a panel filling its proposal (a phone's, over the searchable view) takes the
///    whole proposal; a menu takes the rows' height and its padding above and below.
/// 4. The rows are placed at the panel's top, under the padding.
struct _SearchSuggestionsPanelLayout: Layout {
    let fillsProposal: Bool
    let verticalPadding: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let rows = subviews.first else { return .zero }
        // Step 1-2
        let size = rows.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        guard size.height > 0 else { return .zero }
        // Step 3
        let width = proposal.width ?? size.width
        let padded = size.height + 2 * verticalPadding
        guard fillsProposal, let height = proposal.height else { return CGSize(width: width, height: padded) }
        return CGSize(width: width, height: Swift.max(height, padded))
    }

    // Step 4
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origin = CGPoint(x: bounds.minX, y: bounds.minY + verticalPadding)
        subviews.first?.place(at: origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
}
