import Foundation

/// Builds the display list of a placed view graph.
///
/// 1. Nodes are visited depth first; a container's subviews in drawing order: their order
///    in the container (an overlay's primary first, a background's secondary first), sorted
///    by `zIndex` when any is set (a stable sort). Hidden nodes draw nothing.
/// 2. A node's frame is rounded to the pixel grid, as `ViewHost.frame(of:)` reports it; a
///    leaf draws its ``DrawingContent`` in that frame.
/// 3. A node's render effects apply from the outermost modifier inwards. Opacity, blend mode
///    and shadow are *distributed*: as in SwiftUI they apply to each leaf below separately,
///    until a grouping effect (clip, transform, blur, mask, compositing group) makes one
///    unit of its subtree, which then receives them as a whole.
/// 4. A masked node (`mask(_:)`) draws its primary subviews as one group masked by the
///    drawing of its last subview.
/// 5. A scroll view draws its content as one group clipped to its bounds, then its scroll
///    indicators.
/// 6. The view with keyboard focus draws its focus ring (``FocusRing``) after its subtree,
///    under the same effects, in its shown frame.
struct DisplayListBuilder {
    /// Rounds a frame to the pixel grid.
    let round: (CGRect) -> CGRect
    /// The host's time: frames, effects and transitions are drawn as animated to it.
    var time: Double = 0
    /// Whether frames are drawn where they are placed, not animated (inside a node drawn as
    /// one unit, whose own frame animation moves the whole).
    var settlesFrames = false
    /// The focus ring to draw, if the focused view shows one.
    var focusRing: FocusRing?

    /// The display list of the subviews of each of `roots` (the window's layers, bottom to
    /// top), in window coordinates, then of the views leaving with a transition (moved and
    /// faded as far as their transition has got).
    /// The drawing of the window's layers, bottom to top; `content` turns the first layer's
    /// (the content behind a phone's sheet recedes).
    func build(
        roots: [LayoutNode], departing: [DepartingView] = [], content: (DisplayList) -> DisplayList = { $0 }
    ) -> DisplayList {
        var list = DisplayList()
        for (index, root) in roots.enumerated() {
            let origin = root.frame.origin
            var layer = DisplayList()
            for child in root.subviews.inDrawingOrder {
                build(child, in: origin, pending: [], into: &layer)
            }
            list.append(contentsOf: index == 0 ? content(layer) : layer)
        }
        for view in departing where !view.isFinished(at: time) {
            list.append(contentsOf: build(view))
        }
        return list
    }

    /// A departing view: its last drawing, moved and scaled to its transition's frame, faded.
    private func build(_ departing: DepartingView) -> DisplayList {
        let from = departing.node.frame
        let to = departing.animation.frame(at: time)
        guard from.width > 0, from.height > 0 else { return DisplayList() }
        let transform = CGAffineTransform(translationX: -from.minX, y: -from.minY)
            .concatenating(CGAffineTransform(scaleX: to.width / from.width, y: to.height / from.height))
            .concatenating(CGAffineTransform(translationX: to.minX, y: to.minY))
        let progress = departing.animation.progress(at: time)
        let opacity = departing.opacity.from + (departing.opacity.to - departing.opacity.from) * progress
        var list = DisplayList([.group(.transform(transform), drawing(of: departing.node, in: .zero))])
        if opacity < 1 { list = DisplayList([.group(.opacity(Swift.max(opacity, 0)), list)]) }
        return list
    }

    /// The drawing of one node on its own (no distributed effects from outside), whose layout
    /// parent's frame is at `parentOrigin` (window coordinates).
    private func drawing(of node: LayoutNode, in parentOrigin: CGPoint) -> DisplayList {
        var list = DisplayList()
        build(node, in: parentOrigin, pending: [], into: &list)
        return list
    }

    /// Appends the drawing of one node whose layout parent's frame is at `parentOrigin`
    /// (window coordinates), then its focus ring (step 6); `pending` holds the distributed
    /// effects of its ancestors, outermost first.
    private func build(
        _ node: LayoutNode, in parentOrigin: CGPoint, pending: [DisplayList.Effect], into list: inout DisplayList
    ) {
        buildNode(node, in: parentOrigin, pending: pending, into: &list)
        guard let ring = focusRing, ring.node === node, !node.isHidden, !node.isCollapsed else { return }
        let placed = node.frame(inParentAt: node.layoutParent == nil ? .zero : parentOrigin)
        let shown = settlesFrames ? placed : node.presentationFrame(at: time, placed: placed)
        append(ring.drawing(around: round(shown)), wrappedIn: pending, to: &list)
    }

    /// The drawing of one node and its subtree (steps 1 to 5).
    private func buildNode(
        _ node: LayoutNode, in parentOrigin: CGPoint, pending: [DisplayList.Effect], into list: inout DisplayList
    ) {
        // Hidden views draw nothing, nor do views their container left out (an unselected
        // tab, a ViewThatFits candidate not chosen).
        guard !node.isHidden, !node.isCollapsed else { return }
        // A node that has left the hierarchy keeps the window frame it left with and no
        // parent (``LayoutNode/unmount()``), the nodes inside a departing view included: their
        // frames are not relative to their parent's.
        let placed = node.frame(inParentAt: node.layoutParent == nil ? .zero : parentOrigin)
        let shown = settlesFrames ? placed : node.presentationFrame(at: time, placed: placed)
        if node.drawsAsUnit && !settlesFrames && shown != placed {
            return buildUnit(node, in: parentOrigin, from: round(placed), to: round(shown), pending: pending, into: &list)
        }
        let drawn = NodeFrame(shown: round(shown), origin: placed.origin)
        let fade = node.presentationOpacity(at: time)
        guard !node.renderEffects.isEmpty || fade < 1 else {
            content(of: node, frame: drawn, pending: pending, into: &list)
            return
        }
        var effects = node.renderEffects.effects(at: time)
        if fade < 1 { effects.append(.opacity(fade)) }
        apply(effects[...], to: node, frame: drawn, pending: pending, into: &list)
    }

