import Foundation

/// Animation: where a node is shown while its frame, its transition's fade or its effects
/// animate.
extension LayoutNode {
    /// The frame shown at `time`: the placed frame, or where its animation has got to.
    func presentationFrame(at time: Double) -> CGRect {
        presentationFrame(at: time, placed: frame)
    }

    /// The frame shown at `time`, given the node's window frame.
    func presentationFrame(at time: Double, placed frame: CGRect) -> CGRect {
        guard let frameAnimation, !frameAnimation.isFinished(at: time) else { return frame }
        return frameAnimation.frame(at: time)
    }

    /// Starts a frame animation from `oldFrame` (window coordinates, the frame before this
    /// layout pass) to `newFrame` when the change is animated.
    @inline(__always)
    func animateIfNeeded(from oldFrame: CGRect, to newFrame: CGRect) {
        // Most nodes have no transition nor scope mark, and most layouts run without animation.
        if extras == nil && !LayoutPass.current.mayAnimate {
            hasBeenPlaced = true
            return
        }
        startAnimation(from: oldFrame, to: newFrame)
    }

    /// The rest of ``animateIfNeeded(from:to:)``. (Out of line: placement, which recurses
    /// through its caller, would otherwise hold room for the animation values in every frame.)
    @inline(never)
    private func startAnimation(from oldFrame: CGRect, to newFrame: CGRect) {
        defer { hasBeenPlaced = true }
        let time = LayoutPass.current.time
        let matchedFrom = matchedInsertionFrame
        if matchedFrom != nil { matchedInsertionFrame = nil }
        // (The scope is looked for only when something would animate: it walks up the layout.)
        let moves = hasBeenPlaced ? newFrame != oldFrame : matchedFrom != nil || transition != nil
        guard moves, let animation = transition?.animation ?? scopedAnimation else { return }
        if !hasBeenPlaced {
            // A matched source comes in from the source it replaces (its content drawn as one
            // unit), any other inserted view from its transition's state.
            if let from = matchedFrom {
                drawsAsUnit = true
                // (Layout runs on the main actor, with the graph it lays out.)
                nonisolated(unsafe) let node = self
                MainActor.assumeIsolated { LayoutPass.current.graph?.geometryUnits.note(node) }
                frameAnimation = FrameAnimation(from: from, to: newFrame, start: time, animation: animation)
                return
            }
            guard let transition else { return }
            let from = AnyTransition.transitionedFrame(newFrame, transition.insertion)
            frameAnimation = FrameAnimation(from: from, to: newFrame, start: time, animation: animation)
            opacityAnimation = (transition.insertion.opacity ?? 1, 1, AnimationRun(progressOf: animation, start: time))
            return
        }
        // A frame moved by velocity-tracking changes keeps its samples for the next change.
        if let running = frameAnimation, !running.isFinished(at: time) || running.tracksVelocity {
            frameAnimation = running.retargeted(to: newFrame, at: time, animation: animation)
            return
        }
        frameAnimation = FrameAnimation(
            from: presentationFrame(at: time, placed: oldFrame), to: newFrame, start: time, animation: animation)
    }

    /// Lays the subtree of the node out again where the node stands, before it departs (a
    /// phased transition's removal just changed a layout modifier in it, a `.offset`): the
    /// frames below it that change animate with `animation`, the transition's removal.
    func placeBeforeDeparting(animating animation: Animation, safeArea: CGRect) {
        let saved = (LayoutPass.current.animation, LayoutPass.current.transaction, LayoutPass.current.hasScopes)
        // (Rule 2 of ``LayoutPass``.) The removal's animation was chosen in the departing
        // view's scope already.
        LayoutPass.current.animation = animation
        LayoutPass.current.transaction = Transaction(animation: animation)
        LayoutPass.current.hasScopes = false
        defer { (LayoutPass.current.animation, LayoutPass.current.transaction, LayoutPass.current.hasScopes) = saved }
        let proposal = placedProposal
        let origin = layoutParent?.frame.origin ?? .zero
        _ = sizeThatFits(proposal)
        place(
            in: offeredFrame, proposal: proposal, safeArea: extras?.safeArea ?? safeArea, parentOrigin: origin,
            parentOldOrigin: origin)
    }

