import Foundation

/// A type-erased layout together with its cache: the one virtual call the engine makes into
/// a node's layout.
class AnyLayoutBox {
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        preconditionFailure("abstract")
    }
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        preconditionFailure("abstract")
    }
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { preconditionFailure("abstract") }
    /// The node's spacing preferences in their box (see ``LayoutBox/spacingBox(_:)``).
    func spacingBox(_ subviews: LayoutSubviews) -> ViewSpacingBox { preconditionFailure("abstract") }
    func proposalDependence(_ subviews: LayoutSubviews) -> _ProposalDependence { .all }
    /// The axes along which the layout proposes its subviews lengths that do not depend on its
    /// own proposal (a fixed `frame`, a flexible frame whose minimum equals its maximum).
    var axesWithFixedSubviewProposals: Axis.Set { [] }
    func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        preconditionFailure("abstract")
    }
    /// The size of the layout's last distribution, for a layout that remembers it
    /// (``LayoutTypeHooks/remembersLastSize``) while its cache is up to date.
    var rememberedSize: CGSize? { nil }
    /// Marks the layout's cache for `updateCache` before its next use.
    func markCacheStale() {}
    /// Whether the layout brings its cache up to date for a change inside one subview
    /// (``markSubviewChanged(at:)``) at less cost than making it again (stacks).
    var updatesCacheForOneSubview: Bool { false }
    /// Marks the cache for a change inside the subview at `offset`: its size and spacing may
    /// differ, the subviews are the same.
    func markSubviewChanged(at offset: Int) { markCacheStale() }
    /// Where the layout puts the one subview whose change it took in (``markSubviewChanged(at:)``)
    /// when every other subview keeps the placement it had for the same bounds and proposal;
    /// `nil` when the layout cannot tell (then every subview is placed).
    func placementOfOnlyChangedSubview(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> (offset: Int, placement: Placement)? { nil }
    var stackOrientation: Axis? { nil }
    /// Whether the subviews' subtrees are placed last to first (a background is placed after
    /// the view it is behind, so that it can read that view's preferences).
    var placesLastSubviewFirst: Bool { false }
    /// The node's frame for the frame its container gave it (a safe-area-ignoring layout
    /// extends it into the unsafe area).
    @inline(__always)
    final func adjustedFrame(_ frame: CGRect, safeArea: CGRect, window: CGRect) -> CGRect {
        hooks.contains(.frameAdjusting) ? adjustFrame(frame, safeArea: safeArea, window: window) : frame
    }
    /// The safe rectangle the subviews are placed in, given the node's own.
    @inline(__always)
    final func safeAreaForSubviews(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        hooks.contains(.safeAreaAdjusting) ? adjustSafeArea(safeArea, in: frame) : safeArea
    }
    func adjustFrame(_ frame: CGRect, safeArea: CGRect, window: CGRect) -> CGRect { frame }
    func adjustSafeArea(_ safeArea: CGRect, in frame: CGRect) -> CGRect { safeArea }

    /// What the engine needs to know of the layout type, looked up once per box (a protocol
    /// conformance check costs more than the rest of a placement).
    @exclusivity(unchecked) private final var foundHooks: LayoutTypeHooks?
    final var hooks: LayoutTypeHooks {
        if let foundHooks { return foundHooks }
        let found = LayoutTypeHooks.of(layoutType)
        foundHooks = found
        return found
    }
    /// The explicit guides the layout may define of its own (beyond its subviews').
    var ownExplicitGuides: ExplicitGuides { .all }
    /// Whether the subviews' explicit guides stay inside the layout (a geometry reader's
    /// content is built when the reader is placed, after its container aligned it).
    var keepsSubviewGuides: Bool { false }
    var layoutType: Any.Type { Void.self }
}