    /// A node drawn as one unit (`geometryGroup()`, a matched insertion): its subtree as
    /// placed, moved from its placed frame to its animated one, centre on centre. (Its layout
    /// was made at the animated size, see ``GeometryUnitRegistry``: a view of a fixed size
    /// keeps its size, centred in the animated frame.)
    private func buildUnit(
        _ node: LayoutNode, in parentOrigin: CGPoint, from placed: CGRect, to shown: CGRect, pending: [DisplayList.Effect],
        into list: inout DisplayList
    ) {
        var settled = self
        settled.settlesFrames = true
        var unit = DisplayList()
        settled.buildNode(node, in: parentOrigin, pending: [], into: &unit)
        let transform = CGAffineTransform(translationX: shown.midX - placed.midX, y: shown.midY - placed.midY)
        append(DisplayList([.group(.transform(transform), unit)]), wrappedIn: pending, to: &list)
    }

    /// Where a node is drawn: its frame as shown (animated, rounded to the pixel grid), and the
    /// window origin of its placed frame, which its subviews are placed relative to.
    private struct NodeFrame {
        let shown: CGRect
        let origin: CGPoint
    }

    /// Step 3: applies the outermost remaining effect around the rest.
    private func apply(
        _ effects: ArraySlice<RenderEffect>, to node: LayoutNode, frame: NodeFrame, pending: [DisplayList.Effect],
        into list: inout DisplayList
    ) {
        guard let outer = effects.last else { return content(of: node, frame: frame, pending: pending, into: &list) }
        let rest = effects.dropLast()
        guard let resolved = outer.resolved(in: frame.shown) else {
            return apply(rest, to: node, frame: frame, pending: pending, into: &list)
        }
        if outer.isDistributed {
            return apply(rest, to: node, frame: frame, pending: pending + [resolved], into: &list)
        }
        var inner = DisplayList()
        apply(rest, to: node, frame: frame, pending: [], into: &inner)
        guard !inner.isEmpty else { return }
        append(DisplayList([.group(resolved, inner)]), wrappedIn: pending, to: &list)
    }

    /// Steps 2 and 4: the node's own drawing, then its subviews'.
    private func content(
        of node: LayoutNode, frame nodeFrame: NodeFrame, pending: [DisplayList.Effect], into list: inout DisplayList
    ) {
        let frame = nodeFrame.shown, origin = nodeFrame.origin
        if let drawing = node.presentationDrawing(at: time) {
            if pending.isEmpty {
                drawing.draw(in: frame, into: &list)
            } else {
                var leaf = DisplayList()
                drawing.draw(in: frame, into: &leaf)
                append(leaf, wrappedIn: pending, to: &list)
            }
        }
        guard !node.subviews.isEmpty else { return }
        if node.renderEffects.isMaskedByLastSubview, let mask = node.subviews.last, node.subviews.count >= 2 {
            var masked = DisplayList()
            for child in SubviewList(Array(node.subviews.dropLast())).inDrawingOrder {
                build(child, in: origin, pending: [], into: &masked)
            }
            guard !masked.isEmpty else { return }
            append(DisplayList([.group(.mask(drawing(of: mask, in: origin)), masked)]), wrappedIn: pending, to: &list)
            return
        }
        if let state = node.scrollState {
            // Step 5: a scroll view clips its content to its bounds, as one unit (unless
            // `scrollClipDisabled`).
            var content = DisplayList()
            for child in node.subviews.inDrawingOrder {
                build(child, in: origin, pending: [], into: &content)
            }
            guard !content.isEmpty else { return }
            let viewport = DisplayList.Effect.scrollViewport(frame, contentOffset: state.placedOffset)
            append(state.clipsContent ? DisplayList([.group(viewport, content)]) : content, wrappedIn: pending, to: &list)
            append(state.indicators(in: frame, layoutDirection: node.layoutDirection), wrappedIn: pending, to: &list)
            return
        }
        for child in node.subviews.inDrawingOrder {
            build(child, in: origin, pending: pending, into: &list)
        }
    }

    /// Appends a unit of drawing wrapped in the pending distributed effects, innermost first.
    private func append(_ unit: DisplayList, wrappedIn pending: [DisplayList.Effect], to list: inout DisplayList) {
        guard !unit.isEmpty else { return }
        var result = unit
        for effect in pending.reversed() {
            result = DisplayList([.group(effect, result)])
        }
        list.append(contentsOf: result)
    }
}

extension ViewHost {
    /// What the hosted views draw, in window coordinates (points), laid out first if needed.
    ///
    /// ```swift
    /// let host = ViewHost(Circle().fill(.red).frame(width: 20, height: 20), size: CGSize(width: 100, height: 100))
    /// print(host.displayList())   // fill red M 60 50 C …
    /// ```
    public func displayList() -> DisplayList {
        layoutIfNeeded()
        var builder = DisplayListBuilder(round: pixelRounded)
        builder.time = time
        if events.isFocusVisible, let focused = events.focusedNode { builder.focusRing = FocusRing(around: focused) }
        let recession = PresenterRecession.current(in: graph, at: time)
        return builder.build(roots: graph.layerRoots, departing: graph.departing) { recession?.apply(to: $0) ?? $0 }
    }
}
