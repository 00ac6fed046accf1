import Foundation

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Enable both the added gesture as well as all other gestures on the view and its
    /// subviews.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// How a gesture attached to a view competes with the gestures of the views inside it.
enum GestureArbitration {
    /// `gesture(_:)`: the inner gestures have priority; this one is recognized only if they fail.
    case normal
    /// `highPriorityGesture(_:)`: this gesture has priority over the inner ones.
    case highPriority
    /// `simultaneousGesture(_:)`: this gesture is recognized alongside the inner ones.
    case simultaneous
    /// The inner gestures run and report until this one activates; then they are cancelled
    /// (a scroll view's drag claiming a press that started on a button).
    case claiming
}

/// A gesture attached to a layout node by a gesture modifier.
struct GestureAttachment {
    let owner: ObjectIdentifier
    /// The modifier's nesting depth: deeper modifiers are closer to the view.
    let depth: Int
    let arbitration: GestureArbitration
    let mask: GestureMask
    /// False in a disabled environment (`disabled(true)`): the gesture takes no part.
    let isEnabled: Bool
    let make: @MainActor (_GestureContext) -> _AnyGestureRecognizer
}

/// The modifier behind `gesture(_:)`, `simultaneousGesture(_:)` and `highPriorityGesture(_:)`.
public struct _GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    let gesture: G
    let arbitration: GestureArbitration
    let mask: GestureMask

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        let gesture = modifier.gesture
        inputNode.writeUnits { unit, owner in
            unit.inputRecord.setGesture(
                GestureAttachment(
                    owner: owner, depth: inputs.depth, arbitration: modifier.arbitration, mask: modifier.mask,
                    isEnabled: inputs.environment.isEnabled, make: { gesture._makeRecognizer($0) }))
        }
        return inputNode
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the
    /// view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, arbitration: .normal, mask: mask))
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, arbitration: .highPriority, mask: mask))
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, arbitration: .simultaneous, mask: mask))
    }

    /// Attaches a gesture that lets the gestures inside the view run until it activates, then
    /// cancels them: the hook a scroll view uses to take over drags that start on buttons or
    /// on views with tap and long-press gestures.
    func claimingGesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(_GestureModifier(gesture: gesture, arbitration: .claiming, mask: .all))
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and provides the
    /// action with the location of the interaction.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local,
        perform action: @escaping @MainActor (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// `onPressingChanged` is called with `true` when the press begins and with `false` when
    /// the long press succeeds (after `action`) or fails.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        gesture(
            _PressingGesture(
                content: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                    .onEnded { _ in action() },
                onPressingChanged: onPressingChanged))
    }
}

/// A gesture that reports when its gesture starts and stops being active.
struct _PressingGesture<Content: Gesture>: Gesture {
    typealias Value = Content.Value
    typealias Body = Never
    let content: Content
    let onPressingChanged: (@MainActor (Bool) -> Void)?

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let report = onPressingChanged
        var pressing = false
        return MappedRecognizer(content._makeRecognizer(context), { $0 }) { inner, enabled in
            if enabled, !pressing, inner.phase == .active {
                pressing = true
                report?(true)
            } else if pressing, inner.phase.isFinished {
                pressing = false
                report?(false)
            }
        }
    }
}