/// The concrete box for a layout of type `L`.
///
/// The box runs for every `sizeThatFits` and `placeSubviews` of every node, in code that is
/// generic over `L` (a class's overrides are not specialized), so it avoids what costs most
/// there: metadata look-ups for types built from `L` (such as `L.Cache?`) and dynamic
/// exclusivity checks. The cache lives in a ``LayoutCacheStorage`` object held through a
/// non-generic reference, and the stored properties opt out of dynamic exclusivity checking:
/// a box is only ever entered for its own node, never re-entrantly. The built-in layouts
/// that most nodes have (``BuiltInLayout``) are called through code written for their type.
final class LayoutBox<L: Layout>: AnyLayoutBox {
    // (The one-byte properties come first: they fill the bytes after the superclass's, which
    // the layout value, aligned to eight bytes, would otherwise leave empty.)
    private let builtIn: BuiltInLayout
    @exclusivity(unchecked) private var cacheIsStale = false
    /// What a stack knows of a change in one of its subviews (see ``SubviewChange``).
    @exclusivity(unchecked) private var subviewChange = SubviewChange.none
    @exclusivity(unchecked) private(set) var layout: L
    /// The `LayoutCacheStorage<L.Cache>` once made (typed as its non-generic superclass so
    /// that testing it for `nil` needs no metadata of a type built from `L`).
    @exclusivity(unchecked) private var cacheObject: LayoutCacheObject?

    init(_ layout: L) {
        builtIn = BuiltInLayout(L.self)
        self.layout = layout
    }

    /// Runs `body` on a copy of the layout, which has type `T` (as ``builtIn`` says). (A copy
    /// rather than the stored value through a pointer: in this code, generic over `L`, the
    /// pointer's closures are not inlined, and the layout recursion runs through their
    /// frames; the built-in layouts are a few words.)
    @inline(__always)
    private func withLayout<T, R>(as type: T.Type, _ body: (inout T) -> R) -> R {
        var copy = builtInLayout(layout, as: T.self)
        return body(&copy)
    }

    /// The cache of a stack layout, made on first use and made again when marked stale
    /// (stacks make their cache again in `updateCache`).
    @inline(__always)
    private func stackCache(_ subviews: LayoutSubviews, _ core: StackLayoutCore) -> LayoutCacheStorage<_StackLayoutCache> {
        guard let object = cacheObject, !cacheIsStale, !ReferenceLayout.isActive else {
            return makeStackCache(subviews, core)
        }
        return unsafeDowncast(object, to: LayoutCacheStorage<_StackLayoutCache>.self)
    }

    /// Makes the stack's cache, or makes it again in its storage. (Out of line: the cache is
    /// built in the caller's frame, which the layout recursion passes through.)
    @inline(never)
    private func makeStackCache(_ subviews: LayoutSubviews, _ core: StackLayoutCore) -> LayoutCacheStorage<_StackLayoutCache> {
        cacheIsStale = false
        subviewChange = .none
        guard let object = cacheObject else {
            let made = LayoutCacheStorage(core.makeCache(subviews: subviews))
            cacheObject = made
            return made
        }
        let cache = unsafeDowncast(object, to: LayoutCacheStorage<_StackLayoutCache>.self)
        cache.value = core.makeCache(subviews: subviews)
        return cache
    }

    /// The stack layout's core, for a box whose layout is a stack.
    @inline(__always)
    private var stackCore: StackLayoutCore {
        builtIn == .hStack ? withLayout(as: HStackLayout.self) { $0.core } : withLayout(as: VStackLayout.self) { $0.core }
    }

    /// Replaces the layout value; returns whether it may lay out differently.
    func update(_ newLayout: L) -> Bool {
        let changed = !areEqual(layout, newLayout)
        layout = newLayout
        if changed { markCacheStale() }
        return changed
    }

    /// The cache, made on first use and brought up to date when marked stale.
    @inline(__always)
    private func currentCache(_ subviews: LayoutSubviews) -> LayoutCacheStorage<L.Cache> {
        guard let object = cacheObject else {
            let made: LayoutCacheStorage<L.Cache>
            if L.Cache.self == Void.self {
                // Most layouts (frames, padding, leaves) have no cache: they share one storage.
                made = unsafeDowncast(emptyCacheStorage, to: LayoutCacheStorage<L.Cache>.self)
            } else {
                made = LayoutCacheStorage(layout.makeCache(subviews: subviews))
            }
            cacheObject = made
            cacheIsStale = false
            return made
        }
        let cache = unsafeDowncast(object, to: LayoutCacheStorage<L.Cache>.self)
        if ReferenceLayout.isActive && L.Cache.self != Void.self {
            cache.value = layout.makeCache(subviews: subviews)
            cacheIsStale = false
        } else if cacheIsStale || subviewChange.isPending {
            // (A stack's cache asked here, for its explicit guides, with a subview changed, is
            // made again rather than brought up to date: that needs the proposal.)
            layout.updateCache(&cache.value, subviews: subviews)
            cacheIsStale = false
            subviewChange = .none
        }
        return cache
    }

