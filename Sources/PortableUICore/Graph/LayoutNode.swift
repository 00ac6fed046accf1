import Foundation

/// A node that takes part in layout: a leaf (shape, color, text, spacer), a container
/// (stack, grid, custom `Layout`) or one application of a layout modifier (frame, padding…).
///
/// Its layout contract:
/// 1. `sizeThatFits` sanitizes the proposal, answers from the per-proposal cache when it can,
///    otherwise asks the layout and validates the answer (no NaN, no negative sizes).
/// 2. `place(in:proposal:)` records the frame (window coordinates) and, unless the frame,
///    the proposal and the subtree are unchanged, runs the layout's `placeSubviews` and places
///    each subview where the layout put it.
/// 3. A change invalidates the node and its ancestors only (`invalidateLayout`).
final class LayoutNode: _ViewNode {
    /// The view type the node was made for (for descriptions).
    let viewType: Any.Type
    private(set) var box: AnyLayoutBox
    /// The structural content whose layout nodes become this node's subviews (containers).
    var content: _ViewNode?
    private(set) var subviews: [LayoutNode] = []
    unowned(unsafe) private(set) var layoutParent: LayoutNode?

    var traits = LayoutTraits()
    var accessibilityIdentifier: String?
    var isHidden = false
    var layoutDirection: LayoutDirection = .leftToRight

    /// What the node draws itself, in its frame (leaves: shapes, colors, images, text).
    var drawing: (any DrawingContent)?
    /// The render-only effects of the modifiers applied to this node (opacity, clip…).
    var renderEffects = RenderEffects()

    private var sizeCache = SizeCache()
    private var cachedSpacing: ViewSpacing?
    private var cachedHasExplicitGuides: Bool?
    /// Whether a layout result of this node was used since its last invalidation.
    private var isLayoutValid = false

    /// The frame in window coordinates after the last placement.
    private(set) var frame: CGRect = .zero
    private(set) var placedProposal: ProposedViewSize = .unspecified
    private var needsPlacement = true
    private var placementPass = 0
    private var pending: Placement?
    private var pendingPass = -1

    init(viewType: Any.Type, box: AnyLayoutBox) {
        self.viewType = viewType
        self.box = box
    }

    override func collectUnits(into units: inout [LayoutNode]) {
        units.append(self)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
    }

    // MARK: Structure

    /// Replaces the layout; invalidates when it may lay out differently.
    func setBox(_ newBox: AnyLayoutBox) {
        box = newBox
        invalidateLayout()
    }

    /// Updates the layout value when the box holds the same layout type.
    func updateLayout<L: Layout>(_ layout: L) {
        if let typed = box as? LayoutBox<L> {
            if typed.update(layout) { invalidateLayout() }
        } else {
            setBox(LayoutBox(layout))
        }
    }

    /// Sets the subviews; invalidates when they differ from the current ones.
    func setSubviews(_ newSubviews: [LayoutNode]) {
        if newSubviews.count == subviews.count
            && zip(newSubviews, subviews).allSatisfy({ $0 === $1 })
        {
            return
        }
        subviews = newSubviews
        for subview in newSubviews { subview.layoutParent = self }
        invalidateLayout()
    }

    /// Collects the content's layout nodes as the subviews.
    func refreshSubviews() {
        setSubviews(content?.units ?? [])
    }

    /// Sets the traits; invalidates the container when they change how it lays out.
    func setTraits(_ newTraits: LayoutTraits, valuesChanged: Bool = false) {
        let changed = valuesChanged || newTraits.priority != traits.priority || newTraits.zIndex != traits.zIndex
            || newTraits.values.count != traits.values.count
        traits = newTraits
        if changed { layoutParent?.invalidateLayout() }
    }

    /// Forgets cached results of this node and of every ancestor.
    func invalidateLayout() {
        box.markCacheStale()
        var node: LayoutNode? = self
        while let current = node, current.isLayoutValid || current === self {
            current.isLayoutValid = false
            current.sizeCache.removeAll()
            current.cachedSpacing = nil
            current.cachedHasExplicitGuides = nil
            current.needsPlacement = true
            if current !== self { current.box.markCacheStale() }
            node = current.layoutParent
        }
    }

    // MARK: Sizing

    var subviewProxies: LayoutSubviews {
        LayoutSubviews(nodes: subviews[...], recorder: nil, layoutDirection: layoutDirection)
    }

    /// The size this node chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizeCache.lookup(proposal) { return size }
        let sane = LayoutValidation.sanitized(proposal, in: self)
        let size = LayoutValidation.validated(box.sizeThatFits(sane, subviewProxies), for: sane, in: self)
        sizeCache.store(proposal, size)
        isLayoutValid = true
        return size
    }

    /// The node's spacing preferences.
    var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let spacing = box.spacing(subviewProxies)
        cachedSpacing = spacing
        isLayoutValid = true
        return spacing
    }

    /// Whether this node or a node below it may define explicit alignment guides.
    var hasExplicitGuides: Bool {
        if let cachedHasExplicitGuides { return cachedHasExplicitGuides }
        let result = box.definesOwnExplicitGuides || subviews.contains { $0.hasExplicitGuides }
        cachedHasExplicitGuides = result
        return result
    }

    /// The explicit value of an alignment guide at the given size, in the node's own space.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard hasExplicitGuides else { return nil }
        isLayoutValid = true
        return box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, subviewProxies)
    }

    var stackOrientation: Axis? { box.stackOrientation }

    // MARK: Placement

    /// Takes a placement from the container's `placeSubviews`.
    func receive(_ placement: Placement) {
        let pass = layoutParent?.placementPass ?? 0
        if pendingPass == pass {
            Diagnostics.report(
                "\(LayoutValidation.name(of: layoutParent)) placed its subview \(LayoutValidation.name(of: self)) more than once; the last placement wins."
            )
        }
        pending = placement
        pendingPass = pass
    }

    /// Places the node at `frame` (window coordinates) for `proposal`, then its subviews.
    func place(in frame: CGRect, proposal: ProposedViewSize) {
        if !needsPlacement && frame == self.frame && proposal == placedProposal { return }
        self.frame = frame
        placedProposal = proposal
        needsPlacement = false
        isLayoutValid = true
        guard !subviews.isEmpty else { return }
        placementPass &+= 1
        box.placeSubviews(in: frame, proposal, subviewProxies)
        for subview in subviews {
            let placement = subview.takePlacement(pass: placementPass) ?? unplacedPlacement(of: subview)
            subview.place(in: CGRect(origin: placement.origin, size: placement.size), proposal: placement.proposal)
        }
    }

    private func takePlacement(pass: Int) -> Placement? {
        guard pendingPass == pass, let pending else { return nil }
        self.pending = nil
        return pending
    }

    /// A subview the layout did not place goes to the centre of the container at its ideal size.
    private func unplacedPlacement(of subview: LayoutNode) -> Placement {
        Diagnostics.report(
            "\(LayoutValidation.name(of: self)) did not place its subview \(LayoutValidation.name(of: subview)); it is centred at its ideal size."
        )
        let size = subview.sizeThatFits(.unspecified)
        let origin = CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2)
        return Placement(origin: origin, size: size, proposal: .unspecified)
    }
}
