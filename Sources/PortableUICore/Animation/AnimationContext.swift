import Foundation

/// Contextual values that a custom animation can use to manage state and access a view's
/// environment.
///
/// The system provides an `AnimationContext` to a ``CustomAnimation`` instance so that the
/// animation can store and retrieve values in an instance of ``AnimationState``.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The current state of a custom animation.
    public var state: AnimationState<Value>

    /// Set this to `true` to indicate that an animation is logically complete.
    ///
    /// This controls when ``AnimationCompletionCriteria/logicallyComplete`` completion
    /// callbacks are fired. It should be set to `true` at most once in the life of an
    /// animation; setting it back to `false` has no effect.
    public var isLogicallyComplete: Bool

    /// The current environment of the view that created the custom animation.
    public var environment: EnvironmentValues { storedEnvironment ?? EnvironmentValues() }

    private var storedEnvironment: EnvironmentValues?

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues? = nil) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.storedEnvironment = environment
    }

    /// Creates a new context from another one with a state that you provide.
    ///
    /// Use this method to create a new context that contains the state that you provide and
    /// view environment values from the original context.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: storedEnvironment)
    }
}

/// A container that stores the state for a custom animation.
///
/// An ``AnimationContext`` uses this type to store state for a ``CustomAnimation``. To
/// retrieve the stored state of a context, you can use the ``AnimationContext/state``
/// property; a key conforming to ``AnimationStateKey`` names each value.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state container.
    public init() {}

    /// Accesses the state for a custom key.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for accessing animation state values.
public protocol AnimationStateKey {
    /// The associated type representing the type of the animation state key's value.
    associatedtype Value

    /// The default value for the animation state key.
    static var defaultValue: Value { get }
}
