import Foundation

/// The ways that searchable modifiers can show or hide search scopes.
public struct SearchScopeActivation: Sendable, Equatable {
    private let kind: Int

    /// The automatic activation of the scope bar: `onTextEntry` on a phone or an iPad,
    /// `onSearchPresentation` on a desktop.
    public static var automatic: SearchScopeActivation { SearchScopeActivation(kind: 0) }
    /// An activation where the system shows search scopes when typing begins in the search
    /// field and hides search scopes after search cancellation.
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(kind: 1) }
    /// An activation where the system shows search scopes after presenting search and hides
    /// search scopes after search cancellation.
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(kind: 2) }

    /// Whether the scopes show once typing began rather than as soon as search is
    /// presented, on a device of `idiom`.
    func waitsForText(idiom: DeviceProfile.Idiom) -> Bool {
        switch kind {
        case 1: true
        case 2: false
        default: idiom != .desktop
        }
    }
}

/// The scope bar `searchScopes` gives a searchable view: a segmented picker of the scopes.
struct SearchScopeBar {
    let picker: AnyView
    let activation: SearchScopeActivation
}

extension View {
    /// Configures the search scopes for this view: a segmented control under the search
    /// field, shown while searching, selects the active scope.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Configures the search scopes for this view with the specified activation strategy.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        let picker = Picker("Scope", selection: scope, content: scopes)
            .pickerStyle(.segmented)
            .labelsHidden()
            .accessibilityIdentifier("search-scopes")
        return environment(\.searchScopes, SearchScopeBar(picker: AnyView(picker), activation: activation))
    }
}
