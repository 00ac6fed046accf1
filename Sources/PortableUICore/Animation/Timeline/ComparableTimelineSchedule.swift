import Foundation

/// A schedule that can tell whether another is the same, so that a timeline view given the
/// same schedule again keeps its clock; given another one (a paused animation schedule
/// resumed, new explicit dates), it starts again on the new schedule's entries from the
/// current date. A schedule that cannot tell (a custom one) starts again at every update of
/// the view, which gives the same entries for any schedule whose dates do not depend on when
/// they are asked for.
protocol ComparableTimelineSchedule {
    func isSame(as other: Any) -> Bool
}

extension PeriodicTimelineSchedule: ComparableTimelineSchedule {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return other.startDate == startDate && other.interval.bitPattern == interval.bitPattern
    }
}

extension EveryMinuteTimelineSchedule: ComparableTimelineSchedule {
    func isSame(as other: Any) -> Bool { other is Self }
}

extension AnimationTimelineSchedule: ComparableTimelineSchedule {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return other.minimumInterval == minimumInterval && other.paused == paused
    }
}

extension ExplicitTimelineSchedule: ComparableTimelineSchedule where Entries: Equatable {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return other.dates == dates
    }
}
