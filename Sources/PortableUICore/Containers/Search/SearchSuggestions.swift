import Foundation

/// The ways that SwiftUI displays search suggestions.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    private let rawValue: Int

    /// Search suggestions render automatically based on the surrounding context.
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(rawValue: 0) }
    /// Search suggestions render inside of a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(rawValue: 1) }
    /// Search suggestions render in the main content of the app.
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(rawValue: 2) }

    /// An efficient set of search suggestion display modes.
    public struct Set: OptionSet, Sendable {
        /// A type for the elements of the set.
        public typealias Element = SearchSuggestionsPlacement.Set
        /// The raw value that records the search suggestion display modes.
        public var rawValue: Int

        /// Creates a set of search suggestions from an integer.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A set containing the menu display mode.
        public static var menu: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 0) }
        /// A set containing placements with the apps main content, excluding the menu
        /// placement.
        public static var content: SearchSuggestionsPlacement.Set { Set(rawValue: 1 << 1) }
    }

    /// Whether `set` holds this placement (`automatic` is in no set).
    func isIn(_ set: Set) -> Bool {
        switch rawValue {
        case 1: set.contains(.menu)
        case 2: set.contains(.content)
        default: false
        }
    }
}

extension View {
    /// Configures the search suggestions for this view: the searchable view this modifies
    /// shows them under its field while the field has the focus. Associate a string or a
    /// token with each suggestion with `searchCompletion(_:)`.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestions, AnyView(suggestions()))
    }

    /// Configures how to display search suggestions within this view: inside a searchable
    /// view's suggestions, the modified views are left out where the suggestions show in
    /// one of `placements` and `visibility` is `.hidden` (and only there when it is
    /// `.visible`).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(_SearchSuggestionsVisibilityModifier(visibility: visibility, placements: placements))
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion: choosing the row replaces the search text with `completion`.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier(completion: .text(completion)))
    }

    /// Associates a search token with the value of this view when used as a search
    /// suggestion: choosing the row adds `token` to the search field's tokens and clears the
    /// text being edited.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(_SearchCompletionModifier(completion: .token(token)))
    }
}

/// The modifier behind `searchSuggestions(_:for:)`.
public struct _SearchSuggestionsVisibilityModifier: ViewModifier {
    let visibility: Visibility
    let placements: SearchSuggestionsPlacement.Set
    @Environment(\.searchSuggestionsPlacement) private var placement

    public func body(content: Content) -> some View {
        let inSet = placement.isIn(placements)
        let hidden = placement != .automatic && (visibility == .hidden ? inSet : visibility == .visible && !inSet)
        if !hidden { content }
    }
}

/// The modifier behind `searchCompletion(_:)`: choosing the row (a tap, or Return while it
/// is highlighted) completes the search.
public struct _SearchCompletionModifier: ViewModifier {
    let completion: SearchCompletion
    @Environment(\.searchCompletionAction) private var complete

    public func body(content: Content) -> some View {
        let complete = complete
        let completion = completion
        return content.modifier(SearchSuggestionRowModifier { complete?(completion) })
    }
}
