import Foundation

/// Something that reads the placed geometry after each layout pass and reacts to changes:
/// `onPreferenceChange` and `onGeometryChange`.
protocol LayoutObserver: AnyObject {
    /// Called after layout on the main actor; queues actions for values that changed.
    @MainActor func layoutDidFinish()
}

/// The node of a layout observer: transparent for layout, registered with the graph while it
/// is mounted.
final class LayoutObserverNode: PassThroughNode, LayoutObserver {
    var check: (@MainActor (LayoutObserverNode) -> Void)?
    var lastValue: Any?
    var hasValue = false
    weak var graph: ViewGraph?

    @MainActor
    func layoutDidFinish() {
        check?(self)
    }

    @MainActor override func unmount() {
        super.unmount()
        let graph = self.graph
        let id = ObjectIdentifier(self)
        MainActor.assumeIsolated { graph?.removeLayoutObserver(id) }
    }

    /// Makes or updates an observer node around `content`, running `check` after each layout.
    @MainActor
    static func reconcile<C: View>(
        _ content: C, node: _ViewNode?, inputs: _ViewInputs, check: @escaping @MainActor (LayoutObserverNode) -> Void
    ) -> LayoutObserverNode {
        let observer = node as? LayoutObserverNode ?? LayoutObserverNode()
        observer.check = check
        if observer.graph == nil, let graph = inputs.graph {
            observer.graph = graph
            graph.addLayoutObserver(observer)
        }
        observer.content = reconcileChild(content, observer.content, inputs)
        return observer
    }

    /// Queues `action` when `value` differs from the last one delivered (or is the first).
    @MainActor
    func deliver<V: Equatable>(_ value: V, updates: UpdateQueue?, _ action: @escaping @MainActor (V) -> Void) {
        if hasValue, let last = lastValue as? V, last == value { return }
        hasValue = true
        lastValue = value
        updates?.enqueue { action(value) }
    }

    /// Queues `action` with the last value delivered (or `value` itself, the first time) and
    /// `value`, when `value` differs from the last one.
    @MainActor
    func deliverChange<V: Equatable>(_ value: V, updates: UpdateQueue?, _ action: @escaping @MainActor (V, V) -> Void) {
        let old = lastValue as? V
        deliver(value, updates: updates) { action(old ?? $0, $0) }
    }
}

/// The modifier behind `onPreferenceChange`.
public struct _PreferenceActionModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
    public typealias Body = Never
    let action: @MainActor (K.Value) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let updates = inputs.updates
        return LayoutObserverNode.reconcile(content, node: node, inputs: inputs) { observer in
            observer.deliver(preferenceValue(K.self, of: observer.units), updates: updates, modifier.action)
        }
    }
}

/// The modifier behind `onGeometryChange`.
public struct _GeometryActionModifier<T: Equatable>: ViewModifier {
    public typealias Body = Never
    let transform: (GeometryProxy) -> T
    let action: @MainActor (T, T) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let updates = inputs.updates
        return LayoutObserverNode.reconcile(content, node: node, inputs: inputs) { observer in
            guard let unit = observer.units.first else { return }
            observer.deliverChange(modifier.transform(GeometryProxy(node: unit)), updates: updates, modifier.action)
        }
    }
}

extension View {
    /// Adds an action to perform when the specified preference key's value changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping @MainActor (T) -> Void
    ) -> some View {
        modifier(_GeometryActionModifier(transform: transform) { _, new in action(new) })
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes;
    /// the action receives the old and the new value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: action))
    }
}
