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
///    targets accept the items; its `isTargeted` is told true, the one it left false.
/// 4. On release over a destination, its targets perform the drop at the location in the
///    destination's space; the drag ends (isTargeted false, preview gone) either way.
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

    private struct Session {
        let items: [TransferItem]
        /// The targeted destination's node and targets.
        var destination: (node: Weak<LayoutNode>, targets: [DropTarget])?
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
        guard session != nil else { return false }
        updateDestination(at: location)
        if let destination = session?.destination, let node = destination.node.value, let items = session?.items {
            let local = CGPoint(x: location.x - node.frame.minX, y: location.y - node.frame.minY)
            for target in destination.targets where target.perform(items, local) { break }
        }
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
        guard let (node, targets) = destination(for: items, at: location) else { return false }
        let local = CGPoint(x: location.x - node.frame.minX, y: location.y - node.frame.minY)
        return targets.contains { $0.perform(items, local) }
    }

    // MARK: Steps

    /// Starts the drag once the pointer is far enough from the press; returns whether it did.
    private func start(at location: CGPoint) -> Bool {
        guard let candidate, let node = candidate.node.value, let source = node.input?.dragSource?.value else { return false }
        let distance = hypot(location.x - candidate.start.x, location.y - candidate.start.y)
        guard distance >= Self.startDistance else { return false }
        session = Session(items: [source.item()])
        let offset = CGSize(width: candidate.start.x - node.frame.minX, height: candidate.start.y - node.frame.minY)
        graph.presentations.dragPreview = DragPreview(
            content: source.preview, size: source.isContentPreview ? node.frame.size : nil, grabOffset: offset,
            location: location)
        return true
    }

    private func movePreview(to location: CGPoint) {
        graph.presentations.dragPreview?.location = location
    }

    /// Targets the destination under `location`, telling the old and new ones.
    private func updateDestination(at location: CGPoint) {
        guard let items = session?.items else { return }
        let found = destination(for: items, at: location)
        let old = session?.destination
        if let old, old.node.value === found?.node { return }
        for target in old?.targets ?? [] { target.setTargeted(false) }
        session?.destination = found.map { (Weak($0.node), $0.targets) }
        for target in found?.targets ?? [] { target.setTargeted(true) }
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

    private func end() {
        for target in session?.destination?.targets ?? [] { target.setTargeted(false) }
        session = nil
        graph.presentations.dragPreview = nil
    }
}
