import Foundation

/// An action that ends the current search interaction: clears the text, takes the focus
/// from the field and sets `isPresented` (when bound) to false.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    /// Dismisses the current search operation, if any.
    @MainActor public func callAsFunction() { action() }
}

/// What a suggestion row completes the search with when it is chosen.
enum SearchCompletion {
    /// Replaces the search text.
    case text(String)
    /// Adds a token (of the searchable view's token type) and clears the text.
    case token(Any)
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: {}) }
}

private struct OnSearchSubmitKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static let defaultValue: AnyView? = nil
}

private struct SearchScopesKey: EnvironmentKey {
    static let defaultValue: SearchScopeBar? = nil
}

private struct SearchCompletionActionKey: EnvironmentKey {
    static let defaultValue: (@MainActor (SearchCompletion) -> Void)? = nil
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static let defaultValue = SearchSuggestionsPlacement.automatic
}

extension EnvironmentValues {
    /// A Boolean value that indicates when the user is searching: the search field of the
    /// enclosing searchable view has the focus or holds text.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// An action that ends the current search interaction.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// The current placement of search suggestions: `.content` in the list a phone shows
    /// over the searchable view, `.menu` in a desktop's menu under the field, `.automatic`
    /// outside suggestions.
    public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }

    /// The actions `onSubmit(of: .search)` added, run when Return is pressed in a search field.
    var onSearchSubmitAction: (@MainActor () -> Void)? {
        get { self[OnSearchSubmitKey.self] }
        set { self[OnSearchSubmitKey.self] = newValue }
    }

    /// The suggestions `searchSuggestions(_:)` gave the searchable view inside.
    var searchSuggestions: AnyView? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    /// The scopes `searchScopes` gave the searchable view inside.
    var searchScopes: SearchScopeBar? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    /// What choosing a suggestion row does (set inside a searchable view's suggestions).
    var searchCompletionAction: (@MainActor (SearchCompletion) -> Void)? {
        get { self[SearchCompletionActionKey.self] }
        set { self[SearchCompletionActionKey.self] = newValue }
    }
}
