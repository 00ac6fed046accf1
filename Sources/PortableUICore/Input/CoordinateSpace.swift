import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
///
/// Gestures report locations in one: the window (`.global`), the view the gesture is
/// attached to (`.local`), or an ancestor named with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The global coordinate space at the root of the view hierarchy (the window).
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the `.global` space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the `.local` space.
    public var isLocal: Bool { self == .local }

    /// The origin of `space`, in window coordinates, seen from `node`: the window's origin,
    /// the node's, or that of the nearest ancestor with that name (the window's, with a
    /// diagnostic, when there is none).
    @MainActor
    static func origin(of space: CoordinateSpace, from node: LayoutNode) -> CGPoint {
        switch space {
        case .global:
            return .zero
        case .local:
            return node.frame.origin
        case .named(let name):
            var current: LayoutNode? = node
            while let candidate = current {
                if candidate.input?.coordinateSpaceName?.value == name { return candidate.frame.origin }
                current = candidate.layoutParent
            }
            Diagnostics.report("No coordinate space named \(name) encloses the view; the global space is used.")
            return .zero
        }
    }
}

/// The modifier behind `coordinateSpace(name:)`.
public struct _CoordinateSpaceModifier: ViewModifier {
    public typealias Body = Never
    let name: AnyHashable

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let inputNode = node as? InputModifierNode ?? InputModifierNode()
        inputNode.content = reconcileChild(content, inputNode.content, inputs)
        inputNode.writeUnits { unit, owner in unit.inputRecord.coordinateSpaceName = Owned(owner: owner, value: modifier.name) }
        return inputNode
    }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on
    /// dimensions like points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
