import Foundation

/// An opaque value derived from an anchor source and a particular view, resolved to a
/// geometric value (a point or a rectangle) in another view's coordinate space.
public struct Anchor<Value> {
    let node: LayoutNode
    let resolveIn: (LayoutNode, LayoutNode) -> Value

    func resolve(in target: LayoutNode) -> Value { resolveIn(node, target) }

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        let resolve: (LayoutNode, LayoutNode) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// Returns an anchor source rect defined by `r` in the current view.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { node, target in
            r.offsetBy(dx: node.frame.minX - target.frame.minX, dy: node.frame.minY - target.frame.minY)
        }
    }

    /// An anchor source rect defined as the entire bounding rect of the current view.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { node, target in
            node.frame.offsetBy(dx: -target.frame.minX, dy: -target.frame.minY)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// Returns an anchor source point defined by `p` in the current view.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { node, target in
            CGPoint(x: p.x + node.frame.minX - target.frame.minX, y: p.y + node.frame.minY - target.frame.minY)
        }
    }

    /// Returns an anchor source point at the unit point `p` of the current view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { node, target in
            CGPoint(
                x: node.frame.minX + p.x * node.frame.width - target.frame.minX,
                y: node.frame.minY + p.y * node.frame.height - target.frame.minY)
        }
    }

    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
