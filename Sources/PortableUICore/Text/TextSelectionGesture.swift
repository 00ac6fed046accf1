import Foundation

/// The gesture of a selectable `Text`: a press places or (double click) selects, a drag
/// extends the selection (see ``StaticTextSelection``). A click that selected nothing fails once
/// released, so that a button or tap gesture around the text still sees the tap; a press
/// that selected characters ends the gesture, and a drag past the tap slop makes it active
/// (a tap around it then fails).
struct _TextSelectionGesture: Gesture {
    typealias Value = Void
    typealias Body = Never
    let selection: StaticTextSelection
    /// Whether a drag in progress keeps an enclosing scroll view from taking it over (on
    /// the desktop, where dragging over text selects it and the wheel scrolls).
    let holdsDrags: Bool

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Void> {
        TextPointerRecognizer(target: selection, holdsDrags: holdsDrags, offset: context.node.textOffset)
    }
}

/// What a press on text moves: a selectable text's selection or a text field's caret and
/// selection, at caret offsets the recognizer finds under the pointer.
@MainActor
protocol TextPointerTarget: AnyObject {
    /// A press at caret `offset` (a double click when close in time and place to the last).
    func press(at offset: Int, location: CGPoint, time: Double)
    /// The pressed pointer moved to caret `offset`.
    func drag(to offset: Int)
    /// The press ended or was cancelled; returns whether a press that did not drag still
    /// counts as the text's own (a selection was made), rather than a tap of what is around.
    @discardableResult func release() -> Bool
}

/// Recognizes one press on text and moves its target's selection as it goes: the press
/// places (or selects a word), a drag extends, a drag past the tap slop makes the gesture
/// active (and, where drags are held, keeps an enclosing scroll view from taking it over).
/// A press that neither dragged nor selected fails once released, so that a tap around the
/// text still sees it.
final class TextPointerRecognizer: _GestureRecognizer<Void> {
    private let target: any TextPointerTarget
    private let holdsDrags: Bool
    /// The caret offset under a window location; nil when it cannot be told (the press fails).
    private let offset: (CGPoint) -> Int?
    private var pressLocation: CGPoint?

    init(target: any TextPointerTarget, holdsDrags: Bool, offset: @escaping (CGPoint) -> Int?) {
        self.target = target
        self.holdsDrags = holdsDrags
        self.offset = offset
    }

    override var holdsClaim: Bool { holdsDrags && phase == .active }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            guard let offset = offset(event.location) else { return phase = .failed }
            target.press(at: offset, location: event.location, time: event.time)
            pressLocation = event.location
        case .move:
            guard let pressLocation, let offset = offset(event.location) else { return }
            target.drag(to: offset)
            if GestureTiming.distance(pressLocation, event.location) > GestureTiming.tapSlop { phase = .active }
        case .up:
            guard pressLocation != nil else { return }
            let keepsTheClick = target.release()
            guard phase == .active || keepsTheClick else { return phase = .failed }
            setValue(())
            phase = .ended
        }
    }

    override func cancel() {
        target.release()
        super.cancel()
    }
}

extension LayoutNode {
    /// The caret offset nearest to a window location in the text this leaf draws, from its
    /// drawn layout; nil when it draws no text or the engine cannot tell.
    @MainActor func textOffset(at location: CGPoint) -> Int? {
        guard let drawing = drawing as? TextDrawing else { return nil }
        return drawing.characterOffset(at: _GestureContext(node: self).convert(location, to: .local), size: frame.size)
    }
}

extension Text {
    /// Makes the text `leaf` draws selectable when `selection` is given (attaching its
    /// gesture); takes the gesture of a selection it had before back otherwise.
    @MainActor static func attachSelectionGesture(
        _ selection: StaticTextSelection?, replacing old: StaticTextSelection?, to leaf: LayoutNode, inputs: _ViewInputs
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
