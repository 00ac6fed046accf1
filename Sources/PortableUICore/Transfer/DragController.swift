import Foundation

/// Runs drag and drop in a window: drags that start in it, drags from the app's other
/// windows that go over it (see ``DragSpace``), and drops that come from outside the app
/// (files and text from the desktop).
///
/// 1. A press on a view with a drag source (the innermost one along the hit chain) makes it
///    a candidate; nothing else changes: the press goes to gestures as usual.
/// 2. Once the pressed pointer has moved ``startDistance`` points, the drag starts: the
///    gestures of the press are cancelled (as a scroll view cancels a button's press), the
///    item is made, and the preview follows the pointer above everything.
/// 3. While it moves, it is over this window or another of the app (``DragSpace``, rule 2).
///    In the window it is over, the destination is the innermost view under the pointer
///    whose drop targets accept the items' types. Entering one, its targets are validated
///    and the valid ones entered and updated; moving inside it, updated; leaving it (or
///    its window), exited (a drop delegate's steps; `isTargeted` is told true on entering,
///    false on exiting).
/// 4. On release over a destination, its targets perform the drop at the location in the
///    destination's space (those whose last proposal forbids or cancels it do not), then
///    are exited; the preview goes either way.
///
/// A drop from outside (SDL reports no pointer while such a drag hovers) takes the same
/// steps at once, at the drop's location.
@MainActor
final class DragController {
    /// How far the pointer moves before a drag starts: DragGesture's default minimum distance
    /// (Apple's documentation of `DragGesture.init(minimumDistance:coordinateSpace:)`), so a
    /// drag source claims the same movement a drag gesture would.
    static let startDistance: CGFloat = 10

    private struct Candidate {
        let node: Weak<LayoutNode>
        let start: CGPoint
    }

    /// A target that validated the drag, with the operation it last proposed.
    private struct Entered {
        let target: DropTarget
        var operation: DropOperation = .copy
    }

    /// A drag over this window.
    private struct Visit {
        let session: DragSession
        /// Where the pointer was last (window coordinates).
        var location: CGPoint
        /// The destination under the pointer and its targets that validated the drag.
        var destination: (node: Weak<LayoutNode>, entered: [Entered])?
    }

    private unowned let graph: ViewGraph
    private var candidate: Candidate?
    /// The drag that started in this window, and the window it is over (gone if that window
    /// was closed and released meanwhile).
    private var started: (session: DragSession, over: Weak<DragController>)?
    /// The drag over this window, wherever it started.
    private var visit: Visit?
    /// The app's windows, for drags that leave this one.
    var space: DragSpace?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether a drag is in progress within the window: one started in it, or over it.
    var isDragging: Bool { started != nil || visit != nil }

    /// A press along `chain` at `location`: the innermost drag source becomes the candidate.
    func pressed(_ chain: [LayoutNode], at location: CGPoint) {
        candidate = chain.first { $0.input?.dragSource != nil }.map { Candidate(node: Weak($0), start: location) }
        if started != nil { end() }
    }

    /// The pressed pointer moved; returns true when the move belongs to a drag (one started
    /// now, or in progress), so the press's gestures must not see it.
    func moved(to location: CGPoint) -> Bool {
        guard let session = started?.session ?? start(at: location) else { return false }
        follow(session, to: location)
        return true
    }

    /// The pointer was released; returns whether a drag ended (and was dropped or not).
    func released(at location: CGPoint) -> Bool {
        defer { candidate = nil }
        guard let started else { return false }
        follow(started.session, to: location)
        self.started?.over.value?.performDrop()
        end()
        return true
    }

    /// The pointer left the window or the press was cancelled: the drag ends without a drop.
    func cancel() {
        candidate = nil
        if started != nil { end() }
    }

    /// Items from outside the window dropped at `location`: the destination under it takes
    /// them; returns whether one did.
    @discardableResult
    func drop(_ items: [TransferItem], at location: CGPoint) -> Bool {
        hover(DragSession(items: items), at: location)
        let taken = performDrop()
        leave()
        return taken
    }

    // MARK: The drag that started here

