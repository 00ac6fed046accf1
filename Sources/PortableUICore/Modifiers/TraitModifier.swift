import Foundation

/// A modifier that writes a trait (layout priority, z-index, layout value, accessibility
/// identifier, hidden flag) onto each view of its content, without adding a layout node.
public struct _TraitModifier: ViewModifier {
    public typealias Body = Never
    let write: (LayoutNode) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let traitNode = node as? TraitNode ?? TraitNode()
        traitNode.content = reconcileChild(content, traitNode.content, inputs)
        traitNode.content?.units.forEach(modifier.write)
        return traitNode
    }
}

/// The node of a trait modifier: transparent, it passes its content's layout nodes on.
final class TraitNode: PassThroughNode {}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// A stack offers space to its higher-priority children first, after reserving the
    /// minimum lengths of the lower-priority ones.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(
            _TraitModifier { node in
                var traits = node.traits
                traits.priority = value.isNaN ? 0 : value
                node.setTraits(traits)
            })
    }

    /// Controls the display order of overlapping views.
    public func zIndex(_ value: Double) -> some View {
        modifier(
            _TraitModifier { node in
                var traits = node.traits
                traits.zIndex = value.isNaN ? 0 : value
                node.setTraits(traits)
            })
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(
            _TraitModifier { node in
                var traits = node.traits
                let old = traits.values[ObjectIdentifier(key)]
                traits.values[ObjectIdentifier(key)] = value
                node.setTraits(traits, valuesChanged: !(old.map { areEqual($0 as? K.Value, value) } ?? false))
            })
    }

    /// Uses the string you specify to identify the view; ``ViewHost/frame(of:)`` finds it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_TraitModifier { $0.accessibilityIdentifier = identifier })
    }

    /// Hides this view unconditionally. Hidden views are invisible and can't receive or
    /// respond to interactions, but they remain in the view hierarchy and affect layout.
    public func hidden() -> some View {
        modifier(_TraitModifier { $0.isHidden = true })
    }
}

private func areEqual<T>(_ lhs: T?, _ rhs: T) -> Bool {
    guard let lhs else { return false }
    return PortableUICore.areEqual(lhs, rhs)
}
