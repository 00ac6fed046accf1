import Foundation

/// The node of a lifecycle modifier: transparent for layout, it runs actions when its content
/// enters the graph, when a value changes and when the content leaves the graph.
final class LifecycleNode: PassThroughNode {
    private(set) var hasAppeared = false
    var onDisappear: (@MainActor () -> Void)?
    var task: Task<Void, Never>?
    var taskID: AnyHashable?
    var observedValue: Any?
    /// Whether `observedValue` holds a value seen (it may be nil: an optional's `none`).
    var hasObservedValue = false
    var subscription: AnyCancellable?

    /// Runs `appear` after the current update the first time the node is reconciled.
    func appearIfNeeded(_ inputs: _ViewInputs, _ appear: @escaping @MainActor () -> Void) {
        guard !hasAppeared else { return }
        hasAppeared = true
        inputs.updates?.enqueue(appear)
    }

    @MainActor override func unmount() {
        super.unmount()
        task?.cancel()
        task = nil
        subscription = nil
        if hasAppeared, let onDisappear {
            hasAppeared = false
            MainActor.assumeIsolated { onDisappear() }
        }
    }
}

/// The modifier behind `onAppear` and `onDisappear`.
public struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    let appear: (@MainActor () -> Void)?
    let disappear: (@MainActor () -> Void)?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let lifecycle = node as? LifecycleNode ?? LifecycleNode()
        lifecycle.onDisappear = modifier.disappear
        lifecycle.appearIfNeeded(inputs) { modifier.appear?() }
        lifecycle.content = reconcileChild(content, lifecycle.content, inputs)
        return lifecycle
    }
}

/// The modifier behind `task` and `task(id:)`: starts a task when the view appears (or its
/// ID changes) and cancels it when the view disappears (or before restarting it).
public struct _TaskModifier: ViewModifier {
    public typealias Body = Never
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let lifecycle = node as? LifecycleNode ?? LifecycleNode()
        let start: @MainActor () -> Void = { [weak lifecycle] in
            lifecycle?.task?.cancel()
            lifecycle?.task = Task(priority: modifier.priority) { @MainActor in await modifier.action() }
        }
        if lifecycle.hasAppeared && lifecycle.taskID != modifier.id {
            inputs.updates?.enqueue(start)
        }
        lifecycle.taskID = modifier.id
        lifecycle.appearIfNeeded(inputs, start)
        lifecycle.content = reconcileChild(content, lifecycle.content, inputs)
        return lifecycle
    }
}

/// The modifier behind `onChange(of:)`: compares the value with the one of the previous
/// update and runs the action after the update when it changed.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let lifecycle = node as? LifecycleNode ?? LifecycleNode()
        let newValue = modifier.value
        // (A nil `Any?` casts to any optional type, so whether a value was seen is kept apart.)
        if lifecycle.hasObservedValue, let oldValue = lifecycle.observedValue as? Value {
            if oldValue != newValue { inputs.updates?.enqueue { modifier.action(oldValue, newValue) } }
        } else if modifier.initial {
            inputs.updates?.enqueue { modifier.action(newValue, newValue) }
        }
        lifecycle.observedValue = newValue
        lifecycle.hasObservedValue = true
        lifecycle.content = reconcileChild(content, lifecycle.content, inputs)
        return lifecycle
    }
}

/// The modifier behind `onReceive`: subscribes while the view is in the graph and runs the
/// action on the main actor for each value.
public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let lifecycle = node as? LifecycleNode ?? LifecycleNode()
        if lifecycle.subscription == nil {
            let updates = inputs.updates
            lifecycle.subscription = modifier.publisher.sink { value in
                updates?.enqueue { modifier.action(value) }
            }
        }
        lifecycle.content = reconcileChild(content, lifecycle.content, inputs)
        return lifecycle
    }
}

extension View {
    /// Adds an action to perform before this view appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Adds an action to perform after this view disappears.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Adds an asynchronous task to perform before this view appears; it is cancelled when
    /// the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void)
        -> some View
    {
        modifier(_TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    public func task<T: Equatable & Hashable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: AnyHashable(value), priority: priority, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes; the
    /// action receives the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Adds a modifier for this view that fires an action when a specific value changes; the
    /// action receives the old and the new value. With `initial`, it also runs when the view
    /// first appears.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Adds an action to perform when this view detects data emitted by the given publisher.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
