import Foundation

/// What the layout pass in progress knows beyond a layout's arguments: the window, and
/// whether the pass only brings recorded proposals up to date
/// (``LayoutNode/refreshSubviewProposals(in:)``). (It holds values only: a node would outlive
/// the pass, and its graph; a layout that reads its node finds it with its subviews,
/// ``LayoutSubviews/container``.)
enum PlacementContext {
    nonisolated(unsafe) static var window: CGRect = .zero
    nonisolated(unsafe) static var refreshesProposals = false
}

/// The sizes offered by the containers enclosing the view being laid out, innermost last.
/// The root pushes the window's safe-area size.
enum ContainerContext {
    nonisolated(unsafe) static var sizes: [CGSize] = []
}
