import Foundation

/// The press a button tracks: active from the press on, its value tells whether the pointer
/// is inside the button; it ends when released inside and fails when released outside.
struct ButtonPressGesture: Gesture {
    typealias Value = Bool
    typealias Body = Never

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Bool> {
        ButtonPressRecognizer(context: context)
    }
}

final class ButtonPressRecognizer: _GestureRecognizer<Bool> {
    private let context: _GestureContext
    private var isDown = false

    init(context: _GestureContext) {
        self.context = context
    }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        let inside = HitShape.rectangle(context.node.frame, contains: event.location)
        switch event.kind {
        case .down:
            guard !isDown else { return }
            isDown = true
            phase = .active
            setValue(inside)
        case .move:
            if isDown, value != inside { setValue(inside) }
        case .up:
            guard isDown else { return }
            phase = inside ? .ended : .failed
        }
    }
}
