import Foundation

/// Runs drag and drop within a window, and drops that come from outside it (files and text
/// from the desktop).
///
/// 1. A press on a view with a drag source (the innermost one along the hit chain) makes it
///    a candidate; nothing else changes: the press goes to gestures as usual.
/// 2. Once the pressed pointer has moved ``startDistance`` points, the drag starts: the
///    gestures of the press are cancelled (as a scroll view cancels a button's press), the
///    item is made, and the preview follows the pointer above everything.
/// 3. While it moves, the destination is the innermost view under the pointer whose drop
///    targets accept the items' types. Entering one, its targets are validated and the valid
///    ones entered and updated; moving inside it, updated; leaving it, exited (a drop
///    delegate's steps; `isTargeted` is told true on entering, false on exiting).
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

    private struct Session {
        let items: [TransferItem]
        /// Where the pointer was last (window coordinates).
        var location: CGPoint
        /// The destination under the pointer and its targets that validated the drag.
        var destination: (node: Weak<LayoutNode>, entered: [Entered])?
    }

    private unowned let graph: ViewGraph
    private var candidate: Candidate?
    private var session: Session?

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether a drag is in progress.
    var isDragging: Bool { session != nil }

    /// A press along `chain` at `location`: the innermost drag source becomes the candidate.
    func pressed(_ chain: [LayoutNode], at location: CGPoint) {
        candidate = chain.first { $0.input?.dragSource != nil }.map { Candidate(node: Weak($0), start: location) }
        session = nil
    }

    /// The pressed pointer moved; returns true when the move belongs to a drag (one started
    /// now, or in progress), so the press's gestures must not see it.
    func moved(to location: CGPoint) -> Bool {
        if session == nil, !start(at: location) { return false }
        updateDestination(at: location)
        movePreview(to: location)
        return true
    }

    /// The pointer was released; returns whether a drag ended (and was dropped or not).
    func released(at location: CGPoint) -> Bool {
        defer { candidate = nil }
        guard let session else { return false }
        // A release where the pointer last moved is no move: the destination is not updated again.
        if location != session.location { updateDestination(at: location) }
        performDrop()
        end()
        return true
    }

    /// The pointer left the window or the press was cancelled: the drag ends without a drop.
    func cancel() {
        candidate = nil
        if session != nil { end() }
    }

    /// Items from outside the window dropped at `location`: the destination under it takes
    /// them; returns whether one did.
    @discardableResult
    func drop(_ items: [TransferItem], at location: CGPoint) -> Bool {
        session = Session(items: items, location: location)
        updateDestination(at: location)
        let taken = performDrop()
        end()
        return taken
    }

    // MARK: Steps

    /// Starts the drag once the pointer is far enough from the press; returns whether it did.
    private func start(at location: CGPoint) -> Bool {
        guard let candidate, let node = candidate.node.value, let source = node.input?.dragSource?.value else { return false }
        let distance = hypot(location.x - candidate.start.x, location.y - candidate.start.y)
        guard distance >= Self.startDistance else { return false }
        session = Session(items: [source.item()], location: location)
        let offset = CGSize(width: candidate.start.x - node.frame.minX, height: candidate.start.y - node.frame.minY)
        graph.presentations.dragPreview = DragPreview(
            content: source.preview, size: source.isContentPreview ? node.frame.size : nil, grabOffset: offset,
            location: location)
        return true
    }

    private func movePreview(to location: CGPoint) {
        graph.presentations.dragPreview?.location = location
    }

    /// Follows the pointer: the destination under `location` is updated when it is the one
    /// entered before; otherwise the old one is exited and the new one validated and entered.
    private func updateDestination(at location: CGPoint) {
        guard let items = session?.items else { return }
        session?.location = location
        let found = destination(for: items, at: location)
        if let old = session?.destination, old.node.value !== found?.node {
            exit()
        }
        if session?.destination == nil, let found {
            let info = DropInfo(location: local(location, in: found.node), items: items)
            let entered = found.targets.filter { $0.validate(info) }.map { Entered(target: $0) }
            for target in entered { target.target.entered(info) }
            session?.destination = (Weak(found.node), entered)
        }
        guard let destination = session?.destination, let node = destination.node.value else { return }
        let info = DropInfo(location: local(location, in: node), items: items)
        for index in destination.entered.indices {
            if let proposal = destination.entered[index].target.updated(info) {
                session?.destination?.entered[index].operation = proposal.operation
            }
        }
    }

    /// Drops on the destination's entered targets whose proposal performs, until one takes
    /// the items; returns whether one did.
    @discardableResult
    private func performDrop() -> Bool {
        guard let session, let destination = session.destination, let node = destination.node.value else { return false }
        let info = DropInfo(location: local(session.location, in: node), items: session.items)
        return destination.entered.contains { $0.operation.performs && $0.target.perform(info) }
    }

    /// Tells the destination's entered targets the drag left it, from where the pointer was last.
    private func exit() {
        guard let session, let destination = session.destination else { return }
        self.session?.destination = nil
        let location = destination.node.value.map { local(session.location, in: $0) } ?? session.location
        let info = DropInfo(location: location, items: session.items)
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

    private func end() {
        exit()
        session = nil
        graph.presentations.dragPreview = nil
    }
}