    /// Places the node, a unit whose frame animates (see ``GeometryUnitRegistry``), again where
    /// its parent placed it, proposed `size`, the size its animation has got to, and centred
    /// in that size (a view of a fixed size keeps it): its subtree is laid out as it is shown.
    /// Nothing animates in this placement (the unit's own animation runs on towards its final
    /// frame).
    func placeAtAnimatedSize(_ size: CGSize, safeArea: CGRect) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return }
        let saved = (LayoutPass.current.animation, LayoutPass.current.transaction, LayoutPass.current.hasScopes)
        // (Rule 2 of ``LayoutPass``.)
        LayoutPass.current.animation = nil
        LayoutPass.current.transaction = Transaction()
        LayoutPass.current.hasScopes = false
        defer { (LayoutPass.current.animation, LayoutPass.current.transaction, LayoutPass.current.hasScopes) = saved }
        // (A transition's own animation would otherwise retarget the unit's.)
        let running = frameAnimation
        defer { frameAnimation = running }
        let proposal = ProposedViewSize(size)
        let origin = layoutParent?.frame.origin ?? .zero
        let fitted = sizeThatFits(proposal)
        let corner = CGPoint(
            x: offeredFrame.minX + (size.width - fitted.width) / 2, y: offeredFrame.minY + (size.height - fitted.height) / 2)
        place(
            in: CGRect(origin: corner, size: fitted), proposal: proposal, safeArea: extras?.safeArea ?? safeArea,
            parentOrigin: origin, parentOldOrigin: origin)
    }

    /// Lays the node, the root of a departed subtree (out of the hierarchy, its frames in window
    /// coordinates), out again in `frame`, proposed its size and centred in it (a view of a
    /// fixed size keeps it). Nothing animates, and the pass names no graph: the departed views
    /// must not register as matched sources, depart again or queue drawing animations.
    func placeDeparted(in frame: CGRect, safeArea: CGRect) {
        guard frame.width.isFinite, frame.height.isFinite, frame.width >= 0, frame.height >= 0 else { return }
        let saved = (
            LayoutPass.current.graph, LayoutPass.current.animation, LayoutPass.current.transaction, LayoutPass.current.hasScopes
        )
        // (Rule 2 of ``LayoutPass``.)
        LayoutPass.current.graph = nil
        LayoutPass.current.animation = nil
        LayoutPass.current.transaction = Transaction()
        LayoutPass.current.hasScopes = false
        defer {
            (LayoutPass.current.graph, LayoutPass.current.animation, LayoutPass.current.transaction, LayoutPass.current.hasScopes) =
                saved
        }
        let proposal = ProposedViewSize(frame.size)
        placeDepartedSubtree {
            let fitted = sizeThatFits(proposal)
            let corner = CGPoint(
                x: frame.minX + (frame.width - fitted.width) / 2, y: frame.minY + (frame.height - fitted.height) / 2)
            place(
                in: CGRect(origin: corner, size: fitted), proposal: proposal, safeArea: extras?.safeArea ?? safeArea,
                parentOrigin: .zero, parentOldOrigin: .zero)
        }
    }

    /// Whether anything the node shows is still animating at `time`: its frame, its
    /// transition's fade, its render effects or its drawing.
    func isAnimating(at time: Double) -> Bool {
        guard extras != nil else { return false }
        if let frameAnimation, !frameAnimation.isFinished(at: time) { return true }
        if let opacityAnimation, !opacityAnimation.2.isFinished(at: time) { return true }
        if drawingChange?.isAnimating(at: time) == true { return true }
        return renderEffects.isAnimating(at: time)
    }

    /// The opacity the node is shown with at `time` (its transition's fade).
    func presentationOpacity(at time: Double) -> Double {
        guard let (from, to, run) = opacityAnimation else { return 1 }
        let progress = run.progress(at: time)
        return from + (to - from) * progress
    }

    /// Where the node, a matched-geometry source's content inserted in an animated change,
    /// comes in from (see ``MatchedGeometryRegistry``); used by its first placement.
    var matchedInsertionFrame: CGRect? {
        get { extras?.matchedInsertionFrame }
        set { if newValue != nil || extras != nil { madeExtras.matchedInsertionFrame = newValue } }
    }

    /// Whether the node's subtree is drawn as one unit (`geometryGroup()`, a matched
    /// insertion): while its frame animates, the subtree is laid out at the animated size
    /// (``GeometryUnitRegistry``) and moved with the animated frame.
    var drawsAsUnit: Bool {
        get { extras?.drawsAsUnit ?? false }
        set { if newValue || extras != nil { madeExtras.drawsAsUnit = newValue } }
    }
}
