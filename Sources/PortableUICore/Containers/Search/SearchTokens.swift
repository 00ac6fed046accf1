import Foundation

/// A searchable view's tokens with their collection's type erased: the tokens' views, the
/// suggested tokens' views, and the edits the search field makes to the binding.
@MainActor
struct SearchTokens {
    /// One token: its identity and its view.
    struct Token {
        let id: AnyHashable
        let view: AnyView
    }

    /// The tokens in the field, in order.
    var tokens: [Token] = []
    /// The suggested tokens, each with the action that adds it.
    var suggested: [(token: Token, add: () -> Void)] = []
    /// Removes the last token (Delete at the start of the field).
    var removeLast: @MainActor () -> Void = {}
    /// Removes every token (the clear button).
    var removeAll: @MainActor () -> Void = {}
    /// Adds a token given as `Any` when it is of the collection's element type; returns
    /// whether it did.
    var add: @MainActor (Any) -> Bool = { _ in false }

    /// No tokens (`searchable(text:)`).
    static var none: SearchTokens { SearchTokens() }

    /// The tokens of `binding`, drawn by `token`; `suggested` lists the suggested tokens.
    @MainActor
    static func make<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        _ binding: Binding<C>, suggested: Binding<C>?, token: @escaping (C.Element) -> T
    ) -> SearchTokens where C.Element: Identifiable {
        var tokens = editing(binding)
        tokens.tokens = binding.wrappedValue.map { Token(id: AnyHashable($0.id), view: AnyView(token($0))) }
        tokens.suggested = (suggested?.wrappedValue ?? C()).map { element in
            (Token(id: AnyHashable(element.id), view: AnyView(token(element))), { binding.wrappedValue.append(element) })
        }
        return tokens
    }

    /// The editable tokens of `binding`: each token's view gets a binding to its element.
    static func makeEditable<C: RandomAccessCollection & RangeReplaceableCollection, V: View>(
        _ binding: Binding<C>, token: @escaping (Binding<C.Element>) -> V
    ) -> SearchTokens where C.Element: Identifiable {
        var tokens = editing(binding)
        let collection = binding.wrappedValue
        tokens.tokens = collection.indices.map { index in
            let id = collection[index].id
            let element = Binding<C.Element>(
                get: { binding.wrappedValue.first { $0.id == id } ?? collection[index] },
                set: { value in
                    guard let current = binding.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
                    binding.wrappedValue.replaceSubrange(current...current, with: CollectionOfOne(value))
                })
            return Token(id: AnyHashable(id), view: AnyView(token(element)))
        }
        return tokens
    }

    /// The edits shared by both kinds of tokens.
    private static func editing<C: RandomAccessCollection & RangeReplaceableCollection>(_ binding: Binding<C>) -> SearchTokens {
        var tokens = SearchTokens()
        tokens.removeLast = {
            guard !binding.wrappedValue.isEmpty else { return }
            binding.wrappedValue.removeLast()
        }
        tokens.removeAll = {
            guard !binding.wrappedValue.isEmpty else { return }
            binding.wrappedValue.removeAll()
        }
        tokens.add = { value in
            guard let element = value as? C.Element else { return false }
            binding.wrappedValue.append(element)
            return true
        }
        return tokens
    }
}
