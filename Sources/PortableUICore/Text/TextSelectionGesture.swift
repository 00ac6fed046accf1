import Foundation

/// The gesture of a selectable `Text`: a press places or (double click) selects, a drag
/// extends the selection (see ``TextSelection``). A click that selected nothing fails once
/// released, so that a button or tap gesture around the text still sees the tap; a press
/// that selected characters ends the gesture, and a drag past the tap slop makes it active
/// (a tap around it then fails).
struct _TextSelectionGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    let selection: TextSelection
    /// Whether a drag in progress keeps an enclosing scroll view from taking it over (on
    /// the desktop, where dragging over text selects it and the wheel scrolls).
    let holdsDrags: Bool

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Void> {
        TextSelectionRecognizer(context: context, selection: selection, holdsDrags: holdsDrags)
    }
}

/// Recognizes one press on a selectable text and moves its selection as it goes.
final class TextSelectionRecognizer: _GestureRecognizer<Void> {
    private let context: _GestureContext
    private let selection: TextSelection
    private let holdsDrags: Bool
    private var pressLocation: CGPoint?

    init(context: _GestureContext, selection: TextSelection, holdsDrags: Bool) {
        self.context = context
        self.selection = selection
        self.holdsDrags = holdsDrags
    }

    override var holdsClaim: Bool { holdsDrags && phase == .active }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            guard let offset = offset(at: event.location) else { return phase = .failed }
            selection.press(at: offset, location: event.location, time: event.time)
            pressLocation = event.location
        case .move:
            guard let pressLocation, let offset = offset(at: event.location) else { return }
            selection.drag(to: offset)
            if GestureTiming.distance(pressLocation, event.location) > GestureTiming.tapSlop { phase = .active }
        case .up:
            guard pressLocation != nil else { return }
            selection.release()
            guard phase == .active || !selection.range.isEmpty else { return phase = .failed }
            setValue(())
            phase = .ended
        }
    }

    override func cancel() {
        selection.release()
        super.cancel()
    }

    /// The caret offset nearest to a window location, nil when the engine cannot tell.
    private func offset(at location: CGPoint) -> Int? {
        guard let drawing = context.node.drawing as? TextDrawing else { return nil }
        return drawing.characterOffset(at: context.convert(location, to: .local), size: context.node.frame.size)
    }
}

extension Text {
    /// Makes the text `leaf` draws selectable when `selection` is given (attaching its
    /// gesture); takes the gesture of a selection it had before back otherwise.
    @MainActor static func attachSelectionGesture(
        _ selection: TextSelection?, replacing old: TextSelection?, to leaf: LayoutNode, inputs: _ViewInputs
    ) {
        if let old, old !== selection { leaf.input?.remove(owner: ObjectIdentifier(old)) }
        guard let selection else { return }
        let gesture = _TextSelectionGesture(
            selection: selection, holdsDrags: inputs.environment.presentationIdiom == .desktop)
        leaf.inputRecord.setGesture(
            GestureAttachment(
                owner: ObjectIdentifier(selection), depth: inputs.depth, arbitration: .normal, mask: .all,
                isEnabled: inputs.environment.isEnabled, make: { gesture._makeRecognizer($0) }))
    }
}
