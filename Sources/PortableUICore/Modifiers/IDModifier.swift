/// A modifier that binds a view's identity to a value: when the value changes, the view is
/// a new view (its state is reset).
public struct _IdentifiedModifier<ID: Hashable>: ViewModifier {
    public typealias Body = Never
    let id: ID

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let identified = node as? IdentifiedNode<ID> ?? IdentifiedNode<ID>()
        if identified.id != modifier.id {
            identified.content?.unmount()
            identified.content = nil
            identified.id = modifier.id
        }
        identified.content = reconcileChild(content, identified.content, inputs)
        for unit in identified.units { unit.explicitID = AnyHashable(modifier.id) }
        return identified
    }
}

/// A modifier that sets the identity of the view it modifies (read by a phased transition
/// around that view, see ``_TransitionModifier``).
protocol IdentityModifier {
    var identity: AnyHashable { get }
}

extension _IdentifiedModifier: IdentityModifier {
    nonisolated var identity: AnyHashable { AnyHashable(id) }
}

/// A chain of modifiers that may hold an `.id(_:)`.
protocol IdentifiedContent {
    /// The identity the outermost `.id(_:)` of the chain sets, looking through the modifiers
    /// outside it (`.id(x).padding()`) but not through another transition, which runs for
    /// the identities inside it.
    var identity: AnyHashable? { get }
}

extension ModifiedContent: IdentifiedContent {
    var identity: AnyHashable? {
        if let modifier = modifier as? any IdentityModifier { return modifier.identity }
        if modifier is _TransitionModifier { return nil }
        return (content as? any IdentifiedContent)?.identity
    }
}

/// The node of an `.id(_:)` modifier.
final class IdentifiedNode<ID: Hashable>: PassThroughNode {
    var id: ID?
}

extension View {
    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: id))
    }
}
