import Foundation

/// The state of a ``LayoutNode`` that few nodes have: animations and transitions, container
/// sizes, geometry-dependent content, identifiers, input, render effects, preferences, the
/// state of the container that made the node (``ContainerState``), an offered frame that a layout extended, the safe area of a node that
/// reads it.
///
/// A node makes its extras when one of these is first set, so that a plain leaf or stack node
/// stays small (most nodes of a large tree never animate, define no coordinate space and have
/// no explicit identity).
final class LayoutNodeExtras {
    var input: NodeInput?
    var renderEffects = RenderEffects()
    var preferenceWriters: [PreferenceWriter] = []
    var accessibilityIdentifier: String?
    var accessibility: AccessibilityProperties?
    /// The accessibility elements last built from the node (see ``AccessibilityCache``).
    var accessibilityCache: AccessibilityCache?
    var drawingChange: DrawingAnimation?
    var transition: AnyTransition?
    var opacityAnimation: (Double, Double, AnimationRun<Double>)?
    var frameAnimation: FrameAnimation?
    /// The scope of the nearest transaction or animation modifier outside the node.
    var transactionMark: TransactionScopeMark?
    /// Where a matched-geometry source inserted in an animated change comes in from.
    var matchedInsertionFrame: CGRect?
    /// Whether the node's subtree is drawn as one unit following its animated frame.
    var drawsAsUnit = false
    var containerSize: ((ProposedViewSize) -> CGSize)?
    var lastContainerSize: CGSize?
    var contentBuilder: ((LayoutNode) -> Void)?
    var explicitID: AnyHashable?
    var coordinateSpaceNames: Set<AnyHashable> = []
    var containerState: (any ContainerState)?
    /// The frame the container offered, when a safe-area-ignoring layout extended it.
    var offeredFrame: CGRect?
    /// The safe area, on a node that reads its position.
    var safeArea: CGRect?
    /// Whether the view is a focus section (`focusSection()`).
    var isFocusSection = false
    /// The traits a layout modifier's node last took from its content view, when not empty.
    var inheritedTraits: LayoutTraits?

    /// Whether these extras make the node depend on its window position: content built from
    /// its geometry, a container size offered below it, a container's state (scrolling, lazy
    /// rows), a transition or a frame animation.
    var dependsOnPosition: Bool {
        contentBuilder != nil || containerSize != nil || containerState != nil || transition != nil
            || frameAnimation != nil
    }
}
