import Foundation

/// What placement and hit testing need to know of a layout type beyond `Layout`: the
/// hooks it implements and what kind of leaf it is.
struct LayoutTypeHooks: OptionSet {
    let rawValue: UInt16
    static let frameAdjusting = LayoutTypeHooks(rawValue: 1)
    static let safeAreaAdjusting = LayoutTypeHooks(rawValue: 2)
    /// The layout places its subviews as a function of its size, its proposal and the
    /// subviews' answers only (built-in stacks, frames and padding): it is given bounds at the
    /// origin, and a node may replay its placements from a ``PlacementCache``.
    static let placesRelative = LayoutTypeHooks(rawValue: 4)
    /// A spacer: hit testing passes through it.
    static let passesHits = LayoutTypeHooks(rawValue: 8)
    /// A shape: hit where the shape is, not its whole frame.
    static let hitsByShape = LayoutTypeHooks(rawValue: 16)
    /// A leaf whose size is a simple function of its proposal (rectangles, colors): computing
    /// it costs less than looking it up in a cache.
    static let sizedDirectly = LayoutTypeHooks(rawValue: 32)
    /// A layout whose size is a simple function of its proposal and its one subview's size
    /// (frames, padding): around one view, it is sized directly too.
    static let wrapsDirectly = LayoutTypeHooks(rawValue: 64)
    /// A layout that keeps its last size in its own cache (the built-in stacks, with their
    /// last distribution) and, when its size depends on no length of the proposal, gives it
    /// for any proposal without asking its subviews: a node's size cache need not keep it.
    static let remembersLastSize = LayoutTypeHooks(rawValue: 128)
    /// A layout whose boxes nodes share (``SharedBoxLayout``): a box cannot keep what belongs
    /// to one node, such as its spacing preferences.
    static let sharesBoxes = LayoutTypeHooks(rawValue: 256)

    /// The hooks found so far, per layout type, and the two types asked for last (a tree
    /// mostly alternates between a few layouts, such as a frame and its shape).
    nonisolated(unsafe) private static var known: [ObjectIdentifier: LayoutTypeHooks] = [:]
    nonisolated(unsafe) private static var recent: (ObjectIdentifier?, LayoutTypeHooks, ObjectIdentifier?, LayoutTypeHooks) = (
        nil, [], nil, []
    )

    static func of(_ type: Any.Type) -> LayoutTypeHooks {
        let id = ObjectIdentifier(type)
        if recent.0 == id { return recent.1 }
        if recent.2 == id {
            recent = (recent.2, recent.3, recent.0, recent.1)
            return recent.1
        }
        let hooks = known[id] ?? lookUp(type)
        recent = (id, hooks, recent.0, recent.1)
        return hooks
    }

    private static func lookUp(_ type: Any.Type) -> LayoutTypeHooks {
        // What a built-in layout promises (the registry, ``BuiltInLayoutType``), then what a
        // layout's protocols say it does.
        var hooks = (type as? any BuiltInLayoutType.Type)?.builtInHooks ?? []
        if type is FrameAdjustingLayout.Type { hooks.insert(.frameAdjusting) }
        if type is SafeAreaAdjustingLayout.Type { hooks.insert(.safeAreaAdjusting) }
        if type is HitTestingShapeLayout.Type { hooks.insert(.hitsByShape) }
        if type is any SharedBoxLayout.Type { hooks.insert(.sharesBoxes) }
        known[ObjectIdentifier(type)] = hooks
        return hooks
    }
}
