import Foundation

/// A pausable schedule of dates updating at a frequency no more quickly than the provided
/// interval.
///
/// Without a minimum interval the entries are one frame of the host's clock apart (1/60 s: the
/// headless host's frames and a window's frames on a 60 Hz display), so the view changes every
/// frame. Paused, or asked in ``TimelineScheduleMode/lowFrequency`` mode, the schedule has no
/// entries and the view keeps the date of its first update.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The interval of the entries when no minimum is given: one frame at 60 Hz.
    static let frameInterval = 1.0 / 60

    let minimumInterval: Double?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    ///
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at. Pass `nil` to let
    ///     the system pick an appropriate update interval.
    ///   - paused: If the schedule should stop generating updates.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Returns entries at the frequency of the animation schedule; none when paused or in
    /// low-frequency mode, effectively pausing the animation.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        guard !paused, mode == .normal else { return Entries(upcoming: nil, interval: 0) }
        let requested = minimumInterval ?? Self.frameInterval
        let interval = requested.isFinite && requested > 0 ? requested : Self.frameInterval
        return Entries(upcoming: start, interval: interval)
    }

    /// The sequence of dates within a schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        /// The next date of the schedule, or `nil` when it is paused.
        public mutating func next() -> Date? {
            defer { upcoming = upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }
}
