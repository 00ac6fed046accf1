import Foundation

/// A schedule for updating a timeline view at regular intervals.
///
/// The schedule's dates are `startDate + k × interval`; asked for its entries from a later
/// date, it begins with the last of those dates at or before it (for a start of 10:09:30 and
/// an interval of 60 seconds, entries from 10:12:00 begin at 10:11:30), so a view created
/// between two entries shows the one before, as Apple's documentation describes.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries. An interval that
    ///     is not a positive finite number gives the start date alone (with a diagnostic).
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// Provides a sequence of periodic dates starting from around a given date.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval.isFinite, interval > 0 else {
            Diagnostics.report("A periodic timeline schedule's interval is \(interval); only its start date is used.")
            return Entries(first: self.startDate, interval: nil)
        }
        let elapsed = startDate.timeIntervalSince(self.startDate)
        let steps = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
        return Entries(first: self.startDate.addingTimeInterval(steps * interval), interval: interval)
    }

    /// The sequence of dates in periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private var upcoming: Date?
        private let interval: TimeInterval?

        init(first: Date, interval: TimeInterval?) {
            self.upcoming = first
            self.interval = interval
        }

        /// The next date of the schedule.
        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { interval in upcoming?.addingTimeInterval(interval) } }
            return upcoming
        }
    }
}
