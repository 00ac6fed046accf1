import Foundation

/// The current hovering state and value of the pointer.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer's location moved to the specified point within the view.
    case active(CGPoint)
    /// The pointer exited the view.
    case ended
}

/// What a hover modifier asks to be told.
struct HoverHandler {
    var onHover: (@MainActor (Bool) -> Void)?
    var onContinuousHover: (@MainActor (HoverPhase) -> Void)?
    var coordinateSpace: CoordinateSpace = .local
}

/// The modifier behind `onHover(perform:)` and `onContinuousHover(coordinateSpace:perform:)`.
public struct _HoverModifier: ViewModifier {
    public typealias Body = Never
    let handler: HoverHandler

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let inputNode = InputModifierNode.reconciling(content, at: node, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.hoverHandlers[owner] = modifier.handler }
        return inputNode
    }
}

extension View {
    /// Adds an action to perform when the user moves the pointer over or away from the
    /// view's frame (its hit-testing area: its content, or its `contentShape`).
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(_HoverModifier(handler: HoverHandler(onHover: action)))
    }

    /// Adds an action to perform when the pointer enters, exits, and moves over the view.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (HoverPhase) -> Void
    ) -> some View {
        modifier(_HoverModifier(handler: HoverHandler(onContinuousHover: action, coordinateSpace: coordinateSpace)))
    }
}
