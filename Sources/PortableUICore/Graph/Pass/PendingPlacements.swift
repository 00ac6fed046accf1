import Foundation

/// The placements a layout's `placeSubviews` gives its subviews, collected while it runs: a
/// buffer of the layout pass (``LayoutPass/placements``).
///
/// `LayoutSubview.place(at:anchor:proposal:)` writes here rather than into the subview's node,
/// so that a node does not carry room for a placement between passes: the node being placed
/// collects its subviews' placements (``collect(for:_:)``), applies them once the layout has
/// returned, and hands the buffer back (``recycle(_:)``) for the next node. Layouts place
/// their subviews in order, so a placement is matched with its subview by a cursor, and only
/// a subview placed out of order is looked for.
struct PendingPlacements {
    /// The node whose layout is placing its subviews now. (Not retained: it is placing them
    /// for the whole time it is here, see ``collect(for:_:)``; each subview's placement reads
    /// it.)
    unowned(unsafe) private var owner: LayoutNode?
    /// The placements of the owner's subviews so far, by subview index.
    private var placements: [Placement?] = []
    /// The index of the subview the next placement most likely goes to.
    private var cursor = 0
    /// Emptied buffers, kept for the next nodes.
    private var spare: [[Placement?]] = []

    /// Runs `place` (the layout of `node` placing its subviews) and returns what it placed,
    /// by subview index (nil for a subview it did not place).
    static func collect(for node: LayoutNode, _ place: () -> Void) -> [Placement?] {
        let enclosing = LayoutPass.current.placements.begin(for: node)
        place()
        return LayoutPass.current.placements.end(restoring: enclosing)
    }

    /// Keeps an applied buffer for the next node.
    static func recycle(_ buffer: consuming [Placement?]) {
        buffer.removeAll(keepingCapacity: true)
        LayoutPass.current.placements.spare.append(buffer)
    }

    /// Takes the placement of `node`, a subview of the node being placed. A placement of a
    /// view that is not one of its subviews (or given outside `placeSubviews`) is ignored.
    static func receive(_ placement: Placement, for node: LayoutNode) {
        LayoutPass.current.placements.receive(placement, for: node)
    }

    /// Makes `node` the owner, with an empty buffer for its subviews; returns the enclosing
    /// owner's collection, for ``end(restoring:)``.
    private mutating func begin(for node: LayoutNode) -> (LayoutNode?, [Placement?], Int) {
        let enclosing = (owner, placements, cursor)
        owner = node
        placements = spare.popLast() ?? []
        placements.append(contentsOf: repeatElement(nil, count: node.subviews.count))
        cursor = 0
        return enclosing
    }

    /// Returns the owner's placements and puts the enclosing owner's collection back.
    private mutating func end(restoring enclosing: (LayoutNode?, [Placement?], Int)) -> [Placement?] {
        let collected = placements
        (owner, placements, cursor) = enclosing
        return collected
    }

    private mutating func receive(_ placement: Placement, for node: LayoutNode) {
        guard let owner, node.layoutParent === owner, let index = index(of: node, in: owner.subviews) else { return }
        if placements[index] != nil {
            Diagnostics.report(
                "\(LayoutValidation.name(of: owner)) placed its subview \(LayoutValidation.name(of: node)) more than once; the last placement wins."
            )
        }
        placements[index] = placement
        cursor = index + 1
    }

    @inline(__always)
    private func index(of node: LayoutNode, in subviews: SubviewList) -> Int? {
        if cursor < subviews.count {
            unowned(unsafe) let expected = subviews[cursor]
            if expected === node { return cursor }
        }
        return subviews.firstIndex { $0 === node }
    }
}
