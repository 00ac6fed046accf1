import Foundation

/// The subview placements a node's layout made for its two most recent distinct placements
/// (its frame and proposal), so that placing the node again in one of them does not run the
/// layout's `placeSubviews`: a window resized back and forth, or a view toggled between two
/// states, moves between the same few layouts.
///
/// Only layouts whose placement is a function of the frame, the proposal and the subviews'
/// answers use it (``LayoutTypeHooks/cachesPlacement``), and only on nodes without
/// geometry-dependent content; ``LayoutNode/invalidateLayout()`` empties it with the size
/// cache. A node makes its cache when it is placed in a second distinct frame or proposal,
/// so a node placed once costs nothing.
final class PlacementCache {
    private struct Entry {
        var frame: CGRect
        var proposal: ProposedViewSize
        var placements: [Placement]
    }

    private var entries: (Entry?, Entry?) = (nil, nil)

    /// The placements made for `frame` and `proposal`, if they are one of the two kept.
    func placements(for frame: CGRect, _ proposal: ProposedViewSize) -> [Placement]? {
        if let entry = entries.0, Self.same(entry.frame, frame), entry.proposal == proposal { return entry.placements }
        if let entry = entries.1, Self.same(entry.frame, frame), entry.proposal == proposal { return entry.placements }
        return nil
    }

    /// Keeps `placements` for `frame` and `proposal`, dropping the older entry.
    func store(_ placements: [Placement], for frame: CGRect, _ proposal: ProposedViewSize) {
        entries = (Entry(frame: frame, proposal: proposal, placements: placements), entries.0)
    }

    func removeAll() {
        entries = (nil, nil)
    }

    @inline(__always)
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
    }
}
