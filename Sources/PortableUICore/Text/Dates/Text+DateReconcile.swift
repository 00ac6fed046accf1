import Foundation

extension Text {
    /// A text with date runs: their characters in the environment's locale at the host's
    /// date, kept current by a timeline that ticks every second, on the seconds of the first
    /// changing date, while one of its runs changes with time.
    @MainActor
    static func reconcileDates(_ view: Text, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let environment = inputs.environment
        let now = inputs.graph?.date ?? Date()
        guard let anchor = view.runs.lazy.compactMap({ $0.date?.updateAnchor }).first else {
            return _reconcile(view.resolvingDates(at: now, in: environment), node: node, inputs: inputs)
        }
        // The schedule's seconds fall on the anchor's, starting at or before now, so that a
        // date still to come counts down each second too.
        let ahead = Swift.max(anchor.timeIntervalSince(now), 0)
        let start = anchor.addingTimeInterval(-(ahead.isFinite ? ahead.rounded(.up) : 0))
        let timeline = TimelineView(.periodic(from: start, by: 1)) { context in
            view.resolvingDates(at: context.date, in: environment)
        }
        return TimelineView._reconcile(timeline, node: node, inputs: inputs)
    }

    /// The text with each date run's characters as at `date` in `environment`.
    func resolvingDates(at date: Date, in environment: EnvironmentValues) -> Text {
        var text = self
        for index in text.runs.indices {
            guard let content = text.runs[index].date else { continue }
            text.runs[index].string = content.string(at: date, in: environment)
            text.runs[index].date = nil
        }
        return text
    }
}
