import Foundation
import Testing
@testable import PortableUICore

/// `TimelineView` and its schedules on the host's clock. Sources: Apple's documentation of
/// `TimelineView.Context.date` (an every-minute schedule created at 10:09:55 shows 10:09:00
/// first), `PeriodicTimelineSchedule.entries(from:mode:)` (a start of 10:09:30 by 60 s gives
/// dates at half past each minute), `EveryMinuteTimelineSchedule.entries(from:mode:)` (a date
/// on a minute starts there, another at the start of its minute),
/// `AnimationTimelineSchedule.entries(from:mode:)` (no entries in low-frequency mode) and
/// `ExplicitTimelineSchedule.entries(from:mode:)` (the dates given, start date ignored).
@MainActor
struct TimelineViewTests {
    /// 10:09:30 UTC on 1 December 2026.
    nonisolated private static let tenNine30 = Date(timeIntervalSince1970: 1_796_119_770)

    private final class Log {
        var dates: [Date] = []
        var cadences: [TimelineViewDefaultContext.Cadence] = []
    }

    private struct Clock<S: TimelineSchedule>: View {
        let schedule: S
        let log: Log
        var body: some View {
            TimelineView(schedule) { context in
                let _ = log.dates.append(context.date)
                let _ = log.cadences.append(context.cadence)
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }

    private func offsets(_ dates: [Date], from origin: Date) -> [Double] {
        dates.map { ($0.timeIntervalSince(origin) * 1_000).rounded() / 1_000 }
    }

    private struct ScheduleCase: Sendable, CustomTestStringConvertible {
        let name: String
        let entries: @Sendable (Date) -> [Date]
        let from: Double
        let expected: [Double]
        var testDescription: String { name }
    }

    nonisolated private static let scheduleCases: [ScheduleCase] = [
        // Apple: 10:09:30 by 60 s issues dates at half past each minute.
        ScheduleCase(
            name: "periodic, asked later", entries: { Array(PeriodicTimelineSchedule(from: $0, by: 60).entries(from: $0 + 150, mode: .normal).prefix(3)) },
            from: 0, expected: [120, 180, 240]),
        ScheduleCase(
            name: "periodic, asked before its start", entries: { Array(PeriodicTimelineSchedule(from: $0, by: 0.5).entries(from: $0 - 10, mode: .normal).prefix(3)) },
            from: 0, expected: [0, 0.5, 1]),
        // Apple: created at 10:09:55, entries 10:09:00, 10:10:00, 10:11:00.
        ScheduleCase(
            name: "every minute, mid-minute", entries: { Array(EveryMinuteTimelineSchedule().entries(from: $0 + 25, mode: .normal).prefix(3)) },
            from: 0, expected: [-30, 30, 90]),
        ScheduleCase(
            name: "every minute, on a minute", entries: { Array(EveryMinuteTimelineSchedule().entries(from: $0 + 30, mode: .normal).prefix(2)) },
            from: 0, expected: [30, 90]),
        ScheduleCase(
            name: "animation, minimum interval", entries: { Array(AnimationTimelineSchedule(minimumInterval: 0.25).entries(from: $0, mode: .normal).prefix(3)) },
            from: 0, expected: [0, 0.25, 0.5]),
        ScheduleCase(
            name: "animation, frame rate", entries: { Array(AnimationTimelineSchedule().entries(from: $0, mode: .normal).prefix(2)) },
            from: 0, expected: [0, 0.017]),
        ScheduleCase(
            name: "animation, paused", entries: { Array(AnimationTimelineSchedule(paused: true).entries(from: $0, mode: .normal).prefix(2)) },
            from: 0, expected: []),
        // Apple: low-frequency mode returns no entries, pausing the animation.
        ScheduleCase(
            name: "animation, low frequency", entries: { Array(AnimationTimelineSchedule().entries(from: $0, mode: .lowFrequency).prefix(2)) },
            from: 0, expected: []),
        ScheduleCase(
            name: "explicit ignores the start", entries: { Array(ExplicitTimelineSchedule([$0 + 1, $0 + 3]).entries(from: $0 + 100, mode: .normal)) },
            from: 0, expected: [1, 3]),
    ]

    @Test(arguments: scheduleCases)
    private func scheduleEntries(_ testCase: ScheduleCase) {
        let origin = Self.tenNine30
        #expect(offsets(testCase.entries(origin), from: origin) == testCase.expected)
    }

    @Test func periodicViewUpdatesOncePerEntryAndIsIdleBetween() async {
        let log = Log()
        let host = ViewHost(Clock(schedule: .periodic(from: Self.tenNine30, by: 1), log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30.addingTimeInterval(0.25)
        host.layoutIfNeeded()
        let afterStart = log.dates.count
        #expect(offsets([log.dates.last!], from: Self.tenNine30) == [0])
        await host.advance(by: 0.5)
        #expect(log.dates.count == afterStart, "no entry passed: the content is not rebuilt")
        #expect(!host.isAnimating, "the next entry is 0.25 s away: a window sleeps")
        await host.advance(by: 2.5)
        #expect(offsets(Array(log.dates[afterStart...]), from: Self.tenNine30) == [1, 2, 3])
        #expect(log.cadences.allSatisfy { $0 == .live })
    }

    /// Its cadence is `.live` all the same: the cadence is the display's (OpenSwiftUI's
    /// TimelineView, read against SwiftUI: slower only while an Always On display lowers the
    /// fidelity), whatever the schedule's rate.
    @Test func everyMinuteShowsTheMinuteItWasCreatedIn() async {
        let log = Log()
        let host = ViewHost(Clock(schedule: .everyMinute, log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30.addingTimeInterval(25)  // 10:09:55
        host.layoutIfNeeded()
        #expect(offsets([log.dates.last!], from: Self.tenNine30) == [-30])  // 10:09:00
        await host.advance(by: 5)
        #expect(offsets([log.dates.last!], from: Self.tenNine30) == [30])  // 10:10:00
        #expect(log.cadences.count >= 2 && log.cadences.allSatisfy { $0 == .live })
    }

    @Test func animationScheduleUpdatesEveryFrameOrAtItsMinimumInterval() async {
        let everyFrame = Log()
        let host = ViewHost(Clock(schedule: .animation, log: everyFrame), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30
        host.layoutIfNeeded()
        let first = everyFrame.dates.count
        await host.advance(by: 0.1)
        #expect(offsets(Array(everyFrame.dates[first...]), from: Self.tenNine30) == [0.017, 0.033, 0.05, 0.067, 0.083, 0.1])
        #expect(host.isAnimating)

        let quarter = Log()
        let slow = ViewHost(Clock(schedule: .animation(minimumInterval: 0.25), log: quarter), size: CGSize(width: 10, height: 10))
        slow.startDate = Self.tenNine30
        slow.layoutIfNeeded()
        let start = quarter.dates.count
        await slow.advance(by: 1)
        #expect(offsets(Array(quarter.dates[start...]), from: Self.tenNine30) == [0.25, 0.5, 0.75, 1])
    }

    @Test func pausedAnimationKeepsItsFirstDate() async {
        let log = Log()
        let host = ViewHost(Clock(schedule: .animation(paused: true), log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30
        host.layoutIfNeeded()
        let count = log.dates.count
        await host.advance(by: 1)
        #expect(log.dates.count == count)
        #expect(log.dates.last == Self.tenNine30)
        #expect(!host.isAnimating)
    }

    @Test func explicitDatesBeforeTheFirstShowTheCurrentDate() async {
        let log = Log()
        let schedule = ExplicitTimelineSchedule([Self.tenNine30 + 0.5, Self.tenNine30 + 2])
        let host = ViewHost(Clock(schedule: schedule, log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30
        host.layoutIfNeeded()
        #expect(log.dates.last == Self.tenNine30)
        await host.advance(by: 3)
        // (The first date is the one of the host's creation, before its start date was set.)
        let unique = offsets(Array(log.dates.dropFirst()), from: Self.tenNine30).reduce(into: [Double]()) { if $0.last != $1 { $0.append($1) } }
        #expect(unique == [0, 0.5, 2])
        #expect(!host.isAnimating, "no entry left")
    }

    @Test func removedTimelineStopsAskingForFrames() async {
        struct Screen: View {
            let showsClock: Bool
            let log: Log
            var body: some View {
                if showsClock { Clock(schedule: .animation, log: log) } else { Color.red.frame(width: 10, height: 10) }
            }
        }
        let log = Log()
        let host = ViewHost(Screen(showsClock: true, log: log), size: CGSize(width: 10, height: 10))
        host.layoutIfNeeded()
        #expect(host.isAnimating)
        host.update(Screen(showsClock: false, log: log))
        let count = log.dates.count
        await host.advance(by: 0.2)
        #expect(!host.isAnimating)
        #expect(log.dates.count == count)
    }

    /// Bad input: a schedule whose entries never move forward would loop for ever; the clock
    /// reads a bounded number per frame and reports it.
    @Test func aScheduleThatNeverAdvancesDoesNotHang() {
        struct Stuck: TimelineSchedule {
            func entries(from startDate: Date, mode: Mode) -> AnyIterator<Date> {
                AnyIterator { startDate }
            }
        }
        var clock = TimelineClock(Stuck(), at: Self.tenNine30)
        #expect(clock.hasReportedSteps)
        #expect(clock.date == Self.tenNine30)
        let moved = clock.advance(to: Self.tenNine30 + 1)
        #expect(!moved, "the date never moves")
        #expect(clock.nextEntry == Self.tenNine30)
    }

    @Test func periodicWithoutAPositiveIntervalGivesItsStartOnly() {
        let start = Diagnostics.count
        for interval in [0, -1, Double.nan, .infinity] {
            let entries = Array(PeriodicTimelineSchedule(from: Self.tenNine30, by: interval).entries(from: Self.tenNine30, mode: .normal).prefix(3))
            #expect(entries == [Self.tenNine30])
        }
        #expect(Diagnostics.messages(since: start).filter { $0.contains("periodic timeline schedule") }.count >= 4)
    }

    @Test func cadencesCompareSlowerAsGreater() {
        typealias Cadence = TimelineViewDefaultContext.Cadence
        #expect(Cadence.live < .seconds && Cadence.seconds < .minutes)
    }
}

extension TimelineViewTests {
    /// A paused animation schedule that resumes starts again from the current date; the same
    /// schedule given again keeps the clock (its content is rebuilt, its date stays).
    @Test func resumingAPausedScheduleStartsFromTheCurrentDate() async {
        struct Player: View {
            let paused: Bool
            let log: Log
            var body: some View { Clock(schedule: .animation(minimumInterval: 0.5, paused: paused), log: log) }
        }
        let log = Log()
        let host = ViewHost(Player(paused: true, log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30
        host.layoutIfNeeded()
        await host.advance(by: 1)
        #expect(log.dates.last == Self.tenNine30)
        host.update(Player(paused: false, log: log))
        #expect(log.dates.last == Self.tenNine30 + 1)
        await host.advance(by: 0.5)
        #expect(log.dates.last == Self.tenNine30 + 1.5)
        host.update(Player(paused: false, log: log))
        #expect(log.dates.last == Self.tenNine30 + 1.5)
    }
}

extension TimelineViewTests {
    /// A clock written against the deprecated initializer, whose closure takes the context typed
    /// by the view's own generic parameters.
    @available(*, deprecated)
    private struct TypedClock: View {
        let log: Log
        var body: some View {
            TimelineView(.periodic(from: TimelineViewTests.tenNine30, by: 1)) {
                (context: TimelineView<PeriodicTimelineSchedule, Color>.Context) -> Color in
                let _ = log.dates.append(context.date)
                let _ = log.cadences.append(TimelineViewDefaultContext.Cadence(context.cadence))
                return Color.blue
            }
        }
    }

    /// The deprecated initializer gets the same dates and cadence as the current one.
    @available(*, deprecated)
    @Test func deprecatedInitializerGetsTheScheduleDates() async {
        let log = Log()
        let host = ViewHost(TypedClock(log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30.addingTimeInterval(0.5)
        host.layoutIfNeeded()
        let start = log.dates.count
        await host.advance(by: 2)
        #expect(offsets(Array(log.dates[(start - 1)...]), from: Self.tenNine30) == [0, 1, 2])
        #expect(log.cadences.allSatisfy { $0 == .live })
    }

    /// A window sleeps until the next entry of the schedule (`nextTimelineEntryTime`, on the
    /// host's clock), and has none to wait for once the entries run out.
    @Test func nextEntryTimeIsWhenTheScheduleAsks() async {
        let log = Log()
        let schedule = ExplicitTimelineSchedule([Self.tenNine30 + 0.5, Self.tenNine30 + 2])
        let host = ViewHost(Clock(schedule: schedule, log: log), size: CGSize(width: 10, height: 10))
        host.startDate = Self.tenNine30
        host.layoutIfNeeded()
        #expect(host.nextTimelineEntryTime == 0.5)
        await host.advance(by: 1)
        #expect(host.nextTimelineEntryTime == 2)
        await host.advance(by: 1.5)
        #expect(host.nextTimelineEntryTime == nil)
    }
}
