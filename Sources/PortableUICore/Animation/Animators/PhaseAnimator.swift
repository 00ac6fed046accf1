import Foundation

/// A container that animates its content by automatically cycling through a collection of
/// phases that you provide, each defining a discrete step within an animation.
///
/// The content is built for the current phase. Without a trigger the animator moves to the
/// next phase as it appears, and on to the next each time the animation of the step ends
/// (logically complete), back to the first after the last, for as long as it is shown. With a
/// trigger it rests in the first phase; each change of the trigger runs through every phase
/// once and back to the first (a change while it runs is absorbed by that run). Each step is
/// animated with `animation(phase)` of the phase it goes to; `nil` makes the step at once.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: _EquatableValue?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0
    /// The steps left in a triggered run (continuous animators never run out).
    @State private var stepsLeft = 0
    @State private var step = 0

    /// Cycles through a sequence of phases in response to changes in a specified value,
    /// animating updates to a view on each phase change.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through; an empty one shows nothing, with
    ///     a diagnostic.
    ///   - trigger: A value whose changes cause the animator to use the next phase.
    ///   - content: A closure that takes the current phase as an input and returns a view
    ///     based on it.
    ///   - animation: A closure that takes the phase being moved to as input and returns the
    ///     animation to use for that step, or `nil` for none.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = _EquatableValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through a sequence of phases continuously, animating updates to a view on each
    /// phase change.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through; an empty one shows nothing, with
    ///     a diagnostic.
    ///   - content: A closure that takes the current phase as an input and returns a view
    ///     based on it.
    ///   - animation: A closure that takes the phase being moved to as input and returns the
    ///     animation to use for that step, or `nil` for none.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            EmptyView().onAppear { Diagnostics.report("A PhaseAnimator was given no phases; it shows nothing.") }
        } else {
            content(phases[Swift.min(index, phases.count - 1)])
                .background {
                    _StepCompletion(step: step, animation: currentAnimation, isWaiting: isRunning) { advance(stepsLeft: stepsLeft) }
                }
                .onAppear { if trigger == nil { advance(stepsLeft: 0) } }
                .onChange(of: trigger) { _, _ in
                    if stepsLeft == 0 { advance(stepsLeft: phases.count) }
                }
        }
    }

    private var isRunning: Bool { trigger == nil ? phases.count > 1 : stepsLeft > 0 }

    private var currentAnimation: Animation? { animation(phases[Swift.min(index, phases.count - 1)]) }

    /// Moves to the next phase, animated with the next phase's animation, with `stepsLeft`
    /// steps left in a triggered run before this one.
    private func advance(stepsLeft: Int) {
        guard phases.count > 1 else { return }
        var left = stepsLeft
        if trigger != nil {
            guard left > 0 else { return }
            left -= 1
            // The run's last step has already come back to the first phase.
            if left == 0 && index == 0 {
                self.stepsLeft = 0
                return
            }
        }
        self.stepsLeft = left
        step += 1
        let next = (index + 1) % phases.count
        withAnimation(animation(phases[next])) { index = next }
    }
}

/// A value of any `Equatable` type, compared with values of its own type.
struct _EquatableValue: Equatable {
    private let value: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        self.isEqual = { ($0 as? T) == value }
    }

    static func == (lhs: _EquatableValue, rhs: _EquatableValue) -> Bool {
        lhs.isEqual(rhs.value)
    }
}

/// Calls `completed` once the animation of a phase step is logically complete on the
/// host's clock, watching it frame by frame (a paused timeline while nothing runs).
struct _StepCompletion: View {
    let step: Int
    let animation: Animation?
    let isWaiting: Bool
    let completed: () -> Void
    @State private var run = _StepRun()

    var body: some View {
        TimelineView(.animation(paused: !isWaiting)) { context in
            Color.clear.onChange(of: run.completedStep(step, animation, at: context.date)) { _, done in
                if done != nil { completed() }
            }
        }
    }
}

/// The run of the current step's animation, started at the first frame that shows the step.
final class _StepRun {
    private var step: Int?
    private var start = Date()
    private var run: AnimationRun<Double>?

    /// The step, once its animation is logically complete at `date`; nil before.
    func completedStep(_ step: Int, _ animation: Animation?, at date: Date) -> Int? {
        if step != self.step {
            self.step = step
            start = date
            run = animation.map { AnimationRun(progressOf: $0, start: 0) }
        }
        guard let run else { return step }
        _ = run.isFinished(at: date.timeIntervalSince(start))
        return run.isLogicallyComplete ? step : nil
    }
}

extension View {
    /// Animates effects that you apply to a view over a sequence of phases that change
    /// continuously.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through.
    ///   - content: A closure that takes this view (as a placeholder) and the current phase,
    ///     and returns the view with effects for that phase.
    ///   - animation: A closure that takes the phase being moved to and returns the animation
    ///     of that step, or `nil` for none.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates effects that you apply to a view over a sequence of phases that change based
    /// on a trigger.
    ///
    /// - Parameters:
    ///   - phases: The sequence of phases to cycle through.
    ///   - trigger: A value whose changes run the animator through its phases once.
    ///   - content: A closure that takes this view (as a placeholder) and the current phase,
    ///     and returns the view with effects for that phase.
    ///   - animation: A closure that takes the phase being moved to and returns the animation
    ///     of that step, or `nil` for none.
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