    // (Each layout's sizing is out of line: the layout recursion runs through this
    // dispatch, and its stack frame would otherwise hold room for every case's.)
    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        switch builtIn {
        case .other: genericSizeThatFits(proposal, subviews)
        case .flexibleFrame: builtInSize(of: builtInLayout(layout, as: _FlexFrameLayout.self), proposal, subviews)
        case .frame: builtInSize(of: builtInLayout(layout, as: _FrameLayout.self), proposal, subviews)
        case .padding: builtInSize(of: builtInLayout(layout, as: _PaddingLayout.self), proposal, subviews)
        case .rectangle: builtInSize(of: builtInLayout(layout, as: _ShapeLayout<Rectangle>.self), proposal, subviews)
        case .flexibleLeaf: builtInSize(of: builtInLayout(layout, as: _FlexibleLeafLayout.self), proposal, subviews)
        case .hStack, .vStack: stackSizeThatFits(proposal, subviews)
        }
    }

    @inline(never)
    private func stackSizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let core = stackCore
        let cache = refreshedStackCache(for: proposal, subviews, core)
        return core.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The stack's cache for sizing or placing with `proposal`: brought up to date for the
    /// subview that changed, if one did.
    @inline(__always)
    private func refreshedStackCache(
        for proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ core: StackLayoutCore
    ) -> LayoutCacheStorage<_StackLayoutCache> {
        let cache = stackCache(subviews, core)
        if case .pending(let changed) = subviewChange {
            let alone = core.refreshChild(at: Int(changed), for: proposal, subviews, &cache.value)
            subviewChange = alone ? .takenInAlone(changed) : .none
        }
        return cache
    }

    /// A stack that took in one subview's change alone for the proposal it places with places
    /// that subview from its kept distribution (``StackLayoutCore/placement(ofChildAt:in:_:)``).
    override func placementOfOnlyChangedSubview(
        in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> (offset: Int, placement: Placement)? {
        guard case .takenInAlone(let offset) = subviewChange, !cacheIsStale, let cacheObject else { return nil }
        subviewChange = .none
        let core = stackCore
        let cache = unsafeDowncast(cacheObject, to: LayoutCacheStorage<_StackLayoutCache>.self)
        guard cache.value.lastProposal == core.placingProposal(proposal, in: bounds) else { return nil }
        return (Int(offset), core.placement(ofChildAt: Int(offset), in: bounds, cache.value))
    }

    @inline(never)
    private func genericSizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let cache = currentCache(subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    override func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        switch builtIn {
        case .other: genericPlaceSubviews(in: bounds, proposal, subviews)
        case .flexibleFrame: placeBuiltIn(builtInLayout(layout, as: _FlexFrameLayout.self), in: bounds, proposal, subviews)
        case .frame: placeBuiltIn(builtInLayout(layout, as: _FrameLayout.self), in: bounds, proposal, subviews)
        case .padding: placeBuiltIn(builtInLayout(layout, as: _PaddingLayout.self), in: bounds, proposal, subviews)
        case .rectangle, .flexibleLeaf:
            // Leaves: nothing to place.
            break
        case .hStack, .vStack: placeStackSubviews(in: bounds, proposal, subviews)
        }
    }

    @inline(never)
    private func placeStackSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let core = stackCore
        let cache = refreshedStackCache(for: core.placingProposal(proposal, in: bounds), subviews, core)
        core.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    @inline(never)
    private func genericPlaceSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let cache = currentCache(subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    // (Frames and padding are asked through ``spacingBox(_:)``; here they take the generic
    // path, which gives the same.)
    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        builtIn == .hStack || builtIn == .vStack ? stackCore.spacing(subviews) : genericSpacing(subviews)
    }

    /// The node's spacing preferences in their box. A stack or another layout that unites its
    /// subviews' preferences keeps them with its cache, until the cache is marked stale (each
    /// container above asks for them, and they recurse through the subtree); a leaf with the
    /// standard preferences answers with their box; a shared box (a leaf's, or a modifier's,
    /// whose preferences follow from its one subview's, kept there) finds them each time.
    override func spacingBox(_ subviews: LayoutSubviews) -> ViewSpacingBox {
        let hooks = self.hooks
        if hooks.contains(.sizedDirectly) { return .standard }
        if hooks.contains(.sharesBoxes) { return sharedSpacingBox(subviews) }
        let keeper = spacingKeeper(subviews)
        if let kept = keeper.spacing, !ReferenceLayout.isActive { return kept }
        let made = ViewSpacingBox.holding(spacing(subviews))
        keeper.spacing = made
        return made
    }

    /// The spacing preferences of a node with a shared box: a frame's or padding's in their
    /// box (through the child's box, so that the standard preferences are not computed), other
    /// layouts' computed.
    @inline(never)
    private func sharedSpacingBox(_ subviews: LayoutSubviews) -> ViewSpacingBox {
        switch builtIn {
        case .frame: withLayout(as: _FrameLayout.self) { $0.spacingBox(subviews) }
        case .flexibleFrame: withLayout(as: _FlexFrameLayout.self) { $0.spacingBox(subviews) }
        case .padding: withLayout(as: _PaddingLayout.self) { $0.spacingBox(subviews) }
        default: .holding(spacing(subviews))
        }
    }

    /// The object that keeps the node's spacing: the storage of the layout's cache, made if
    /// needed, or one of the box's own when the cache is the empty one all boxes share.
    @inline(never)
    private func spacingKeeper(_ subviews: LayoutSubviews) -> LayoutCacheObject {
        if builtIn == .hStack || builtIn == .vStack { return stackCache(subviews, stackCore) }
        let storage = currentCache(subviews)
        guard storage === emptyCacheStorage else { return storage }
        let own = LayoutCacheStorage<Void>(())
        cacheObject = own
        return own
    }

    @inline(never)
    private func genericSpacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        let cache = currentCache(subviews)
        return layout.spacing(subviews: subviews, cache: &cache.value)
    }

    override func proposalDependence(_ subviews: LayoutSubviews) -> _ProposalDependence {
        switch builtIn {
        case .other: return layout._proposalDependence(subviews: subviews)
        case .flexibleFrame: return withLayout(as: _FlexFrameLayout.self) { $0._proposalDependence(subviews: subviews) }
        case .frame: return withLayout(as: _FrameLayout.self) { $0._proposalDependence(subviews: subviews) }
        case .padding: return withLayout(as: _PaddingLayout.self) { $0._proposalDependence(subviews: subviews) }
        case .rectangle: return withLayout(as: _ShapeLayout<Rectangle>.self) { $0._proposalDependence(subviews: subviews) }
        case .flexibleLeaf: return withLayout(as: _FlexibleLeafLayout.self) { $0._proposalDependence(subviews: subviews) }
        case .hStack, .vStack: return stackCore.proposalDependence(subviews)
        }
    }

    override var axesWithFixedSubviewProposals: Axis.Set {
        switch builtIn {
        case .frame: withLayout(as: _FrameLayout.self) { $0.axesWithFixedSubviewProposals }
        case .flexibleFrame: withLayout(as: _FlexFrameLayout.self) { $0.axesWithFixedSubviewProposals }
        default: []
        }
    }

    override func explicitAlignment(
        _ key: AlignmentKey, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) -> CGFloat? {
        let cache = currentCache(subviews)
        if key.axis == .horizontal {
            return layout.explicitAlignment(
                of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
                cache: &cache.value)
        }
        return layout.explicitAlignment(
            of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    override var rememberedSize: CGSize? {
        guard builtIn == .hStack || builtIn == .vStack, let cacheObject, !cacheIsStale, !subviewChange.isPending else { return nil }
        return unsafeDowncast(cacheObject, to: LayoutCacheStorage<_StackLayoutCache>.self).value.size
    }

    override func markCacheStale() {
        guard let cacheObject else { return }
        cacheIsStale = true
        subviewChange = .none
        cacheObject.spacing = nil
    }

    override var updatesCacheForOneSubview: Bool { builtIn == .hStack || builtIn == .vStack }

    /// A stack notes the subview, whose part of its cache it brings up to date before the
    /// cache's next use for sizing or placing (``StackLayoutCore/refreshChild(at:for:_:_:)``);
    /// a change in a second subview makes the whole cache stale.
    override func markSubviewChanged(at offset: Int) {
        guard let cacheObject, !cacheIsStale else { return }
        guard updatesCacheForOneSubview, subviewChange.admits(offset), let offset = Int32(exactly: offset) else {
            markCacheStale()
            return
        }
        subviewChange = .pending(offset)
        cacheObject.spacing = nil
    }

    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    override var placesLastSubviewFirst: Bool {
        guard L.self == _OverlayLayout.self else { return false }
        return builtInLayout(layout, as: _OverlayLayout.self).isBackground
    }

    override func adjustFrame(_ frame: CGRect, safeArea: CGRect, window: CGRect) -> CGRect {
        (layout as? FrameAdjustingLayout)?.adjustedFrame(frame, safeArea: safeArea, window: window) ?? frame
    }

    override func adjustSafeArea(_ safeArea: CGRect, in frame: CGRect) -> CGRect {
        (layout as? SafeAreaAdjustingLayout)?.safeAreaForSubviews(safeArea, in: frame) ?? safeArea
    }
    override var ownExplicitGuides: ExplicitGuides {
        if L._explicitGuidesComeFromSubviews { return [] }
        return L.self == _TextLayout.self ? .textBaselines : .all
    }
    override var keepsSubviewGuides: Bool { L.self == _GeometryReaderLayout.self }
    override var layoutType: Any.Type { L.self }
}

/// The size a built-in layout without a cache gives. (Out of line, and outside the box: the
/// box's code is generic over its layout type and is not specialized, but this function,
/// called with a built-in layout's type, is; the layout recursion then passes through its one
/// small frame rather than through a generic one and the protocol's.)
@inline(never)
private func builtInSize<T: Layout>(of layout: T, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
where T.Cache == Void {
    var none: Void = ()
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &none)
}

/// Places the subviews of a built-in layout without a cache (out of line and specialized, as
/// ``builtInSize(of:_:_:)``).
@inline(never)
private func placeBuiltIn<T: Layout>(
    _ layout: T, in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
) where T.Cache == Void {
    var none: Void = ()
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &none)
}