    /// Starts the drag once the pointer is far enough from the press; returns it if it did.
    private func start(at location: CGPoint) -> DragSession? {
        guard let candidate, let node = candidate.node.value, let source = node.input?.dragSource?.value else { return nil }
        let distance = hypot(location.x - candidate.start.x, location.y - candidate.start.y)
        guard distance >= Self.startDistance else { return nil }
        let offset = CGSize(width: candidate.start.x - node.frame.minX, height: candidate.start.y - node.frame.minY)
        let preview = DragSession.Preview(
            content: source.preview, size: source.isContentPreview ? node.frame.size : nil, grabOffset: offset)
        let session = DragSession(items: [source.item()], preview: preview)
        started = (session, Weak(self))
        return session
    }

    /// Moves the drag to the window under `location` (this one's coordinates), leaving the
    /// one it was over if that differs.
    private func follow(_ session: DragSession, to location: CGPoint) {
        // A pointer at no number is nowhere: the drag stays where it was.
        guard location.x.isFinite, location.y.isFinite else { return }
        let (window, local) = space?.window(under: location, from: self) ?? (self, location)
        if let over = started?.over.value, over !== window {
            over.leave()
        }
        started?.over = Weak(window)
        window.hover(session, at: local)
    }

    private func end() {
        started?.over.value?.leave()
        started = nil
    }

    // MARK: A drag over this window

    /// The drag is over this window at `location`: its destination there is updated, and
    /// the preview follows. A location where the pointer already was is no move.
    private func hover(_ session: DragSession, at location: CGPoint) {
        if let visit, visit.session !== session { leave() }
        if let visit, visit.location == location { return }
        if visit == nil { visit = Visit(session: session, location: location) }
        updateDestination(at: location)
        graph.presentations.dragPreview = session.previewLayer(at: location)
    }

    /// The drag left this window or ended: its destination is exited and the preview goes.
    private func leave() {
        exitDestination()
        visit = nil
        graph.presentations.dragPreview = nil
    }

    /// Follows the pointer: the destination under `location` is updated when it is the one
    /// entered before; otherwise the old one is exited and the new one validated and entered.
    private func updateDestination(at location: CGPoint) {
        guard let items = visit?.session.items else { return }
        visit?.location = location
        let found = destination(for: items, at: location)
        if let old = visit?.destination, old.node.value !== found?.node {
            exitDestination()
        }
        if visit?.destination == nil, let found {
            let info = DropInfo(location: local(location, in: found.node), items: items)
            let entered = found.targets.filter { $0.validate(info) }.map { Entered(target: $0) }
            for target in entered { target.target.entered(info) }
            visit?.destination = (Weak(found.node), entered)
        }
        guard let destination = visit?.destination, let node = destination.node.value else { return }
        let info = DropInfo(location: local(location, in: node), items: items)
        for index in destination.entered.indices {
            if let proposal = destination.entered[index].target.updated(info) {
                visit?.destination?.entered[index].operation = proposal.operation
            }
        }
    }

    /// Drops on the destination's entered targets whose proposal performs, until one takes
    /// the items; returns whether one did.
    @discardableResult
    private func performDrop() -> Bool {
        guard let visit, let destination = visit.destination, let node = destination.node.value else { return false }
        let info = DropInfo(location: local(visit.location, in: node), items: visit.session.items)
        return destination.entered.contains { $0.operation.performs && $0.target.perform(info) }
    }

    /// Tells the destination's entered targets the drag left it, from where the pointer was last.
    private func exitDestination() {
        guard let visit, let destination = visit.destination else { return }
        self.visit?.destination = nil
        let location = destination.node.value.map { local(visit.location, in: $0) } ?? visit.location
        let info = DropInfo(location: location, items: visit.session.items)
        for entered in destination.entered { entered.target.exited(info) }
    }

    /// The innermost node under `location` with drop targets that accept `items`.
    private func destination(for items: [TransferItem], at location: CGPoint) -> (node: LayoutNode, targets: [DropTarget])? {
        for node in graph.hitChain(at: location) {
            guard let targets = node.input?.dropTargets.values, !targets.isEmpty else { continue }
            let accepting = targets.filter { $0.accepts(items) }
            if !accepting.isEmpty { return (node, accepting) }
        }
        return nil
    }

    /// `location` (window coordinates) in `node`'s space.
    private func local(_ location: CGPoint, in node: LayoutNode) -> CGPoint {
        CGPoint(x: location.x - node.frame.minX, y: location.y - node.frame.minY)
    }
}
