import Foundation

/// The gesture of a `Text` with links: a tap that goes down and up on a link (within the
/// tap slop) gives the link's destination. A press anywhere else fails at once, so that
/// the gestures of the views around the text (a button, a row) see the tap.
struct _TextLinkGesture: Gesture {
    typealias Value = URL
    typealias Body = Never

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<URL> {
        TextLinkRecognizer(context: context)
    }
}

/// Recognizes a tap on a link of the text its node draws.
final class TextLinkRecognizer: _GestureRecognizer<URL> {
    private let context: _GestureContext
    private var press: (location: CGPoint, link: URL)?

    init(context: _GestureContext) {
        self.context = context
    }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            let local = context.convert(event.location, to: .local)
            guard let drawing = context.node.drawing as? TextDrawing,
                let link = drawing.link(at: local, size: context.node.frame.size)
            else { return phase = .failed }
            press = (event.location, link)
        case .move:
            if let press, GestureTiming.distance(press.location, event.location) > GestureTiming.tapSlop {
                phase = .failed
            }
        case .up:
            guard let press else { return }
            setValue(press.link)
            phase = .ended
        }
    }
}

extension Text {
    /// The destinations of the text's link runs, by run index.
    var links: [Int: URL] {
        var links: [Int: URL] = [:]
        for (index, run) in runs.enumerated() { if let link = run.style.link { links[index] = link } }
        return links
    }

    /// Makes taps on the links of the text `leaf` draws open them through the environment's
    /// `openURL`; a text without links takes its gesture back.
    @MainActor static func attachLinkGesture(_ hasLinks: Bool, to leaf: LayoutNode, inputs: _ViewInputs) {
        let owner = ObjectIdentifier(leaf)
        guard hasLinks else { return leaf.input?.remove(owner: owner) ?? () }
        let openURL = inputs.environment.openURL
        let gesture = _TextLinkGesture().onEnded { openURL($0) }
        leaf.inputRecord.setGesture(
            GestureAttachment(
                owner: owner, depth: inputs.depth, arbitration: .normal, mask: .all,
                isEnabled: inputs.environment.isEnabled, make: { gesture._makeRecognizer($0) }))
    }
}
