import Foundation

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: .none)
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .none)
    }

    /// Marks this view as searchable, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .none)
    }

    /// Marks this view as searchable with programmatic presentation of the search field.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: .none)
    }

    /// Marks this view as searchable with programmatic presentation of the search field,
    /// with a prompt from a localized string key.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .none)
    }

    /// Marks this view as searchable with programmatic presentation of the search field,
    /// with a prompt from a string.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .none)
    }

    /// The modifier every `searchable` form applies.
    func searchable(
        text: Binding<String>, isPresented: Binding<Bool>?, placement: SearchFieldPlacement, prompt: Text?,
        tokens: SearchTokens
    ) -> some View {
        let configuration = SearchConfiguration(
            text: text, isPresented: isPresented, placement: placement, prompt: prompt ?? Text("Search"), tokens: tokens)
        return modifier(_SearchableModifier(configuration: configuration))
    }
}

/// The modifier behind `searchable`: a search field for the modified view, which reads the
/// search's state through `isSearching` and `dismissSearch` (see `SearchableContainer`).
public struct _SearchableModifier: ViewModifier {
    let configuration: SearchConfiguration

    public func body(content: Content) -> some View {
        SearchableContainer(content: content, configuration: configuration)
    }
}
