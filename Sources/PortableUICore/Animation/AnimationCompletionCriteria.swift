/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case logicallyComplete, removed
    }

    private let kind: Kind

    /// The animation has logically completed, but may still be in its long tail.
    ///
    /// If a subsequent change occurs that creates additional animations on properties with
    /// `logicallyComplete` completion callbacks registered, then those callbacks will fire
    /// when the animations from the change that they were registered with logically complete,
    /// ignoring the new animations.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    /// Whether `run` meets the criteria at the time it was last evaluated.
    func isMet<Value>(by run: AnimationRun<Value>) -> Bool {
        kind == .removed ? run.isFinished : run.isLogicallyComplete
    }
}
