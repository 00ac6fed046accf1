import Foundation

/// Scrolling by hand: a scroll view claims drags along its axes (cancelling presses inside
/// it once the drag passes the threshold), takes wheel deltas over it, and is hit only within
/// its bounds.
extension ScrollState {
    /// Attaches the scroll view's input to its node.
    @MainActor
    func attachInput(to node: LayoutNode, inputs: _ViewInputs) {
        self.node = node
        graph = inputs.graph
        let owner = ObjectIdentifier(self)
        let record = node.inputRecord
        record.hitClip = Owned(owner: owner, value: .rectangle)
        record.scrollWheelHandler = Owned(owner: owner) { [weak self] delta in
            self?.scrollByUser(CGPoint(x: delta.width, y: delta.height), snapping: true) ?? false
        }
        var drag = DragGesture(minimumDistance: 10, coordinateSpace: .global)
        drag.activationAxes = axes
        let gesture = drag
            .onChanged { [weak self] value in self?.dragChanged(value.translation) }
            .onEnded { [weak self] value in self?.dragEnded(value.predictedEndTranslation) }
        record.setGesture(
            GestureAttachment(
                owner: owner, depth: inputs.depth, arbitration: .claiming, mask: .all,
                isEnabled: inputs.environment.isEnabled && !isDisabled, make: { gesture._makeRecognizer($0) }))
    }

    /// Moves the content with the finger: the offset is the offset at the start of the drag
    /// minus the translation, within the content.
    @MainActor
    private func dragChanged(_ translation: CGSize) {
        let start = dragStartOffset ?? offset
        dragStartOffset = start
        _ = scroll(to: CGPoint(x: start.x - translation.width, y: start.y - translation.height), snapping: false)
    }

    /// Ends a drag where its predicted end (the momentum) takes it, then at the resting
    /// position of the scroll target behavior.
    @MainActor
    private func dragEnded(_ predictedTranslation: CGSize) {
        let start = dragStartOffset ?? offset
        dragStartOffset = nil
        _ = scroll(
            to: CGPoint(x: start.x - predictedTranslation.width, y: start.y - predictedTranslation.height), snapping: true,
            from: start)
    }

    @MainActor
    private func scrollByUser(_ delta: CGPoint, snapping: Bool) -> Bool {
        scroll(to: CGPoint(x: offset.x + delta.x, y: offset.y + delta.y), snapping: snapping)
    }

    /// Scrolls to `target` (clamped, and at rest where the behavior says when snapping);
    /// returns whether the content moved.
    @MainActor
    private func scroll(to target: CGPoint, snapping: Bool, from start: CGPoint? = nil) -> Bool {
        guard !isDisabled, let node else { return false }
        var resting = clamped(target)
        if snapping { resting = restingOffset(resting, from: start ?? offset, targets: node.scrollTargets()) }
        guard node.setOffset(resting) else { return false }
        graph?.needsLayout = true
        graph?.updates.enqueue {}
        return true
    }
}
