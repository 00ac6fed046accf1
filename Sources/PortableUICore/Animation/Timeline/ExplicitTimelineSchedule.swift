import Foundation

/// A schedule for updating a timeline view at explicit points in time.
///
/// The schedule gives the dates it was made with, whatever the start date and mode.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates, in
    ///   ascending order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// Provides the sequence of dates with which you initialized the schedule.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}
