import Foundation
import Observation

/// The node of a view or a view modifier that is ``Animatable``: when its `animatableData`
/// changes in an animated transaction, its content (the view's `body`, the modifier's
/// `body(content:)`) is built each frame from a copy whose data is interpolated, as SwiftUI
/// does.
///
/// Rules:
/// 1. The data moves as an ``AnimatedValue`` under the animation of the change: the
///    transaction's, as the `.transaction` and `.animation` modifiers outside the view
///    changed it (see ``TransactionScope``).
/// 2. While the data animates, the node is a timeline of the graph (``TimelineDriven``) due
///    at every frame: each move of the host's clock rebuilds its content for the new time.
///    The content's own changes in those frames are not animated again: an animated change
///    asks for a layout in its own update, which spends the update's animation.
/// 3. A change of anything else in the value (a non-animatable property) shows at once.
final class AnimatableNode<Value: Animatable>: ClockedContentNode, TimelineDriven {
    /// Builds the content of `value` into `node` (the view's body, the modifier's).
    typealias Content = @MainActor (_ value: Value, _ node: _ViewNode?, _ inputs: _ViewInputs) -> _ViewNode

    private var value: Value
    private var data: AnimatedValue<Value.AnimatableData>
    private var makeContent: Content
    /// Whether the content was last built with the data at rest (its target).
    private var showsTarget = true

    private init(_ value: Value, _ inputs: _ViewInputs, content: @escaping Content) {
        self.value = value
        self.data = AnimatedValue(value.animatableData)
        self.makeContent = content
        super.init(inputs: inputs)
    }

    @MainActor
    static func reconcile(_ value: Value, node: _ViewNode?, inputs: _ViewInputs, content: @escaping Content) -> _ViewNode {
        if let existing = node as? Self {
            existing.value = value
            existing.inputs = inputs
            existing.makeContent = content
            let time = inputs.graph?.time ?? 0
            existing.data.set(value.animatableData, animation: changeAnimation, at: time)
            // The update's animation is used by the next layout: laid out now, it is spent
            // before this animation's frames change the content (which must not animate again).
            if existing.data.isAnimating(at: time) { inputs.graph?.needsLayout = true }
            existing.evaluate()
            return existing
        }
        let made = Self(value, inputs, content: content)
        inputs.graph?.timelines.add(made)
        made.evaluate()
        return made
    }

    // Rule 1
    private static var changeAnimation: Animation? {
        TransactionScope.currentValueAnimation(LayoutPass.current.graph?.updates)
    }

    @MainActor
    override func evaluateContent() {
        let time = inputs.graph?.time ?? 0
        var shown = value
        if data.isAnimating(at: time) {
            shown.animatableData = data.value(at: time)
            showsTarget = false
        } else {
            showsTarget = true
        }
        content = makeContent(shown, content, inputs)
    }

    // Rule 2
    func advance(to date: Date) {
        if !showsTarget { invalidateBody() }
    }

    func restart(at date: Date) {}

    /// Due now while the data animates: the host draws the next frame.
    var nextEntry: Date? {
        guard !showsTarget else { return nil }
        let graph = inputs.graph
        return MainActor.assumeIsolated { graph?.date }
    }
}

extension View where Self: Animatable {
    /// An animatable view is built from its interpolated data while it animates (see
    /// ``AnimatableNode``).
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        AnimatableNode<Self>.reconcile(view, node: node, inputs: inputs) { shown, node, inputs in
            reconcileChild(_AnimatableViewBody(view: StyleProperty(style: shown)), node, inputs)
        }
    }
}

/// The view whose body is an animatable view's body for the data shown: its node keeps the
/// view's own dynamic properties (`@State`, `@Environment`…).
struct _AnimatableViewBody<Content: View>: View {
    let view: StyleProperty<Content>

    var body: Content.Body { view.style.body }
}

extension ViewModifier where Self: Animatable {
    /// An animatable modifier's `body(content:)` is built from its interpolated data while it
    /// animates (see ``AnimatableNode``).
    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        AnimatableNode<Self>.reconcile(modifier, node: node, inputs: inputs) { shown, node, inputs in
            let placeholder = _ViewModifier_Content<Self> { node, inputs in reconcileChild(content, node, inputs) }
            return reconcileChild(_ModifierBody(modifier: StyleProperty(style: shown), content: placeholder), node, inputs)
        }
    }
}
