import Foundation

/// A named value produced by a view.
///
/// Views set values with `.preference(key:value:)`; ancestors read the combination of their
/// descendants' values, combined in view order with `reduce`, after layout.
public protocol PreferenceKey {
    /// The type of value produced by this preference.
    associatedtype Value
    /// The default value of the preference (what a reader sees when no view sets one).
    static var defaultValue: Value { get }
    /// Combines a sequence of values by modifying the previously-accumulated value with the
    /// result of a closure that provides the next value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// One preference a view sets: given the combined value of its content (nil when none),
/// produce the view's value.
struct PreferenceWriter {
    let key: ObjectIdentifier
    /// The modifier node that owns the writer, so a new update replaces it in place.
    let owner: ObjectIdentifier
    let apply: (LayoutNode, inout Any?) -> Void
}

extension LayoutNode {
    /// Installs (or replaces) a preference writer.
    func setPreferenceWriter(_ writer: PreferenceWriter) {
        if let index = preferenceWriters.firstIndex(where: { $0.owner == writer.owner }) {
            preferenceWriters[index] = writer
        } else {
            preferenceWriters.append(writer)
        }
    }

    /// The value of `key` this node's subtree produces: its visible subviews' values combined
    /// in order with `reduce`, then the node's own writers applied innermost first. Nil when no
    /// view in the subtree sets the key.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var result: K.Value?
        for subview in subviews where !subview.isCollapsed {
            guard let value = subview.preferenceValue(key) else { continue }
            if result == nil {
                result = value
            } else {
                K.reduce(value: &result!, nextValue: { value })
            }
        }
        let id = ObjectIdentifier(key)
        guard preferenceWriters.contains(where: { $0.key == id }) else { return result }
        var any: Any? = result
        for writer in preferenceWriters where writer.key == id { writer.apply(self, &any) }
        return any as? K.Value
    }
}

/// The combined value of `key` over a list of layout nodes.
func preferenceValue<K: PreferenceKey>(_ key: K.Type, of nodes: [LayoutNode]) -> K.Value {
    var result: K.Value?
    for node in nodes where !node.isCollapsed {
        guard let value = node.preferenceValue(key) else { continue }
        if result == nil {
            result = value
        } else {
            K.reduce(value: &result!, nextValue: { value })
        }
    }
    return result ?? K.defaultValue
}

/// A modifier that installs a preference writer on each view of its content.
public struct _PreferenceWritingModifier: ViewModifier {
    public typealias Body = Never
    let key: ObjectIdentifier
    let apply: (LayoutNode, inout Any?) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let traitNode = node as? TraitNode ?? TraitNode()
        traitNode.content = reconcileChild(content, traitNode.content, inputs)
        let writer = PreferenceWriter(key: modifier.key, owner: ObjectIdentifier(traitNode), apply: modifier.apply)
        for unit in traitNode.units { unit.setPreferenceWriter(writer) }
        return traitNode
    }
}

extension View {
    /// Sets a value for the given preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier(key: ObjectIdentifier(key)) { _, current in current = value })
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void)
        -> some View
    {
        modifier(
            _PreferenceWritingModifier(key: ObjectIdentifier(key)) { _, current in
                var value = current as? K.Value ?? K.defaultValue
                callback(&value)
                current = value
            })
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert
    /// the geometry to their local coordinates.
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifier(
            _PreferenceWritingModifier(key: ObjectIdentifier(K.self)) { node, current in
                current = transform(Anchor(node: node, resolveIn: value.resolve))
            })
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifier(
            _PreferenceWritingModifier(key: ObjectIdentifier(K.self)) { node, current in
                var result = current as? K.Value ?? K.defaultValue
                transform(&result, Anchor(node: node, resolveIn: value.resolve))
                current = result
            })
    }
}
