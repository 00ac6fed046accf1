import Foundation

/// The host's clock as dates, for `TimelineView`.
extension ViewHost {
    /// The date the host's clock started at: the date of ``time`` 0. It is the date the host
    /// was created unless set; a test sets it to make the dates that `TimelineView`s show
    /// deterministic (their schedules start again from the new date).
    public var startDate: Date {
        get { graph.startDate }
        set { graph.startDate = newValue }
    }

    /// The date on the host's clock: ``startDate`` plus ``time``.
    public var date: Date { graph.date }

    /// The host time (``time``) of the next entry of any `TimelineView`'s schedule, nil when
    /// no schedule has one left: a window sleeping between frames wakes up for it, so the
    /// view is redrawn when its schedule asks and not otherwise.
    public var nextTimelineEntryTime: Double? {
        graph.timelines.nextEntry.map { $0.timeIntervalSince(graph.startDate) }
    }
}
