import Foundation

/// What the layout pass in progress knows beyond a layout's arguments: the node being placed
/// (for the safe-area layouts), the window, and whether the pass only brings recorded
/// proposals up to date (``LayoutNode/refreshSubviewProposals(in:)``).
enum PlacementContext {
    nonisolated(unsafe) static var node: LayoutNode?
    nonisolated(unsafe) static var window: CGRect = .zero
    nonisolated(unsafe) static var refreshesProposals = false
}

/// The sizes offered by the containers enclosing the view being laid out, innermost last.
/// The root pushes the window's safe-area size.
enum ContainerContext {
    nonisolated(unsafe) static var sizes: [CGSize] = []
}
