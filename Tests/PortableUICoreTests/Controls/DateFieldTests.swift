import Foundation
import Testing
@testable import PortableUICore

/// The macOS date field (`.datePickerStyle(.field)` / `.stepperField`) typed into as
/// NSDatePicker's text field style is: a click selects a component, digits replace it and
/// move on once it is full, ←/→ select the neighbours, ↑/↓ step the selected component.
@MainActor
struct DateFieldTests {
    /// March 14, 2026, 9:41:00 UTC.
    static let piDay = Date(timeIntervalSince1970: 1_773_481_260)

    private struct Host: View {
        let log: EventLog
        var components: DatePickerComponents = .date
        var range: ClosedRange<Date>? = nil
        @State var selection = DateFieldTests.piDay

        var body: some View {
            log(DateFieldTests.describe(selection))
            return picker
                .datePickerStyle(.field)
                .environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }

        @ViewBuilder private var picker: some View {
            if let range {
                DatePicker("Start", selection: $selection, in: range, displayedComponents: components)
            } else {
                DatePicker("Start", selection: $selection, displayedComponents: components)
            }
        }
    }

    /// A date as "yyyy-MM-dd HH:mm" in UTC.
    static func describe(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
    }

    struct SegmentCase: Sendable, CustomTestStringConvertible {
        let name: String
        let locale: String
        let components: DatePickerComponents
        let letters: String
        var testDescription: String { name }
    }

    // The locale's numeric patterns (CLDR's "yMd" and "jmm" skeletons).
    static let segmentCases: [SegmentCase] = [
        SegmentCase(name: "English date: month, day, year", locale: "en_US", components: .date, letters: "Mdy"),
        SegmentCase(name: "English date and time: 12-hour clock with period", locale: "en_US", components: [.date, .hourAndMinute], letters: "Mdyhma"),
        SegmentCase(name: "German date: day, month, year", locale: "de_DE", components: .date, letters: "dMy"),
        SegmentCase(name: "German time: 24-hour clock", locale: "de_DE", components: .hourAndMinute, letters: "Hm"),
    ]

    @Test(arguments: segmentCases) func theFieldsComponentsFollowTheLocale(_ test: SegmentCase) {
        let segments = _DateFieldSegment.segments(for: test.components, locale: Locale(identifier: test.locale))
        #expect(String(segments.compactMap(\.letter)) == test.letters)
    }

    @Test func aPatternsQuotedTextIsLiteral() {
        #expect(
            _DateFieldSegment.parse("'at' h:mm")
                == [
                    _DateFieldSegment(kind: .literal("at ")), _DateFieldSegment(kind: .field("h")),
                    _DateFieldSegment(kind: .literal(":")), _DateFieldSegment(kind: .field("m")),
                ])
        #expect(_DateFieldSegment.parse("").isEmpty)
    }

    @Test func theFieldShowsTheComponents() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US")
        let segments = _DateFieldSegment.segments(for: [.date, .hourAndMinute], locale: Locale(identifier: "en_US"))
        // CLDR puts a narrow no-break space before the period.
        let texts = segments.map { $0.text(for: DateFieldTests.piDay, calendar: calendar) }.joined()
        #expect(texts.replacingOccurrences(of: "\u{202F}", with: " ") == "3/14/2026, 9:41 AM")
        let host = ViewHost(Host(log: EventLog(), components: [.date, .hourAndMinute]), size: CGSize(width: 500, height: 100))
        #expect(host.frame(of: "date-field-period") != nil)
    }

    @Test func typingFillsAComponentAndMovesOn() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 500, height: 100))
        log.take()
        #expect(host.tap(on: "date-field-month"))
        // 7: no second digit could make a month, so the day is next; 4 likewise; then the year.
        host.type("7")
        host.type("4")
        host.type("2030")
        #expect(log.entries.last == "2030-07-04 09:41")
        // The year is still selected (nothing follows it): ↑ steps it; ← selects the day.
        #expect(host.pressKey(.upArrow))
        #expect(log.entries.last == "2031-07-04 09:41")
        #expect(host.pressKey(.leftArrow))
        #expect(host.pressKey(.downArrow))
        #expect(log.entries.last == "2031-07-03 09:41")
    }

    @Test func deleteTakesBackATypedDigitOrClearsTheComponent() {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 500, height: 100))
        log.take()
        #expect(!host.pressKey(.delete), "no component selected: Delete goes on")
        host.tap(on: "date-field-month")
        // 1 waits for a second digit; Delete takes it back, so 7 is a month of its own.
        host.type("1")
        #expect(host.pressKey(.delete))
        host.type("7")
        #expect(log.entries.last == "2026-07-14 09:41")
        // The day is selected now: Delete clears it without changing the date.
        log.take()
        #expect(host.pressKey(.delete))
        #expect(host.pressKey(.deleteForward))
        #expect(log.take().allSatisfy { $0 == "2026-07-14 09:41" })
        host.type("9")
        #expect(log.entries.last == "2026-07-09 09:41")
    }

    @Test func twoDigitsAndValuesAComponentDoesNotTake() {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 500, height: 100))
        log.take()
        host.tap(on: "date-field-month")
        // 1 may begin 10, 11 or 12: the month waits for the second digit.
        host.type("1")
        host.type("2")
        #expect(log.entries.last == "2026-12-14 09:41")
        // Day 00 is no day: the day stays 14.
        host.type("00")
        #expect(log.entries.last == "2026-12-14 09:41")
    }

    @Test func theTimeTakesHoursMinutesAndThePeriod() {
        let log = EventLog()
        let host = ViewHost(Host(log: log, components: .hourAndMinute), size: CGSize(width: 500, height: 100))
        log.take()
        host.tap(on: "date-field-hour")
        host.type("11")
        host.type("05")
        host.type("p")
        #expect(log.entries.last == "2026-03-14 23:05")
        #expect(host.pressKey(.upArrow))
        #expect(log.entries.last == "2026-03-15 11:05")
    }

    @Test func typedDatesStayInTheRange() {
        let log = EventLog()
        let end = DateFieldTests.piDay.addingTimeInterval(30 * 86_400)
        let host = ViewHost(Host(log: log, range: DateFieldTests.piDay...end), size: CGSize(width: 500, height: 100))
        log.take()
        host.tap(on: "date-field-year")
        host.type("2040")
        #expect(log.entries.last == "2026-04-13 09:41")
    }
}
