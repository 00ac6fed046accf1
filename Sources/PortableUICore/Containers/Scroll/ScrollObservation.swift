import Foundation

/// A type that defines the geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    /// The content offset of the scroll view.
    public var contentOffset: CGPoint
    /// The size of the content of the scroll view.
    public var contentSize: CGSize
    /// The content insets of the scroll view (its content margins).
    public var contentInsets: EdgeInsets
    /// The size of the container of the scroll view.
    public var containerSize: CGSize

    /// The visible rect of the scroll view, in its content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The bounds rect of the scroll view.
    public var bounds: CGRect { visibleRect }
}

extension LayoutNode {
    /// The geometry of this scroll view after the last layout.
    var scrollGeometry: ScrollGeometry? {
        guard let state = scrollState else { return nil }
        return ScrollGeometry(
            contentOffset: state.offset, contentSize: state.contentSize, contentInsets: state.margins,
            containerSize: frame.size)
    }

    /// The first scroll view at or below this node.
    var firstScrollView: LayoutNode? {
        var stack = [self]
        while let node = stack.popLast() {
            if node.scrollState != nil { return node }
            stack.append(contentsOf: node.subviews.reversed())
        }
        return nil
    }

    /// The identity of the first view with an ID whose frame reaches into this scroll view's
    /// visible area: a lazy row's `ForEach` ID or an explicit `.id`.
    func firstVisibleID() -> AnyHashable? {
        var stack: [LayoutNode] = subviews.reversed()
        while let node = stack.popLast() {
            if let lazy = node.lazyState {
                let start = lazy.axis == .vertical ? frame.minY - node.frame.minY : frame.minX - node.frame.minX
                guard let line = lazy.lineRange(overlapping: start...start).first, line < lazy.lineCount else {
                    return nil
                }
                // A list's section gaps hold no rows: the first line below with one.
                guard let row = (line..<lazy.lineCount).lazy.compactMap({ lazy.rowRange(ofLine: $0).first }).first
                else { return nil }
                return lazy.rows.innerID(at: row)
            }
            if let id = node.explicitID, node.frame.maxY > frame.minY, node.frame.maxX > frame.minX { return id }
            stack.append(contentsOf: node.subviews.reversed())
        }
        return nil
    }
}

/// The modifier behind `scrollPosition(id:anchor:)`: the binding follows the first visible
/// view's ID as the scroll view scrolls, and setting it scrolls to that view.
public struct _ScrollPositionModifier<ID: Hashable>: ViewModifier {
    public typealias Body = Never
    let id: Binding<ID?>
    let anchor: UnitPoint?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let updates = inputs.updates
        let graph = inputs.graph
        return LayoutObserverNode.reconcile(content, node: node, inputs: inputs) { observer in
            guard let scrollView = observer.units.first?.firstScrollView else { return }
            let requested = modifier.id.wrappedValue
            let reported = observer.lastValue as? ID?
            if let requested, reported != .some(requested), let frame = scrollView.contentFrame(of: AnyHashable(requested)) {
                observer.lastValue = Optional(requested)
                // The anchor of the transaction that set the binding wins over the modifier's.
                let transaction = LayoutPass.current.transaction
                let anchor = transaction.scrollTargetAnchor ?? modifier.anchor
                scrollView.reveal(frame, anchor: anchor ?? .top, in: transaction)
                graph?.needsLayout = true
                updates?.enqueue {}
                return
            }
            let visible = scrollView.firstVisibleID()?.base as? ID
            guard visible != requested else {
                observer.lastValue = visible
                return
            }
            observer.lastValue = visible
            updates?.enqueue { modifier.id.wrappedValue = visible }
        }
    }
}

/// The modifier behind `onScrollGeometryChange`.
public struct _ScrollGeometryActionModifier<T: Equatable>: ViewModifier {
    public typealias Body = Never
    let transform: (ScrollGeometry) -> T
    let action: @MainActor (T, T) -> Void

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let updates = inputs.updates
        return LayoutObserverNode.reconcile(content, node: node, inputs: inputs) { observer in
            guard let geometry = observer.units.first?.firstScrollView?.scrollGeometry else { return }
            observer.deliverChange(modifier.transform(geometry), updates: updates, modifier.action)
        }
    }
}

extension View {
    /// Associates a binding to be updated when a scroll view within this view scrolls, and
    /// that scrolls the view when set.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(_ScrollPositionModifier(id: id, anchor: anchor))
    }

    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryActionModifier(transform: transform, action: action))
    }
}
