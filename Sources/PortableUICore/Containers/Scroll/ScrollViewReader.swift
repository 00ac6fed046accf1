import Foundation

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known
/// child views.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let reader = node as? TraitNode ?? TraitNode()
        let proxy = ScrollViewProxy(reader: reader, graph: inputs.graph)
        reader.content = reconcileChild(view.content(proxy), reader.content, inputs)
        return reader
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view
/// hierarchy.
public struct ScrollViewProxy {
    weak var reader: _ViewNode?
    weak var graph: ViewGraph?

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view: with `anchor` (or else the current
    /// transaction's ``Transaction/scrollTargetAnchor``), so that the anchor point of the view
    /// meets the same point of the scroll view; without either, by the least amount that
    /// shows it.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let target = AnyHashable(id)
        let transaction = Transaction.current
        let anchor = anchor ?? transaction.scrollTargetAnchor
        for unit in reader?.units ?? [] {
            if scroll(in: unit, to: target, anchor: anchor, transaction: transaction) {
                graph?.needsLayout = true
                return
            }
        }
        Diagnostics.report("ScrollViewProxy.scrollTo: no view with id \(id) in a scroll view.")
    }

    private func scroll(in root: LayoutNode, to id: AnyHashable, anchor: UnitPoint?, transaction: Transaction) -> Bool {
        var stack = [root]
        while let node = stack.popLast() {
            if node.scrollState != nil, let frame = node.contentFrame(of: id) {
                node.reveal(frame, anchor: anchor, in: transaction)
                return true
            }
            stack.append(contentsOf: node.subviews)
        }
        return false
    }
}

extension LayoutNode {
    /// The frame (window coordinates) of the view with identity `id` inside this scroll
    /// view: a placed view with that `.id`, or a row of a lazy stack with that ID (placed or
    /// estimated).
    func contentFrame(of id: AnyHashable) -> CGRect? {
        var stack = subviews.array
        while let node = stack.popLast() {
            if node.explicitID == id { return node.frame }
            if let lazy = node.lazyState, let line = lazy.line(withID: id) {
                let offset = lazy.offset(of: line)
                let length = lazy.length(of: line)
                return lazy.axis == .vertical
                    ? CGRect(x: node.frame.minX, y: node.frame.minY + offset, width: node.frame.width, height: length)
                    : CGRect(x: node.frame.minX + offset, y: node.frame.minY, width: length, height: node.frame.height)
            }
            stack.append(contentsOf: node.subviews)
        }
        return nil
    }

    /// Scrolls so that `target` (window coordinates) is shown at `anchor`, or minimally (no
    /// anchor, or a component of it that is not finite), a programmatic scroll in
    /// `transaction`: a running glide stops, unless the transaction is unanimated and preserves
    /// velocity (``Transaction/scrollPositionUpdatePreservesVelocity``; Apple: "If a
    /// programmatic update is animated, this property is ignored"), when it goes on from the
    /// new offset.
    func reveal(_ target: CGRect, anchor: UnitPoint?, in transaction: Transaction = Transaction()) {
        guard let state = scrollState else { return }
        var offset = state.offset
        for axis in [Axis.horizontal, .vertical] where state.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let viewStart = axis == .horizontal ? frame.minX : frame.minY
            let viewLength = frame.size[axis]
            let targetStart = (axis == .horizontal ? target.minX : target.minY) - viewStart
            let targetLength = target.size[axis]
            var delta: CGFloat
            // A component that is not finite counts as no anchor: the least scroll that shows it.
            if let unit = anchor.map({ axis == .horizontal ? $0.x : $0.y }), unit.isFinite {
                delta = targetStart + unit * targetLength - unit * viewLength
            } else if targetStart < 0 || targetLength > viewLength {
                delta = targetStart
            } else if targetStart + targetLength > viewLength {
                delta = targetStart + targetLength - viewLength
            } else {
                delta = 0
            }
            if axis == .horizontal { offset.x += delta } else { offset.y += delta }
        }
        let before = state.offset
        setOffset(offset)
        guard transaction.scrollPositionUpdatePreservesVelocity, transaction.animation == nil, let motion = state.motion else { return }
        let moved = CGPoint(x: state.offset.x - before.x, y: state.offset.y - before.y)
        state.motion = motion.shifted(by: moved, to: state.offset)
    }
}

extension LazyStackState {
    /// The line holding the row with `id` (the `ForEach` element's ID), if any.
    func line(withID id: AnyHashable) -> Int? {
        for index in 0..<rows.count where rows.innerID(at: index) == id {
            return self.line(ofRow: index)
        }
        return nil
    }
}
