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
    var identity: AnyHashable { AnyHashable(id) }
}

/// A view whose identity an `.id(_:)` modifier sets.
protocol IdentifiedContent {
    var identity: AnyHashable { get }
}

extension ModifiedContent: IdentifiedContent where Modifier: IdentityModifier {
    var identity: AnyHashable { modifier.identity }
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
