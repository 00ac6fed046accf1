/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Builds or updates the graph node of `content` modified by `modifier`. Built-in
    /// modifiers implement it; custom modifiers use the default, which evaluates `body`.
    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode
}

extension ViewModifier {
    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let placeholder = _ViewModifier_Content<Self> { node, inputs in reconcileChild(content, node, inputs) }
        return reconcileChild(_ModifierBody(modifier: StyleProperty(style: modifier), content: placeholder), node, inputs)
    }
}

/// The view whose body is a custom modifier's `body(content:)`: its node keeps the
/// modifier's own dynamic properties (`@State`, `@Environment`…), as SwiftUI does.
struct _ModifierBody<Modifier: ViewModifier>: View {
    let modifier: StyleProperty<Modifier>
    let content: _ViewModifier_Content<Modifier>

    var body: Modifier.Body {
        modifier.style.body(content: content)
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Self.Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content view passed to a custom modifier's `body(content:)`: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let reconcileContent: @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode

    init(reconcileContent: @escaping @MainActor (_ViewNode?, _ViewInputs) -> _ViewNode) {
        self.reconcileContent = reconcileContent
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        view.reconcileContent(node, inputs)
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        Modifier._reconcile(view.modifier, content: view.content, node: node, inputs: inputs)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let inner = ModifiedContent<C, Content>(content: content, modifier: modifier.content)
        return Modifier._reconcile(modifier.modifier, content: inner, node: node, inputs: inputs)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    @inlinable
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    @inlinable
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
