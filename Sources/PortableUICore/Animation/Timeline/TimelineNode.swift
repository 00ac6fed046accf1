import Foundation
import Observation

/// The node of a ``TimelineView``: it builds the content for the date of its
/// ``TimelineClock`` and builds it again, in the next update, when the host's clock passes the
/// schedule's next entry.
///
/// The node registers with its graph's ``TimelineRegistry`` while it is mounted; the graph
/// moves every registered clock when its time moves.
final class TimelineNode<Schedule: TimelineSchedule, Content: View>: ClockedContentNode, TimelineDriven {
    private var view: TimelineView<Schedule, Content>
    private var clock: TimelineClock

    private init(_ view: TimelineView<Schedule, Content>, _ inputs: _ViewInputs, now: Date) {
        self.view = view
        self.clock = TimelineClock(view.schedule, at: now)
        super.init(inputs: inputs)
    }

    @MainActor
    static func reconcile(_ view: TimelineView<Schedule, Content>, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        // The content closure may capture anything, so a new view value always rebuilds it.
        if let existing = node as? Self {
            let keepsClock = (existing.view.schedule as? any ComparableTimelineSchedule)?.isSame(as: view.schedule) ?? false
            existing.view = view
            existing.inputs = inputs
            if !keepsClock { existing.clock = TimelineClock(view.schedule, at: inputs.graph?.date ?? Date()) }
            existing.evaluate()
            return existing
        }
        let made = Self(view, inputs, now: inputs.graph?.date ?? Date())
        inputs.graph?.timelines.add(made)
        made.evaluate()
        return made
    }

    @MainActor
    override func evaluateContent() {
        inputs.graph?.statistics.bodyEvaluations += 1
        let context = TimelineViewDefaultContext(date: clock.date, cadence: .live)
        inputs.updates?.isEvaluatingBody = true
        let target = InvalidationTarget(self)
        let body = withObservationTracking({ view.content(context) }, onChange: { target.invalidate() })
        inputs.updates?.isEvaluatingBody = false
        content = reconcileChild(body, content, inputs)
    }

    /// Moves the clock to `date`; a new entry reached schedules the content to be rebuilt.
    func advance(to date: Date) {
        if clock.advance(to: date) { invalidateBody() }
    }

    func restart(at date: Date) {
        clock = TimelineClock(view.schedule, at: date)
        invalidateBody()
    }

    var nextEntry: Date? { clock.nextEntry }
}
