import Foundation

// Sizing: the size cache, proposal dependence, spacing and explicit alignment guides.
extension LayoutNode {

    var subviewProxies: LayoutSubviews {
        LayoutSubviews(nodes: subviews[...], recorder: nil, layoutDirection: layoutDirection, container: self)
    }

    /// The size this node chooses for `proposal`.
    @inline(__always)
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if measuresDirectly { return measureDirectly(proposal) }
        if !dependsOnContainer, !ReferenceLayout.isActive, let size = sizeCache.lookup(proposal, proposalDependence) {
            return size
        }
        return measure(proposal)
    }

    /// Whether the node computes its sizes instead of caching them: a leaf sized directly from
    /// its proposal (a rectangle, a color), or a frame or padding around one view. Their sizes
    /// cost less to compute than to look up (a frame or padding asks its view, which answers
    /// from its own cache or directly), and a large grid of such cells, or a deep chain of
    /// modifiers, would otherwise keep a cache for each.
    @inline(__always)
    var measuresDirectly: Bool {
        let hooks = box.hooks
        if hooks.contains(.sizedDirectly) { return true }
        return hooks.contains(.wrapsDirectly) && subviews.count == 1
    }

    /// Asks the layout for its size, without the cache (``measuresDirectly``).
    @inline(__always)
    func measureDirectly(_ proposal: ProposedViewSize) -> CGSize {
        let sane = LayoutValidation.sanitized(proposal, in: self)
        isLayoutValid = true
        return layoutSize(sane)
    }

    /// Which proposal dimensions the node's size depends on: derived from its layout and its
    /// subviews' dependences the first time it is asked after an invalidation.
    @inline(__always)
    var proposalDependence: _ProposalDependence {
        if let knownDependence { return knownDependence }
        return deriveProposalDependence()
    }

    /// A node that reads its container's size, or whose subtree may define explicit alignment
    /// guides (which may depend on the proposal), depends on every dimension; otherwise the
    /// layout derives it. Deriving it marks the layout as used, so that an invalidation of a
    /// subview reaches this node and forgets it.
    @inline(never)
    func deriveProposalDependence() -> _ProposalDependence {
        let dependence =
            dependsOnContainer || containerSize != nil || hasExplicitGuides ? .all : box.proposalDependence(subviewProxies)
        knownDependence = dependence
        isLayoutValid = true
        return dependence
    }

    /// Asks the layout for its size (a size-cache miss).
    @inline(never)
    func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = rememberedSize() { return size }
        LayoutStatistics.sizeComputations &+= 1
        let sane = LayoutValidation.sanitized(proposal, in: self)
        let size =
            containerSize == nil
            ? layoutSize(sane)
            : measureAsContainer(sane)
        store(size, for: proposal)
        return size
    }

    /// The size a stack whose size depends on no length remembers from its last distribution
    /// (its node keeps no size cache, ``LayoutTypeHooks/remembersLastSize``): it holds for
    /// any proposal, so the stack is not asked to distribute again for another one.
    @inline(__always)
    func rememberedSize() -> CGSize? {
        guard box.hooks.contains(.remembersLastSize), !dependsOnContainer, !ReferenceLayout.isActive,
            proposalDependence.isEmpty, let size = box.rememberedSize
        else { return nil }
        isLayoutValid = true
        return size
    }

    /// Asks the layout of a container (a node with a ``containerSize``) for its size.
    @inline(never)
    func measureAsContainer(_ sane: ProposedViewSize) -> CGSize {
        withContainer(for: sane) { layoutSize(sane) }
    }

    /// The layout's size for `sane`, a sanitized proposal, validated.
    @inline(__always)
    func layoutSize(_ sane: ProposedViewSize) -> CGSize {
        LayoutValidation.validated(guaranteedBox { $0.sizeThatFits(sane, subviewProxies) }, for: sane, in: self)
    }

    /// Keeps a size the layout gave. (Out of line, as the sizing: the layout recursion runs
    /// through ``measure(_:)``, whose frame stays smaller without the cache's code.)
    @inline(never)
    func store(_ size: CGSize, for proposal: ProposedViewSize) {
        sizeCache.store(proposal, proposalDependence, size, layoutRemembersIt: box.hooks.contains(.remembersLastSize))
        isLayoutValid = true
    }

    /// Calls into the layout box without retaining it: a node's box is replaced only when
    /// its view is updated, never while the node is measured or placed.
    @inline(__always)
    func guaranteedBox<T>(_ body: (AnyLayoutBox) -> T) -> T {
        Unmanaged.passUnretained(box)._withUnsafeGuaranteedRef(body)
    }

    /// The node's spacing preferences.
    @inline(__always)
    var spacing: ViewSpacing { spacingBox.spacing }

    /// The node's spacing preferences in their box (shared by every node with the standard
    /// preferences, so that comparing with the standard ones is comparing references), kept by
    /// the layout's box when the node's own (see ``LayoutBox/spacingBox(_:)``). Asking for
    /// them marks the layout as used, so that an invalidation below reaches this node.
    var spacingBox: ViewSpacingBox {
        isLayoutValid = true
        return guaranteedBox { $0.spacingBox(subviewProxies) }
    }

    /// Whether this node or a node below it may define explicit alignment guides.
    @inline(__always)
    var hasExplicitGuides: Bool { explicitGuides.mayDefineAny }

    /// Whether this node or a node below it may define an explicit value for `key`.
    @inline(__always)
    func hasExplicitGuides(for key: AlignmentKey) -> Bool { explicitGuides.mayDefine(key) }

    /// Brings ``explicitGuides`` up to date after the node's layout or subviews changed, then
    /// its ancestors', up to the first whose guides stay the same. A subtree that only gained
    /// guides adds them to its parent's; one that lost some has its parent look at all its
    /// subviews again. (So a tree built from the top down, whose leaves add their guides one
    /// by one, costs each ancestor a union per leaf, not a look at every sibling.)
    func updateExplicitGuides() {
        var node = self
        var guides = derivedExplicitGuides
        while guides != node.explicitGuides {
            let gained = guides.isSuperset(of: node.explicitGuides)
            node.explicitGuides = guides
            guard let parent = node.layoutParent, !parent.box.keepsSubviewGuides else { return }
            guides = gained ? parent.explicitGuides.union(guides) : parent.derivedExplicitGuides
            node = parent
        }
    }

    /// The guides the layout defines itself and, unless it keeps them, its subviews'.
    private var derivedExplicitGuides: ExplicitGuides {
        let own = box.ownExplicitGuides
        if box.keepsSubviewGuides { return own }
        return subviews.reduceUnretained(own) { guides, subview in guides.formUnion(subview.explicitGuides) }
    }

    /// Works out a fact that a node derives from its subviews' (placement reads,
    /// position-dependent nodes below) for the part of the subtree where it is unknown:
    /// subviews before their container, without recursion (trees may be thousands of levels
    /// deep). `isUnknown` tells which subviews to visit, `descendsInto` whether a node's answer
    /// needs its subviews' at all, and `derive` records a node's answer.
    func deriveBottomUp(
        isUnknown: (LayoutNode) -> Bool, descendsInto: (LayoutNode) -> Bool = { _ in true },
        derive: (LayoutNode) -> Void
    ) {
        if !descendsInto(self) || !subviews.containsUnretained(where: isUnknown) {
            derive(self)
            return
        }
        var pending: [(node: LayoutNode, subviewsKnown: Bool)] = [(self, false)]
        while let (node, subviewsKnown) = pending.popLast() {
            if subviewsKnown {
                derive(node)
                continue
            }
            pending.append((node, true))
            guard descendsInto(node) else { continue }
            for subview in node.subviews where isUnknown(subview) { pending.append((subview, false)) }
        }
    }

    /// The explicit value of an alignment guide at the given size, in the node's own space.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard hasExplicitGuides(for: key) else { return nil }
        isLayoutValid = true
        guard containerSize != nil else { return layoutsExplicitAlignment(key, size: size, proposal: proposal) }
        // A container's subviews are measured in its container, whichever query reaches them.
        return withContainer(for: LayoutValidation.sanitized(proposal, in: self)) {
            layoutsExplicitAlignment(key, size: size, proposal: proposal)
        }
    }

    func layoutsExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        box.explicitAlignment(key, in: CGRect(origin: .zero, size: size), proposal, subviewProxies)
    }

    var stackOrientation: Axis? { box.stackOrientation }
}
