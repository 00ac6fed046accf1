import Foundation

/// Scrolling by hand: a scroll view claims drags along its axes (cancelling presses inside
/// it once the drag passes the threshold), takes wheel deltas over it, and is hit anywhere
/// within its bounds and nowhere outside them. Dragged past an edge, the content follows the finger with a rubber band's
/// resistance; released, it keeps its momentum, bounces at the edges and settles inside them
/// (``ScrollPhysics`` describes the model; the input system steps the motion with the host's
/// clock).
extension ScrollState {
    /// Attaches the scroll view's input to its node.
    @MainActor
    func attachInput(to node: LayoutNode, inputs: _ViewInputs) {
        self.node = node
        graph = inputs.graph
        let owner = ObjectIdentifier(self)
        let record = node.inputRecord
        record.hitClip = Owned(owner: owner, value: .rectangle)
        // Like UIScrollView, the scroll view is hit anywhere in its bounds, so a drag that
        // starts on empty space between its views scrolls too (a content shape set on it
        // by the app is kept).
        if record.contentShape == nil || record.contentShape?.owner == owner {
            record.contentShape = Owned(owner: owner, value: .rectangle)
        }
        record.scrollWheelHandler = Owned(
            owner: owner,
            value: ScrollWheelHandler { [weak self] delta, _ in self?.wheel(CGPoint(x: delta.width, y: delta.height)) ?? false })
        var drag = DragGesture(minimumDistance: 10, coordinateSpace: .global)
        drag.activationAxes = axes
        let gesture =
            drag
            .onChanged { [weak self] value in self?.dragChanged(value.translation) }
            .onEnded { [weak self] value in self?.dragEnded(value) }
        record.setGesture(
            GestureAttachment(
                owner: owner, depth: inputs.depth, arbitration: .claiming, mask: .all,
                isEnabled: inputs.environment.isEnabled && !isDisabled,
                make: { gesture._makeRecognizer($0) }))
    }

    // MARK: Touch

    /// A pointer went down on the scroll view: a running motion stops where it is. Returns
    /// whether one was running (the press then only stops the scrolling, as on iOS).
    @MainActor
    func hold() -> Bool {
        isHeld = true
        let wasMoving = motion != nil
        motion = nil
        return wasMoving
    }

    /// The pointer went up (or the press was cancelled): content left past an edge without a
    /// motion springs back. Returns whether a motion is running.
    @MainActor
    func release(at time: Double) -> Bool {
        isHeld = false
        dragStartOffset = nil
        if motion == nil, clamped(offset) != offset {
            start(
                ScrollMotion(horizontal: nil, vertical: nil, lastOffset: offset), velocity: .zero, at: time)
        }
        return motion != nil
    }

    /// Moves the content with the finger: the offset at the start of the drag minus the
    /// translation, with a rubber band's resistance past the edges.
    @MainActor
    private func dragChanged(_ translation: CGSize) {
        if dragStartOffset == nil { scrollingStarted() }
        let start = dragStartOffset ?? unbanded(offset)
        dragStartOffset = start
        motion = nil
        setOffsetByHand(
            rubberBanded(CGPoint(x: start.x - translation.width, y: start.y - translation.height)))
    }

    /// The finger left: the content keeps the drag's velocity, glides onto the resting offset
    /// of a paging or view-aligned behavior, or springs back when past an edge.
    @MainActor
    private func dragEnded(_ value: DragGesture.Value) {
        guard !isDisabled, let node else { return }
        let time = value.time.timeIntervalSinceReferenceDate
        let dragStart = dragStartOffset ?? offset
        dragStartOffset = nil
        releasePull()
        let velocity = CGPoint(x: -value.velocity.width, y: -value.velocity.height)
        guard targetBehavior != .none, clamped(offset) == offset else {
            return start(
                ScrollMotion(horizontal: nil, vertical: nil, lastOffset: offset), velocity: velocity,
                at: time)
        }
        let k = CGFloat(ScrollPhysics.decayConstant(ScrollPhysics.normalDecelerationRate))
        let natural = clamped(CGPoint(x: offset.x + velocity.x / k, y: offset.y + velocity.y / k))
        let target = restingOffset(natural, from: dragStart, targets: node.scrollTargets())
        let rate = ScrollPhysics.fastDecelerationRate
        let glide = ScrollMotion(
            horizontal: .glide(from: offset.x, to: target.x, rate: rate, at: time),
            vertical: .glide(from: offset.y, to: target.y, rate: rate, at: time), lastOffset: offset)
        if glide.isFinished {
            setOffsetByHand(target)
        } else {
            begin(glide)
        }
    }

    /// Starts `motion`, first giving each scrolling axis it leaves unset momentum at
    /// `velocity`, or a spring back when the content is past an edge on that axis.
    @MainActor
    func start(_ motion: ScrollMotion, velocity: CGPoint, at time: Double) {
        var motion = motion
        let maximum = maximumOffset, minimum = minimumOffset
        if axes.contains(.horizontal), motion.horizontal == nil {
            motion.horizontal = axisMotion(
                offset.x, velocity: velocity.x, range: minimum.x...Swift.max(maximum.x, minimum.x),
                length: viewportSize.width, at: time)
        }
        if axes.contains(.vertical), motion.vertical == nil {
            motion.vertical = axisMotion(
                offset.y, velocity: velocity.y, range: minimum.y...Swift.max(maximum.y, minimum.y),
                length: viewportSize.height, at: time)
        }
        begin(motion)
    }

