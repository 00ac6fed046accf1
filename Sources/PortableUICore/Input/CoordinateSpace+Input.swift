import Foundation

extension CoordinateSpace {
    /// The origin of `space`, in window coordinates, seen from `node`: the window's origin,
    /// the node's, or that of the nearest ancestor with that name (the window's, with a
    /// diagnostic, when there is none). Gestures and hover report locations relative to it.
    @MainActor
    static func origin(of space: CoordinateSpace, from node: LayoutNode) -> CGPoint {
        switch space {
        case .global:
            return .zero
        case .local:
            return node.frame.origin
        case .named(let name):
            if let ancestor = node.ancestor(named: name) { return ancestor.frame.origin }
            Diagnostics.report("No coordinate space named \(name) encloses the view; the global space is used.")
            return .zero
        }
    }
}
