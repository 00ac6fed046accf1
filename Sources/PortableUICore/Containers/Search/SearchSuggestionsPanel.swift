import Foundation

/// The suggestions of a searchable view while its field has the focus: the suggested
/// tokens, then the `searchSuggestions` views, one row each.
///
/// On a phone (`.content`) the rows are a plain list over the searchable view, which the
/// panel covers whole; on a desktop (`.menu`) they are a menu under the toolbar's field. A
/// panel without rows (the suggestions build nothing) takes no room and draws nothing.
struct SearchSuggestionsPanel: View {
    let placement: SearchSuggestionsPlacement
    let suggestions: AnyView?
    let suggestedTokens: [(token: SearchTokens.Token, add: @MainActor () -> Void)]

    var body: some View {
        let isMenu = placement == .menu
        return _SearchSuggestionsPanelLayout(fillsProposal: !isMenu) {
            VStack(alignment: .leading, spacing: 0) {
                Group {
                    ForEach(suggestedTokens.indices, id: \.self) { index in
                        tokenRow(suggestedTokens[index])
                    }
                    suggestions
                }
                .frame(maxWidth: .infinity, minHeight: SearchFieldMetrics.suggestionRowHeight, alignment: .leading)
                .padding(.horizontal, isMenu ? SearchFieldMetrics.padding : SearchFieldMetrics.suggestionInset)
                .overlay(alignment: .bottom) { if !isMenu { Divider() } }
            }
        }
        .background(panelBackground(isMenu: isMenu))
        .environment(\.searchSuggestionsPlacement, placement)
        .accessibilityIdentifier("search-suggestions")
    }

    /// A suggested token: a magnifying glass and the token's view; a tap adds the token.
    private func tokenRow(_ suggested: (token: SearchTokens.Token, add: @MainActor () -> Void)) -> some View {
        let add = suggested.add
        return HStack(spacing: 8) {
            Image(systemName: "magnifyingglass").foregroundStyle(Color.secondary)
            suggested.token.view
        }
        .contentShape(Rectangle())
        .onTapGesture { add() }
        .accessibilityAddTraits(.isButton)
    }

    @ViewBuilder private func panelBackground(isMenu: Bool) -> some View {
        if isMenu {
            RoundedRectangle(cornerRadius: 8)
                .fill(Color.systemBackground)
                .shadow(color: Color.black.opacity(0.2), radius: 8, y: 4)
        } else {
            Color.systemBackground
        }
    }
}

/// The layout of a suggestions panel. Subview: the rows.
///
/// 1. The rows are proposed the panel's width and their ideal height.
/// 2. Rows of no height make an empty panel: zero-sized, so nothing around it draws.
/// 3. Otherwise a panel filling its proposal (a phone's, over the searchable view) takes the
///    whole proposal; a menu takes the rows' height.
/// 4. The rows are placed at the panel's top.
struct _SearchSuggestionsPanelLayout: Layout {
    let fillsProposal: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let rows = subviews.first else { return .zero }
        // Step 1-2
        let size = rows.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        guard size.height > 0 else { return .zero }
        // Step 3
        let width = proposal.width ?? size.width
        guard fillsProposal, let height = proposal.height else { return CGSize(width: width, height: size.height) }
        return CGSize(width: width, height: Swift.max(height, size.height))
    }

    // Step 4
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
}