/// The storage shared by every layout whose cache is `Void`. (Layout runs on the main actor,
/// and this storage's value is empty: nothing in it changes but the spacing kept by
/// ``LayoutBox/spacingKeeper(_:)``, which gives a box that has this storage one of its own.)
nonisolated(unsafe) private let emptyCacheStorage = LayoutCacheStorage<Void>(())

/// What a box keeps beside its layout's cache: the node's spacing preferences, once asked
/// (see ``LayoutBox/spacingBox(_:)``).
class LayoutCacheObject {
    @exclusivity(unchecked) final var spacing: ViewSpacingBox?
}

/// What a stack's box knows of a change inside one of its subviews, by the subview's offset:
/// noted and not yet taken into the cache (``LayoutBox/markSubviewChanged(at:)``), or taken in
/// without changing the distribution, size or extent for the other subviews, so that until
/// the stack is next placed only that subview's placement can differ from the last one
/// (``LayoutBox/placementOfOnlyChangedSubview(in:_:_:)``). (Kept in the box, not in the cache:
/// a change may come while the cache is in use, from a subview that builds content as it is
/// placed.)
enum SubviewChange {
    case none
    case pending(Int32)
    case takenInAlone(Int32)

    var isPending: Bool {
        if case .pending = self { return true }
        return false
    }

    /// Whether a change in the subview at `offset` can be noted beside this one (a change in
    /// a second subview cannot).
    func admits(_ offset: Int) -> Bool {
        guard case .pending(let noted) = self else { return true }
        return Int(noted) == offset
    }
}

/// The storage of a layout's cache, mutated in place by the layout.
final class LayoutCacheStorage<Cache>: LayoutCacheObject {
    @exclusivity(unchecked) var value: Cache

    init(_ value: Cache) {
        self.value = value
    }
}

/// Whether two values are equal: plain-data values with the same bytes are (as SwiftUI
/// compares them), then `Equatable` values by `==`; other values are treated as changed.
func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    if _isPOD(T.self) && haveSameBytes(lhs, rhs) { return true }
    guard let equatable = lhs as? any Equatable else { return false }
    return equatable.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