    /// Lets `motion` move the content from the next step on (nothing when it is at rest); the
    /// input system steps it with the clock.
    @MainActor
    func begin(_ motion: ScrollMotion) {
        guard !motion.isFinished else { return }
        self.motion = motion
        graph?.startedScrollMotions.append(Weak(self))
        graph?.updates.enqueue {}
    }

    private func axisMotion(
        _ position: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, length: CGFloat, at time: Double
    ) -> ScrollAxisMotion? {
        let edge = position < range.lowerBound ? range.lowerBound : position > range.upperBound ? range.upperBound : nil
        guard let edge else {
            return .momentum(
                from: position, velocity: velocity, rate: ScrollPhysics.normalDecelerationRate, at: time)
        }
        // The content moved slower than the finger by the rubber band's slope.
        let slope = ScrollPhysics.rubberBandSlope(atShown: abs(position - edge), length: length)
        return .springBack(to: edge, from: position, velocity: velocity * slope, at: time)
    }

    /// Moves the content to where its motion is at `time`; returns whether it moved. The
    /// motion stops when something else moved the content since its last step.
    @MainActor
    func stepMotion(at time: Double) -> Bool {
        guard var motion, let node else { return false }
        guard motion.lastOffset == offset, !isDisabled else {
            self.motion = nil
            return false
        }
        let next = motion.offset(at: time, from: offset, minimum: minimumOffset, maximum: maximumOffset)
        motion.lastOffset = next
        self.motion = motion.isFinished ? nil : motion
        guard next != offset else { return false }
        offset = next
        node.setNeedsPlacement()
        graph?.needsLayout = true
        return true
    }

    // MARK: Rubber band

    /// `raw` (where the finger puts the content) with each scrolling axis past an edge
    /// pulled back by the rubber band.
    private func rubberBanded(_ raw: CGPoint) -> CGPoint {
        let maximum = maximumOffset, minimum = minimumOffset
        func band(_ value: CGFloat, _ maximum: CGFloat, _ length: CGFloat, _ minimum: CGFloat) -> CGFloat {
            if value < minimum { return minimum - ScrollPhysics.rubberBand(minimum - value, length: length) }
            if value > maximum {
                return maximum + ScrollPhysics.rubberBand(value - maximum, length: length)
            }
            return value
        }
        return CGPoint(
            x: axes.contains(.horizontal) ? band(raw.x, maximum.x, viewportSize.width, minimum.x) : offset.x,
            y: axes.contains(.vertical) ? band(raw.y, maximum.y, viewportSize.height, minimum.y) : offset.y)
    }

    /// Where the finger would have put content shown at `shown`: the inverse of the rubber band.
    private func unbanded(_ shown: CGPoint) -> CGPoint {
        let maximum = maximumOffset, minimum = minimumOffset
        func unband(_ value: CGFloat, _ maximum: CGFloat, _ length: CGFloat, _ minimum: CGFloat) -> CGFloat {
            if value < minimum { return minimum - ScrollPhysics.fingerOvershoot(forShown: minimum - value, length: length) }
            if value > maximum {
                return maximum + ScrollPhysics.fingerOvershoot(forShown: value - maximum, length: length)
            }
            return value
        }
        return CGPoint(
            x: unband(shown.x, maximum.x, viewportSize.width, minimum.x),
            y: unband(shown.y, maximum.y, viewportSize.height, minimum.y))
    }

    // MARK: Wheel

    /// A wheel delta stops any motion and scrolls at once, within the content (and, with a
    /// paging or view-aligned behavior, to its resting offset); returns whether the content
    /// moved, so that a scroll view at its end passes the delta on.
    @MainActor
    private func wheel(_ delta: CGPoint) -> Bool {
        guard !isDisabled, let node else { return false }
        motion = nil
        let target = clamped(CGPoint(x: offset.x + delta.x, y: offset.y + delta.y))
        guard setOffsetByHand(restingOffset(target, from: offset, targets: node.scrollTargets())) else { return false }
        scrollingStarted()
        return true
    }

    /// A drag or a wheel started scrolling: with `scrollDismissesKeyboard(.immediately)`, the
    /// focused text field stops editing (the host ends its focus after the event).
    @MainActor
    private func scrollingStarted() {
        if dismissesKeyboard { graph?.endsTextEditing = true }
    }

    /// Sets the offset (which may be past an edge) and asks for a frame; returns whether it
    /// changed.
    @MainActor
    @discardableResult
    private func setOffsetByHand(_ target: CGPoint) -> Bool {
        guard !isDisabled, let node, target != offset else { return false }
        offset = target
        node.setNeedsPlacement()
        graph?.needsLayout = true
        graph?.updates.enqueue {}
        return true
    }
}
