import Foundation

/// Where a timeline view is in its schedule: the date its content shows and the entry it
/// waits for.
///
/// Rules: the clock moves to the last entry at or before the date it is given (entries
/// within a microsecond count as reached, so that frames of the host's clock meet entries
/// computed by multiplication); entries not after the shown one are skipped; at most
/// ``maximumStepsPerAdvance`` entries are read per advance, so a schedule that starts far in
/// the past or never moves forward cannot hang a frame (the rest is read at later frames,
/// with a diagnostic).
struct TimelineClock {
    static let tolerance: TimeInterval = 1e-6
    static let maximumStepsPerAdvance = 100_000

    /// The date the content shows.
    private(set) var date: Date
    /// The next entry of the schedule, nil when it has no more.
    private(set) var nextEntry: Date?
    private var entries: AnyIterator<Date>
    /// Whether the clock reported a schedule with too many dates due at once.
    private(set) var hasReportedSteps = false

    /// A clock at `now` on `schedule`'s entries from `now`.
    init<Schedule: TimelineSchedule>(_ schedule: Schedule, at now: Date) {
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        entries = AnyIterator { iterator.next() }
        date = now
        nextEntry = entries.next()
        var isFirst = true
        _ = advance(to: now, isFirst: &isFirst)
    }

    /// Moves to the last entry at or before `now`; whether the shown date changed.
    mutating func advance(to now: Date) -> Bool {
        var isFirst = false
        return advance(to: now, isFirst: &isFirst)
    }

    private mutating func advance(to now: Date, isFirst: inout Bool) -> Bool {
        let before = date
        var steps = 0
        while let entry = nextEntry, entry.timeIntervalSince(now) <= Self.tolerance {
            if isFirst || entry > date { date = entry }
            isFirst = false
            nextEntry = entries.next()
            steps += 1
            if steps == Self.maximumStepsPerAdvance {
                reportSteps()
                break
            }
        }
        return date != before
    }

    private mutating func reportSteps() {
        guard !hasReportedSteps else { return }
        hasReportedSteps = true
        Diagnostics.report(
            "A TimelineView's schedule gave \(Self.maximumStepsPerAdvance) dates due in one frame; the rest are read in the frames that follow. Start the schedule near the current date, with dates in ascending order."
        )
    }
}
