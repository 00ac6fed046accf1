import Foundation
import Testing
@testable import PortableUICore

/// MultiDatePicker from the keyboard: Tab focuses the calendar and rings its focused day (the
/// earliest selected one); the arrow keys move it a day or a week, across months and clamped
/// to the range; Space and Return toggle it in the selection.
@MainActor
struct MultiDatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!
    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar
    }

    static func day(_ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(year: 2026, month: month, day: day))!
    }

    private struct Host: View {
        let log: EventLog
        @State var selection: Set<DateComponents> = [DateComponents(year: 2026, month: 3, day: 30)]

        var body: some View {
            let days = selection.compactMap { components in components.month.flatMap { m in components.day.map { "\(m)/\($0)" } } }
            log(days.sorted().joined(separator: " "))
            return MultiDatePicker("Days", selection: $selection, in: MultiDatePickerTests.day(3, 1)..<MultiDatePickerTests.day(5, 1))
                .environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.calendar, Calendar(identifier: .gregorian))
                .environment(\.timeZone, MultiDatePickerTests.utc)
        }
    }

    /// The ring around the focused day: the 40-point selection circle's frame, centred in
    /// the day's cell (cells are 304 / 7 wide, so their edges and the ring's are rounded to
    /// the pixel grid apart: within a point).
    private func ringIsOnDay(_ host: ViewHost<Host>, _ number: Int) -> Bool {
        guard let ring = host.frame(of: "date-picker-focused-day"), let cell = host.frame(of: "date-picker-day-\(number)") else {
            return false
        }
        return ring.size == CGSize(width: 40, height: 40) && abs(ring.midX - cell.midX) <= 1 && abs(ring.midY - cell.midY) <= 1
    }

    @Test func arrowKeysMoveTheFocusedDayAndSpaceOrReturnTogglesIt() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 320, height: 600))
        #expect(log.take() == ["3/30"])
        #expect(host.frame(of: "date-picker-focused-day") == nil, "no ring before the calendar has focus")
        host.pressKey(.tab)
        #expect(ringIsOnDay(host, 30))
        #expect(host.pressKey(.rightArrow))
        #expect(ringIsOnDay(host, 31))
        // The next day is April 1st: the calendar shows April (30 days).
        #expect(host.pressKey(.rightArrow))
        #expect(host.frame(of: "date-picker-day-31") == nil)
        #expect(ringIsOnDay(host, 1))
        #expect(log.take().isEmpty, "moving the focus selects nothing")
        #expect(host.pressKey(.space))
        #expect(log.take() == ["3/30 4/1"])
        // A week back is March 25th, in March again; Return adds it.
        #expect(host.pressKey(.upArrow))
        #expect(host.frame(of: "date-picker-day-31") != nil)
        #expect(ringIsOnDay(host, 25))
        #expect(host.pressKey(.return))
        #expect(log.take() == ["3/25 3/30 4/1"])
        // Down a week: April 1st again; Space removes it.
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.space))
        #expect(log.take() == ["3/25 3/30"])
    }

    @Test func theRangeClampsTheFocusedDay() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, selection: [DateComponents(year: 2026, month: 3, day: 4)]), size: CGSize(width: 320, height: 600))
        host.pressKey(.tab)
        // A week before March 4th is before the range: the focus stops at March 1st.
        #expect(host.pressKey(.upArrow))
        #expect(ringIsOnDay(host, 1))
        #expect(host.pressKey(.upArrow) == false)
        #expect(host.pressKey(.leftArrow) == false)
        #expect(ringIsOnDay(host, 1))
    }

    @Test func aTappedDayTakesTheFocus() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 320, height: 600))
        log.take()
        host.pressKey(.tab)
        let day = try #require(host.frame(of: "date-picker-day-10"))
        host.tap(at: CGPoint(x: day.midX, y: day.midY))
        #expect(log.take() == ["3/10 3/30"])
        #expect(host.pressKey(.rightArrow))
        #expect(host.pressKey(.space))
        #expect(log.take() == ["3/10 3/11 3/30"])
    }

    /// An empty range has no day to choose: the keys move nothing and toggle nothing.
    @Test func anEmptyRangeTakesNoKeys() throws {
        let log = EventLog()
        var selection: Set<DateComponents> = []
        let binding = Binding(get: { selection }, set: { selection = $0; log("changed") })
        let start = Self.day(3, 10)
        let host = ViewHost(
            MultiDatePicker("Days", selection: binding, in: start..<start)
                .environment(\.calendar, Calendar(identifier: .gregorian))
                .environment(\.timeZone, Self.utc),
            size: CGSize(width: 320, height: 600))
        host.pressKey(.tab)
        #expect(host.pressKey(.rightArrow) == false)
        #expect(host.pressKey(.downArrow) == false)
        #expect(host.pressKey(.space) == false)
        #expect(log.take().isEmpty)
        #expect(selection.isEmpty)
    }
}
