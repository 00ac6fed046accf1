import Foundation

/// State that a container keeps on its own layout node: a scroll view's offset and geometry,
/// a lazy container's realized rows.
///
/// Rules:
/// 1. A node holds at most one, of the type of the container that made the node; the node
///    knows it only as this protocol, and the container reads it back by its own type
///    (``LayoutNode/containerState(_:)``), so that the node need not name every container.
/// 2. A node that holds one depends on its window position (it scrolls, or realizes the rows
///    in view), see ``LayoutNodeExtras/dependsOnPosition``.
protocol ContainerState: AnyObject {}

extension LayoutNode {
    /// The state of type `State` that the node's container keeps on it, if it keeps one.
    func containerState<State: ContainerState>(_ type: State.Type) -> State? {
        extras?.containerState as? State
    }

    /// Gives the node its container's state.
    func setContainerState(_ state: (any ContainerState)?) {
        if let held = extras?.containerState, let state {
            assert(ObjectIdentifier(type(of: held)) == ObjectIdentifier(type(of: state)), "A node keeps the state of one container.")
        }
        setExtra(\.containerState, state)
    }
}
