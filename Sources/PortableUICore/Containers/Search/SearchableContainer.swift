import Foundation

/// What a `searchable` modifier was given.
struct SearchConfiguration {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text
    let tokens: SearchTokens
}

/// The view behind `searchable`: the content, told whether the user is searching, and its
/// search field where the placement and the device put it (`SearchFieldPlacement.position`):
/// in the navigation bar's drawer or toolbar of the screen the view is on (as a toolbar item
/// of that screen), at the top of a desktop's sidebar column, or at the view's top.
///
/// While searching (from the field's first focus to Cancel, Escape or `dismissSearch`): a
/// large title collapses to the inline row when the field is in the bar's drawer; on a
/// phone a Cancel button follows the field; the scope bar shows under
/// the field (on a desktop, under the toolbar) once the scopes' activation allows; the
/// suggestions show over the content while the field has the focus, and hide after one is
/// chosen or Return is pressed, until the text changes. Ctrl+F (⌘F) focuses the field.
///
/// A desktop's menu of suggestions (and an iPad's list of them, from a hardware keyboard)
/// takes keys from the field: ↓ and ↑ move a highlight
/// over the rows that complete the search (↓ from the field highlights the first row, ↑
/// from the first returns to the field, the last row stays highlighted on ↓), Return
/// chooses the highlighted row as a tap does, Escape closes the menu until the text
/// changes (a second Escape dismisses the search). Typing clears the highlight.
struct SearchableContainer<Content: View>: View {
    let content: Content
    let configuration: SearchConfiguration
    @FocusState private var isFocused: Bool
    /// The text a chosen suggestion left in the field: the suggestions hide while it stays.
    @State private var completedText: String?
    /// Whether the user typed since the search was presented (scopes on text entry).
    @State private var typingBegan = false
    /// Whether the search is active: from the field's first focus to its dismissal (the
    /// focus may move on meanwhile, to a scope or a result).
    @State private var isActive = false
    /// The rows of the suggestions that complete the search, in order (the menu's keys).
    @State private var suggestionRows: [SearchSuggestionRow] = []
    /// The suggestion row highlighted with the arrow keys.
    @State private var highlighted: ObjectIdentifier?
    @Environment(\.onSearchSubmitAction) private var submit
    @Environment(\.searchSuggestions) private var suggestions
    @Environment(\.searchScopes) private var scopes
    @Environment(\.navigation) private var navigation
    @Environment(\.splitViewColumn) private var column
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let position = configuration.placement.position(
            idiom: idiom, inNavigation: navigation.screen != nil, inSidebar: column?.isSidebar == true)
        let text = configuration.text
        return placeField(
            content
                .environment(\.isSearching, isSearching)
                .environment(\.dismissSearch, DismissSearchAction(action: dismiss))
                .environment(\.searchSuggestions, nil as AnyView?)
                .environment(\.searchScopes, nil as SearchScopeBar?)
                .overlay(alignment: idiom == .desktop ? .topTrailing : .top) { suggestionsPanel(position) }
                .background(focusShortcut),
            position: position
        )
        .modifier(_NavigationSettingModifier(settings: collapsesTitle(position) ? [.titleDisplayMode(.inline)] : []))
        .onChange(of: isFocused) { _, focused in
            guard focused else { return }
            isActive = true
            configuration.isPresented?.wrappedValue = true
        }
        .onChange(of: configuration.isPresented?.wrappedValue ?? false) { _, presented in
            if presented { isFocused = true }
        }
        .onChange(of: text.wrappedValue) { _, newText in
            if !newText.isEmpty { typingBegan = true }
            highlighted = nil
        }
    }

    /// Whether the screen's title collapses to the inline row: while the search is active
    /// with the field in the bar's drawer, so that the field moves up under the inline row.
    private func collapsesTitle(_ position: SearchFieldPlacement.Position) -> Bool {
        position == .drawer && isActive
    }

    /// The field has the focus or holds something, or the search is presented.
    private var isSearching: Bool {
        isFocused || isActive || !configuration.text.wrappedValue.isEmpty || !configuration.tokens.tokens.isEmpty
            || configuration.isPresented?.wrappedValue == true
    }

    private func dismiss() {
        configuration.text.wrappedValue = ""
        isFocused = false
        isActive = false
        typingBegan = false
        completedText = nil
        highlighted = nil
        configuration.isPresented?.wrappedValue = false
    }

    /// Return in the field: runs the `onSubmit(of: .search)` actions and hides the
    /// suggestions until the text changes.
    private func submitSearch() {
        completedText = configuration.text.wrappedValue
        submit?()
    }

    // MARK: The field

    /// `view` with the field (and the scope bar) placed at `position`.
    @ViewBuilder
    private func placeField<V: View>(_ view: V, position: SearchFieldPlacement.Position) -> some View {
        switch position {
        case .inset:
            view.safeAreaInset(edge: .top, spacing: 0) {
                drawerRow.padding(.horizontal, SearchFieldMetrics.insetMargin)
            }
        case .sidebarHeader:
            view.safeAreaInset(edge: .top, spacing: 0) { sidebarHeader }
        case .drawer:
            // An active search keeps its field (UIKit's search bar stays while searching).
            let hides = configuration.placement.hidesDrawerOnScroll && !isActive
            view.modifier(_ToolbarModifier(items: [item(hides ? .searchDrawerHidingOnScroll : .searchDrawer, drawerRow)]))
        case .trailing, .principal:
            let field = item(position == .trailing ? .searchField : .principal, self.field(.toolbar))
            view.modifier(_ToolbarModifier(items: showsScopes ? [field, item(.searchDrawer, toolbarScopeRow)] : [field]))
        }
    }

    private func item<V: View>(_ placement: ToolbarItemPlacement, _ view: V) -> _ToolbarItemDescription {
        _ToolbarItemDescription(placement: placement, view: AnyView(view))
    }

    private func field(_ metrics: SearchFieldMetrics) -> SearchField {
        SearchField(
            text: configuration.text, prompt: configuration.prompt, tokens: configuration.tokens, isFocused: $isFocused,
            metrics: metrics, submit: submitSearch, dismiss: dismiss, suggestionKey: suggestionKey)
    }

    /// The phone's drawer: the field (and Cancel while searching) in a 52-point row,
    /// the scope bar under it.
    private var drawerRow: some View {
        VStack(spacing: 0) {
            HStack(spacing: SearchFieldMetrics.padding) {
                field(.bar)
                if isActive && idiom != .desktop {
                    Button("Cancel", action: dismiss)
                        .buttonStyle(.borderless)
                        .accessibilityIdentifier("search-cancel")
                }
            }
            .frame(height: SearchFieldMetrics.drawerRowHeight)
            if showsScopes, let scopes {
                scopes.picker.padding(.bottom, SearchFieldMetrics.scopeBarBottom)
            }
        }
    }

    /// A desktop's sidebar header: the field across the column, the scope bar under it.
    private var sidebarHeader: some View {
        VStack(spacing: SearchFieldMetrics.sidebarVerticalMargin) {
            field(.sidebar)
            if showsScopes { toolbarScopeRow }
        }
        .padding(.horizontal, SearchFieldMetrics.sidebarMargin)
        .padding(.top, SearchFieldMetrics.sidebarVerticalMargin)
        .padding(.bottom, showsScopes ? 0 : SearchFieldMetrics.sidebarVerticalMargin)
    }

    /// A desktop's scope bar under the toolbar: the scopes at their ideal width, leading.
    private var toolbarScopeRow: some View {
        HStack {
            scopes?.picker.fixedSize()
            Spacer(minLength: 0)
        }
        .padding(.bottom, SearchFieldMetrics.scopeBarBottom)
    }

    /// Whether the scope bar shows: while searching, once the user typed when the scopes
    /// wait for text.
    private var showsScopes: Bool {
        guard let scopes, isSearching else { return false }
        return !scopes.activation.waitsForText(idiom: idiom) || typingBegan || !configuration.text.wrappedValue.isEmpty
    }

    /// An invisible button whose shortcut, Ctrl+F (⌘F), gives the field the focus.
    private var focusShortcut: some View {
        Button("") { isFocused = true }
            .keyboardShortcut("f", modifiers: .command)
            .opacity(0)
            .accessibilityHidden(true)
    }

    // MARK: Suggestions

    /// Whether the suggestions show: while the field has the focus, unless one was chosen
    /// (or Return or Escape pressed) and the text has not changed since.
    private var showsSuggestions: Bool {
        isFocused && completedText != configuration.text.wrappedValue
            && (suggestions != nil || !configuration.tokens.suggested.isEmpty)
    }

    /// The suggestions over the content: a desktop's menu hangs under its field (in the
    /// toolbar, or a sidebar's header), a phone's list covers the content.
    @ViewBuilder private func suggestionsPanel(_ position: SearchFieldPlacement.Position) -> some View {
        let inSidebar = position == .sidebarHeader
        if showsSuggestions {
            SearchSuggestionsPanel(
                placement: idiom == .desktop ? .menu : .content, suggestions: suggestions,
                suggestedTokens: configuration.tokens.suggested, highlighted: highlighted
            )
            .onPreferenceChange(SearchSuggestionRowsKey.self) { suggestionRows = $0.rows }
            .frame(width: idiom == .desktop && !inSidebar ? SearchFieldMetrics.toolbar.width : nil)
            .padding(.leading, inSidebar ? SearchFieldMetrics.sidebarMargin : 0)
            .padding(.trailing, inSidebar ? SearchFieldMetrics.sidebarMargin : idiom == .desktop ? SearchFieldMetrics.menuTrailingMargin : 0)
            .environment(\.searchCompletionAction, complete)
        }
    }

    /// Completes the search with a chosen suggestion: its text replaces the search text, or
    /// its token is added and the text cleared. The suggestions hide until the text changes.
    private func complete(_ completion: SearchCompletion) {
        highlighted = nil
        switch completion {
        case .text(let completed):
            configuration.text.wrappedValue = completed
            completedText = completed
        case .token(let token):
            guard configuration.tokens.add(token) else { return }
            configuration.text.wrappedValue = ""
            completedText = ""
        }
    }

    // MARK: Keys

    /// A key pressed in the field, for a desktop's or an iPad's suggestions while they show
    /// (see the type's rules); ignored otherwise (a phone's), so the editor and the field get it.
    private func suggestionKey(_ key: KeyEquivalent) -> KeyPress.Result {
        guard idiom != .phone, showsSuggestions else { return .ignored }
        switch key {
        case .downArrow, .upArrow:
            return moveHighlight(down: key == .downArrow) ? .handled : .ignored
        case .return:
            guard let row = suggestionRows.first(where: { ObjectIdentifier($0) == highlighted }) else { return .ignored }
            highlighted = nil
            row.choose()
            return .handled
        case .escape:
            completedText = configuration.text.wrappedValue
            highlighted = nil
            return .handled
        default:
            return .ignored
        }
    }

    /// Moves the highlight one row down or up; returns false (leaving ↑ to the editor) when
    /// there are no rows, or nothing is highlighted and the move is up.
    private func moveHighlight(down: Bool) -> Bool {
        let rows = suggestionRows.map(ObjectIdentifier.init)
        guard !rows.isEmpty else { return false }
        switch (rows.firstIndex { $0 == highlighted }, down) {
        case (nil, true): highlighted = rows[0]
        case (nil, false): return false
        case (let index?, true): highlighted = rows[Swift.min(index + 1, rows.count - 1)]
        case (let index?, false): highlighted = index == 0 ? nil : rows[index - 1]
        }
        return true
    }
}
