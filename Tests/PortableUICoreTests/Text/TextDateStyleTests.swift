import Foundation
import Testing

@testable import PortableUICore

/// `Text(date, style:)`, date ranges and timers: strings for en_US in UTC, and their updates
/// on the host's clock. The example strings are those of Apple's documentation of
/// `Text.DateStyle` (`June 3, 2019`, `11:23 PM`, `2 hours, 23 minutes`, `1 year, 1 month`,
/// `+2 hours`, `-3 months`, `2:32`, `36:59:01`).
@MainActor
struct TextDateStyleTests {
    /// 2019-06-03 23:23:00 UTC.
    static let june3 = Date(timeIntervalSince1970: 1_559_604_180)

    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = TimeZone(identifier: "UTC")!
        environment.calendar = Calendar(identifier: .gregorian)
        return environment
    }

    func string(_ content: TextDateContent, now: Date) -> String {
        content.string(at: now, in: environment)
            .replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{2009}", with: " ")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let style: Text.DateStyle
        /// Seconds from the date to now.
        let elapsed: TimeInterval
        let expected: String
        var testDescription: String { "\(style.kind) at \(elapsed) s: \(expected)" }
    }

    static let cases: [Case] = [
        Case(style: .date, elapsed: 0, expected: "June 3, 2019"),
        Case(style: .time, elapsed: 0, expected: "11:23 PM"),
        Case(style: .relative, elapsed: -(2 * 3600 + 23 * 60), expected: "2 hours, 23 minutes"),
        Case(style: .relative, elapsed: 2 * 3600 + 23 * 60 + 40, expected: "2 hours, 23 minutes"),
        Case(style: .relative, elapsed: 45, expected: "45 seconds"),
        Case(style: .relative, elapsed: 3600 + 5, expected: "1 hour"),
        Case(style: .relative, elapsed: 0, expected: "0 seconds"),
        // 2019-06-03 → 2020-07-03 (396 days, through a leap day) is one year and one month.
        Case(style: .relative, elapsed: 34_214_400, expected: "1 year, 1 month"),
        Case(style: .offset, elapsed: -(2 * 3600 + 5), expected: "+2 hours"),
        Case(style: .offset, elapsed: 92 * 86_400, expected: "-3 months"),
        Case(style: .timer, elapsed: 152, expected: "2:32"),
        Case(style: .timer, elapsed: 36 * 3600 + 59 * 60 + 1, expected: "36:59:01"),
        Case(style: .timer, elapsed: -65.5, expected: "1:05"),
    ]

    @Test(arguments: cases) func formats(_ testCase: Case) {
        let now = Self.june3.addingTimeInterval(testCase.elapsed)
        #expect(string(.date(Self.june3, testCase.style), now: now) == testCase.expected)
    }

    @Test func rangesShowBothEndsOnce() {
        let evening = Self.june3.addingTimeInterval(-3600)...Self.june3
        #expect(string(.range(evening), now: Self.june3) == "6/3/19, 10:23 – 11:23 PM")
        let overMidnight = Self.june3...Self.june3.addingTimeInterval(3600)
        #expect(string(.range(overMidnight), now: Self.june3) == "6/3/19, 11:23 PM – 6/4/19, 12:23 AM")
    }

    struct TimerCase: Sendable, CustomTestStringConvertible {
        let countsDown: Bool
        let showsHours: Bool
        let elapsed: TimeInterval
        let paused: TimeInterval?
        let expected: String
        var testDescription: String { "\(countsDown ? "down" : "up") at \(elapsed): \(expected)" }
    }

    /// A 90-minute interval.
    static let timerCases: [TimerCase] = [
        TimerCase(countsDown: true, showsHours: true, elapsed: 0, paused: nil, expected: "1:30:00"),
        TimerCase(countsDown: true, showsHours: false, elapsed: 0, paused: nil, expected: "90:00"),
        TimerCase(countsDown: true, showsHours: true, elapsed: 0.4, paused: nil, expected: "1:30:00"),
        TimerCase(countsDown: true, showsHours: true, elapsed: 1800, paused: nil, expected: "1:00:00"),
        TimerCase(countsDown: false, showsHours: true, elapsed: 61.9, paused: nil, expected: "1:01"),
        TimerCase(countsDown: false, showsHours: true, elapsed: 9_000, paused: nil, expected: "1:30:00"),
        TimerCase(countsDown: true, showsHours: true, elapsed: -50, paused: nil, expected: "1:30:00"),
        TimerCase(countsDown: false, showsHours: true, elapsed: 500, paused: 30, expected: "0:30"),
    ]

    @Test(arguments: timerCases) func timers(_ testCase: TimerCase) {
        let interval = Self.june3...Self.june3.addingTimeInterval(5400)
        let timer = TimerInterval(
            interval: interval, pauseTime: testCase.paused.map { Self.june3.addingTimeInterval($0) },
            countsDown: testCase.countsDown, showsHours: testCase.showsHours)
        #expect(string(.timer(timer), now: Self.june3.addingTimeInterval(testCase.elapsed)) == testCase.expected)
    }

    /// A relative date and a timer change each second on the host's clock; a long date does
    /// not need to.
    @Test func relativeTextUpdatesOnTheHostsClock() async {
        let start = Self.june3
        let host = ViewHost(
            Text(start, style: .timer).accessibilityIdentifier("timer").environment(\.locale, Locale(identifier: "en_US")),
            size: CGSize(width: 300, height: 100))
        host.startDate = start.addingTimeInterval(5)
        #expect(host.accessibilityTree.element(identifier: "timer")?.label == "0:05")
        await host.advance(by: 1.5)
        #expect(host.accessibilityTree.element(identifier: "timer")?.label == "0:06")
        await host.advance(by: 2)
        #expect(host.accessibilityTree.element(identifier: "timer")?.label == "0:08")
        let fixed = ViewHost(Text(start, style: .date), size: CGSize(width: 300, height: 100))
        fixed.layoutIfNeeded()
        #expect(!fixed.isAnimating, "a long date does not change: nothing is scheduled")
    }

    @Test func datesInterpolateInKeys() {
        let text = Text("Due \(Self.june3, style: .date)!")
        let resolved = text.resolvingDates(at: Self.june3, in: environment)
        #expect(resolved.runs.map(\.string) == ["Due ", "June 3, 2019", "!"])
    }

    @Test func hostileDatesDoNotCrash() {
        let far = Date(timeIntervalSince1970: 1e15)
        for style in [Text.DateStyle.relative, .offset, .timer, .date, .time] {
            #expect(!string(.date(far, style), now: Self.june3).isEmpty)
        }
        let timer = TimerInterval(
            interval: Self.june3...Self.june3, pauseTime: nil, countsDown: true, showsHours: true)
        #expect(string(.timer(timer), now: .distantFuture) == "0:00")
    }
}
