import Foundation

/// A schedule for updating a timeline view at the start of every minute.
///
/// For a start date that is exactly on a minute, the entries begin at that date; otherwise
/// at the beginning of its minute (10:09:55 gives 10:09:00, 10:10:00, …), as Apple's
/// documentation states. Minutes are counted from the reference date (1 January 2001,
/// 00:00:00 UTC), which is on a minute in every time zone whose offset is whole minutes.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// Creates a per-minute update schedule.
    public init() {}

    /// Provides a sequence of per-minute dates starting from a given date.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
    }

    /// A sequence of dates, one per minute.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The start of the next minute of the schedule.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(60) }
            return upcoming
        }
    }
}
