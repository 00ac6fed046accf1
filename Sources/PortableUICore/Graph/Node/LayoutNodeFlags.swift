/// The yes-or-no states of a ``LayoutNode``, one bit each, so that they take one byte of the
/// node rather than one byte apiece.
struct LayoutNodeFlags: OptionSet {
    let rawValue: UInt8

    /// A layout result of the node was used since its last invalidation.
    static let layoutValid = LayoutNodeFlags(rawValue: 1 << 0)
    static let hidden = LayoutNodeFlags(rawValue: 1 << 1)
    /// The node was placed at least once.
    static let placed = LayoutNodeFlags(rawValue: 1 << 2)
    /// The proposals recorded below the node may be out of date.
    static let staleSubviewProposals = LayoutNodeFlags(rawValue: 1 << 3)
    static let dependsOnContainer = LayoutNodeFlags(rawValue: 1 << 4)
    static let scrollTargetLayout = LayoutNodeFlags(rawValue: 1 << 5)
    static let collapsed = LayoutNodeFlags(rawValue: 1 << 6)
    static let needsPlacement = LayoutNodeFlags(rawValue: 1 << 7)

    /// Sets or clears `flag`.
    @inline(__always)
    mutating func set(_ flag: LayoutNodeFlags, to value: Bool) {
        if value { insert(flag) } else { remove(flag) }
    }
}
