import Foundation

// The token forms of `searchable` (tokens, suggested tokens, editable tokens, each with and
// without `isPresented`), each with a `Text`, localized key or string prompt.
extension View {
    /// Marks this view as searchable with text and tokens.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: .make(tokens, suggested: nil, token: token))
    }

    /// Marks this view as searchable with text and tokens, with a prompt from a localized string key.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: nil, token: token))
    }

    /// Marks this view as searchable with text and tokens, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: nil, token: token))
    }

    /// Marks this view as searchable with text and tokens, as well as programmatic presentation.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: .make(tokens, suggested: nil, token: token))
    }

    /// Marks this view as searchable with text and tokens, as well as programmatic presentation, with a prompt from a localized string key.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: nil, token: token))
    }

    /// Marks this view as searchable with text and tokens, as well as programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: nil, token: token))
    }

    /// Marks this view as searchable with text, tokens, and suggestions (the suggested tokens show among the suggestions; choosing one adds it).
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: .make(tokens, suggested: suggestedTokens, token: token))
    }

    /// Marks this view as searchable with text, tokens, and suggestions (the suggested tokens show among the suggestions; choosing one adds it), with a prompt from a localized string key.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: suggestedTokens, token: token))
    }

    /// Marks this view as searchable with text, tokens, and suggestions (the suggested tokens show among the suggestions; choosing one adds it), with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: suggestedTokens, token: token))
    }

    /// Marks this view as searchable with text, tokens, and suggestions, as well as programmatic presentation.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: .make(tokens, suggested: suggestedTokens, token: token))
    }

    /// Marks this view as searchable with text, tokens, and suggestions, as well as programmatic presentation, with a prompt from a localized string key.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: suggestedTokens, token: token))
    }

    /// Marks this view as searchable with text, tokens, and suggestions, as well as programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .make(tokens, suggested: suggestedTokens, token: token))
    }

    /// Marks this view as searchable with editable tokens: each token's view gets a binding to its token.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: .makeEditable(editableTokens, token: token))
    }

    /// Marks this view as searchable with editable tokens: each token's view gets a binding to its token, with a prompt from a localized string key.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .makeEditable(editableTokens, token: token))
    }

    /// Marks this view as searchable with editable tokens: each token's view gets a binding to its token, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: nil, placement: placement, prompt: Text(prompt), tokens: .makeEditable(editableTokens, token: token))
    }

    /// Marks this view as searchable with editable tokens, as well as programmatic presentation.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: .makeEditable(editableTokens, token: token))
    }

    /// Marks this view as searchable with editable tokens, as well as programmatic presentation, with a prompt from a localized string key.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .makeEditable(editableTokens, token: token))
    }

    /// Marks this view as searchable with editable tokens, as well as programmatic presentation, with a prompt from a string.
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt), tokens: .makeEditable(editableTokens, token: token))
    }
}
