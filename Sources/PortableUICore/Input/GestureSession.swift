import Foundation

/// The gestures competing for one interaction (from a press until every gesture involved
/// has succeeded or failed, which for a double tap spans two presses).
///
/// The gestures along the hit chain are combined into one recognizer, innermost first: each
/// outer gesture joins what is inside it by its arbitration —
///
/// - `gesture(_:)`: `inner.exclusively(before: outer)`;
/// - `highPriorityGesture(_:)`: `outer.exclusively(before: inner)`;
/// - `simultaneousGesture(_:)`: `inner.simultaneously(with: outer)`;
/// - claiming (a scroll view): the inner gestures run until the outer activates, then are
///   cancelled.
///
/// A gesture whose mask lacks `.subviews` drops the gestures inside it; one whose mask lacks
/// `.gesture`, or that sits in a disabled environment, takes no part.
@MainActor
final class GestureSession {
    private let root: _AnyGestureRecognizer

    /// The session for the gestures of `chain` (innermost node first), or nil when none of
    /// them has a gesture.
    init?(chain: [LayoutNode]) {
        var combined: _AnyGestureRecognizer?
        for node in chain {
            guard let gestures = node.input?.gestures else { continue }
            for attachment in gestures {
                if !attachment.mask.contains(.subviews) { combined = nil }
                guard attachment.isEnabled, attachment.mask.contains(.gesture) else { continue }
                let recognizer = attachment.make(_GestureContext(node: node))
                combined = combined.map { Self.combine($0, recognizer, attachment.arbitration) } ?? recognizer
            }
        }
        guard let combined else { return nil }
        root = combined
    }

    private static func combine(
        _ inner: _AnyGestureRecognizer, _ outer: _AnyGestureRecognizer, _ arbitration: GestureArbitration
    ) -> _AnyGestureRecognizer {
        switch arbitration {
        case .normal: return ExclusiveRecognizer<Void>(inner, outer) { () }
        case .highPriority: return ExclusiveRecognizer<Void>(outer, inner) { () }
        case .simultaneous: return SimultaneousRecognizer<Void>(inner, outer) { () }
        case .claiming: return ClaimingRecognizer(claimer: outer, content: inner)
        }
    }

    /// Whether every gesture of the session has succeeded or failed.
    var isFinished: Bool { root.isFinished }

    func handle(_ event: PointerEvent) {
        root.handle(event)
        root.deliver(true)
    }

    func advanceTime(to time: Double) {
        root.advanceTime(to: time)
        root.deliver(true)
    }

    /// Cancels every gesture still undecided (their gesture states reset).
    func cancel() {
        root.cancel()
        root.deliver(true)
    }
}
