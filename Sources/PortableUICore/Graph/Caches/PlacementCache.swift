import Foundation

/// The subview placements a node's layout made for its two most recent distinct placements
/// (its size and proposal), so that placing the node again in one of them does not run the
/// layout's `placeSubviews`: a window resized back and forth, or a view toggled between two
/// states, moves between the same few layouts.
///
/// Only layouts that place their subviews relative to their frame, as a function of its size,
/// the proposal and the subviews' answers use it (``LayoutTypeHooks/placesRelative``), and
/// only on nodes without geometry-dependent content; it is kept with the node's sizes
/// (``SizeCache/placements(makingIfNeeded:)``), and ``LayoutNode/invalidateLayout()`` empties
/// both. A node makes its cache when it is placed
/// with a second distinct size or proposal, so a node placed once costs nothing.
final class PlacementCache {
    private struct Entry {
        var size: CGSize
        var proposal: ProposedViewSize
        var placements: [Placement]
    }

    private var entries: (Entry?, Entry?) = (nil, nil)

    /// The placements made for `size` and `proposal`, if they are one of the two kept.
    func placements(for size: CGSize, _ proposal: ProposedViewSize) -> [Placement]? {
        if let entry = entries.0, Self.same(entry.size, size), entry.proposal == proposal { return entry.placements }
        if let entry = entries.1, Self.same(entry.size, size), entry.proposal == proposal { return entry.placements }
        return nil
    }

    /// Keeps `placements` for `size` and `proposal`, dropping the older entry.
    func store(_ placements: [Placement], for size: CGSize, _ proposal: ProposedViewSize) {
        entries = (Entry(size: size, proposal: proposal, placements: placements), entries.0)
    }

    func removeAll() {
        entries = (nil, nil)
    }

    @inline(__always)
    private static func same(_ a: CGSize, _ b: CGSize) -> Bool {
        a.width == b.width && a.height == b.height
    }
}
