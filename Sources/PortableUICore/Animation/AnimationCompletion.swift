import Foundation

/// A completion added to a transaction (`Transaction.addAnimationCompletion(criteria:_:)`):
/// it runs once, when the animation of the changes made with the transaction meets its
/// criteria.
///
/// A completion is a reference, so that the many views one transaction changes claim it once.
final class AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    private var body: (() -> Void)?
    /// Whether a graph's update queue took the completion (a change of the transaction
    /// reached a view).
    private(set) var isClaimed = false

    init(criteria: AnimationCompletionCriteria, _ body: @escaping () -> Void) {
        self.criteria = criteria
        self.body = body
    }

    /// Marks the completion as taken by an update queue; false when it was taken already.
    func claim() -> Bool {
        defer { isClaimed = true }
        return !isClaimed
    }

    /// Runs the completion, the first time only.
    func run() {
        let body = self.body
        self.body = nil
        body?()
    }
}

/// The completions of a graph waiting for the animation of their update, on the host's clock.
///
/// Rules:
/// 1. The completions of the changes an update applies wait for one run of that update's
///    animation, started when its layout starts the update's animations (so they meet their
///    criteria when those animations do); with no animation they run after the layout.
/// 2. When the host's time moves, each waiting completion whose run meets its criteria is
///    queued as an action of the next update; each runs exactly once.
@MainActor
final class AnimationCompletions {
    private var waiting: [(completion: AnimationCompletion, run: AnimationRun<Double>)] = []

    // Rule 1
    func start(_ completions: [AnimationCompletion], animation: Animation?, at time: Double, updates: UpdateQueue) {
        guard !completions.isEmpty else { return }
        guard let animation else {
            for completion in completions { updates.enqueue { completion.run() } }
            return
        }
        let run = AnimationRun(progressOf: animation, start: time)
        waiting += completions.map { ($0, run) }
    }

    // Rule 2
    func advance(to time: Double, updates: UpdateQueue) {
        guard !waiting.isEmpty else { return }
        var due: [AnimationCompletion] = []
        waiting.removeAll { entry in
            _ = entry.run.isFinished(at: time)
            guard entry.completion.criteria.isMet(by: entry.run) else { return false }
            due.append(entry.completion)
            return true
        }
        for completion in due { updates.enqueue { completion.run() } }
    }

    /// Whether a completion is waiting (the host keeps its clock running until it runs).
    var isWaiting: Bool { !waiting.isEmpty }
}
