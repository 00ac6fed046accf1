import Foundation
import Testing
@testable import PortableUICore

/// DatePicker: the compact pills and their popovers, the graphical month calendar (grid,
/// navigation, keys, range), the wheels and the macOS fields; the environment's calendar,
/// time zone and locale; custom styles; a non-finite selection.
///
/// Metrics (all [UNVERIFIED]: no measured write-up found; docs/differences.md): compact pills
/// 34 points tall with 11 points of padding, 6 apart; the calendar 320 wide unproposed
/// (iOS's inline calendar on an iPhone, as commonly described), a 44-point header, a
/// 20-point weekday row and six 44-point rows; wheels 216 tall (UIPickerView).
@MainActor
struct DatePickerTests {
    /// 14 March 2026, 09:41 UTC (a Saturday; the month starts on a Sunday).
    static let piDay = Date(timeIntervalSince1970: 1_773_481_260)
    static let utc = TimeZone(identifier: "UTC")!

    private struct Host<Style: DatePickerStyle>: View {
        let log: EventLog
        let style: Style
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var range: ClosedRange<Date>? = nil
        var timeZone = DatePickerTests.utc
        var calendar = Calendar(identifier: .gregorian)
        @State var selection = DatePickerTests.piDay

        var body: some View {
            log("selection \(selection.timeIntervalSince1970)")
            return picker
                .datePickerStyle(style)
                .accessibilityIdentifier("picker")
                .environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.calendar, calendar)
                .environment(\.timeZone, timeZone)
        }

        @ViewBuilder private var picker: some View {
            if let range {
                DatePicker("Start", selection: $selection, in: range, displayedComponents: components)
            } else {
                DatePicker("Start", selection: $selection, displayedComponents: components)
            }
        }
    }

    private func selections(_ log: EventLog) -> [Double] {
        log.take().compactMap { Double($0.dropFirst("selection ".count)) }
    }

    // MARK: Compact

    @Test func compactPillsTrailTheLabelInAFormRow() throws {
        let host = ViewHost(Form { Host(log: EventLog(), style: .compact) }, device: .iPhone15Pro)
        let date = try #require(host.frame(of: "date-picker-date"))
        let time = try #require(host.frame(of: "date-picker-time"))
        #expect(date.height == _DatePill.height)
        #expect(time.height == _DatePill.height)
        #expect(time.minX - date.maxX == _CompactDatePicker.pillSpacing)
        // The row's trailing inset in an inset grouped card (16 + 361 − 20).
        #expect(time.maxX == 357)
        #expect(date.midY == time.midY)
    }

    @Test func compactPillsShowTheFormattedDateAndTime() {
        let host = ViewHost(Host(log: EventLog(), style: .compact), size: CGSize(width: 390, height: 100))
        let picker = host.accessibilityTree.element(identifier: "picker")
        #expect(picker?.role == .picker)
        #expect(picker?.value?.replacingOccurrences(of: "\u{202F}", with: " ") == "Mar 14, 2026 9:41 AM")
    }

    @Test func dateOnlyAndTimeOnlyShowOnePill() {
        let dateOnly = ViewHost(Host(log: EventLog(), style: .compact, components: .date), size: CGSize(width: 390, height: 100))
        #expect(dateOnly.frame(of: "date-picker-date") != nil)
        #expect(dateOnly.frame(of: "date-picker-time") == nil)
        let timeOnly = ViewHost(Host(log: EventLog(), style: .compact, components: .hourAndMinute), size: CGSize(width: 390, height: 100))
        #expect(timeOnly.frame(of: "date-picker-date") == nil)
        #expect(timeOnly.frame(of: "date-picker-time") != nil)
    }

    @Test func tappingTheDatePillOpensTheCalendarInAPopover() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .compact), device: .iPhone15Pro)
        log.take()
        #expect(host.tap(on: "date-picker-date"))
        #expect(host.presentations.map(\.kind) == [.popover])
        let day = try #require(host.presentationFrame(of: "date-picker-day-20"))
        host.tap(at: CGPoint(x: day.midX, y: day.midY))
        // The 20th at the same time of day: six days later.
        #expect(selections(log) == [Self.piDay.timeIntervalSince1970 + 6 * 86_400])
    }

    @Test func tappingTheTimePillOpensTheWheels() {
        let host = ViewHost(Host(log: EventLog(), style: .compact), device: .iPhone15Pro)
        #expect(host.tap(on: "date-picker-time"))
        #expect(host.presentations.map(\.kind) == [.popover])
        #expect(abs((host.presentationFrame(of: "date-picker-wheel-hour")?.height ?? 0) - _WheelLayout.height) < 0.01)
        #expect(host.presentationFrame(of: "date-picker-wheel-period") != nil)
    }

    // MARK: Graphical

    @Test func graphicalCalendarLaysOutSixWeeksOfSevenColumns() throws {
        let host = ViewHost(Host(log: EventLog(), style: .graphical, components: .date), size: CGSize(width: 320, height: 600))
        let picker = try #require(host.frame(of: "picker"))
        let height: CGFloat = 44 + 20 + 6 * 44
        #expect(picker.size == CGSize(width: 320, height: height))
        let column = (320 - 16) / 7.0
        // March 2026 starts on a Sunday, the first weekday in the United States.
        let first = try #require(host.frame(of: "date-picker-day-1"))
        #expect(approximatelyEqual(first, CGRect(x: 8, y: picker.minY + 64, width: column, height: 44), tolerance: 0.5))
        // The 14th: Saturday of the second week.
        let fourteenth = try #require(host.frame(of: "date-picker-day-14"))
        #expect(abs(fourteenth.minX - (8 + 6 * column)) < 0.5)
        #expect(fourteenth.minY == first.minY + 44)
        #expect(host.frame(of: "date-picker-day-31") != nil)
        #expect(host.frame(of: "date-picker-day-32") == nil)
        // The selected day's circle.
        #expect(host.frames(ofType: Circle.self).map(\.size) == [CGSize(width: 40, height: 40)])
    }

    @Test func calendarFollowsTheEnvironmentsFirstWeekdayAndTimeZone() throws {
        var monday = Calendar(identifier: .gregorian)
        monday.firstWeekday = 2
        let host = ViewHost(
            Host(log: EventLog(), style: .graphical, components: .date, calendar: monday),
            size: CGSize(width: 320, height: 600))
        // Sunday the 1st is the seventh column when weeks start on Monday.
        let first = try #require(host.frame(of: "date-picker-day-1"))
        #expect(abs(first.minX - (8 + 6 * (304 / 7.0))) < 0.5)
        // 09:41 UTC is 18:41 in Tokyo (UTC+9).
        let tokyo = ViewHost(
            Host(log: EventLog(), style: .compact, components: .hourAndMinute, timeZone: TimeZone(identifier: "Asia/Tokyo")!),
            size: CGSize(width: 390, height: 100))
        let value = tokyo.accessibilityTree.element(identifier: "picker")?.value
        #expect(value?.replacingOccurrences(of: "\u{202F}", with: " ") == "6:41 PM")
    }

    @Test func tappingADaySelectsItAtTheSameTime() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .graphical), size: CGSize(width: 320, height: 600))
        log.take()
        let day = try #require(host.frame(of: "date-picker-day-2"))
        host.tap(at: CGPoint(x: day.midX, y: day.midY))
        #expect(selections(log) == [Self.piDay.timeIntervalSince1970 - 12 * 86_400])
        #expect(host.frames(ofType: Circle.self).count == 1)
    }

    @Test func chevronsShowAnotherMonthWithoutChangingTheSelection() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .graphical, components: .date), size: CGSize(width: 320, height: 600))
        log.take()
        #expect(host.tap(on: "date-picker-next-month"))
        // April 2026 starts on a Wednesday (column 3) and has 30 days; no day is selected.
        let first = try #require(host.frame(of: "date-picker-day-1"))
        #expect(abs(first.minX - (8 + 3 * (304 / 7.0))) < 0.5)
        #expect(host.frame(of: "date-picker-day-31") == nil)
        #expect(host.frames(ofType: Circle.self).isEmpty)
        #expect(log.take().isEmpty)
        #expect(host.tap(on: "date-picker-previous-month"))
        #expect(host.tap(on: "date-picker-previous-month"))
        // February 2026: 28 days, starting on a Sunday.
        #expect(host.frame(of: "date-picker-day-29") == nil)
    }

    @Test func arrowKeysMoveTheSelectionByDaysAndWeeks() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .graphical, components: .date), size: CGSize(width: 320, height: 600))
        log.take()
        host.pressKey(.tab)
        #expect(host.pressKey(.rightArrow))
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.upArrow))
        #expect(host.pressKey(.leftArrow))
        let start = Self.piDay.timeIntervalSince1970
        #expect(selections(log) == [start + 86_400, start + 8 * 86_400, start + 86_400, start])
        // Three weeks on is April 4th: the calendar follows the selection into April.
        for _ in 0..<3 { host.pressKey(.downArrow) }
        #expect(host.frame(of: "date-picker-day-31") == nil)
    }

    @Test func theRangeClampsKeysAndDisablesDaysAndMonths() throws {
        let log = EventLog()
        let lower = Self.piDay.addingTimeInterval(-2 * 86_400)
        let upper = Self.piDay.addingTimeInterval(86_400)
        let host = ViewHost(
            Host(log: log, style: .graphical, components: .date, range: lower...upper), size: CGSize(width: 320, height: 600))
        log.take()
        // The 20th is outside the range: a tap does nothing.
        let outside = try #require(host.frame(of: "date-picker-day-20"))
        host.tap(at: CGPoint(x: outside.midX, y: outside.midY))
        #expect(log.take().isEmpty)
        // A week on is past the end: clamped to the end; then no further.
        host.pressKey(.tab)
        #expect(host.pressKey(.downArrow))
        #expect(selections(log) == [upper.timeIntervalSince1970])
        #expect(host.pressKey(.rightArrow) == false)
        // No month but March lies in the range.
        #expect(host.tap(on: "date-picker-next-month"))
        #expect(host.frame(of: "date-picker-day-31") != nil)
    }

    @Test func graphicalWithTimeAddsATimeRow() throws {
        let host = ViewHost(Host(log: EventLog(), style: .graphical), size: CGSize(width: 320, height: 600))
        let picker = try #require(host.frame(of: "picker"))
        let expected: CGFloat = 44 + 20 + 6 * 44 + 1 + 44
        #expect(picker.height == expected)
        #expect(host.frame(of: "date-picker-time")?.height == _DatePill.height)
    }

    // MARK: Wheel

    @Test func wheelColumnsForEachComponentSet() throws {
        struct Case { let components: DatePickerComponents; let columns: [String: CGFloat] }
        let cases = [
            Case(components: .date, columns: ["month": 136, "day": 64, "year": 80]),
            Case(components: .hourAndMinute, columns: ["hour": 64, "minute": 64, "period": 64]),
            Case(components: [.date, .hourAndMinute], columns: ["days": 136, "hour": 64, "minute": 64, "period": 64]),
        ]
        for testCase in cases {
            let host = ViewHost(
                Host(log: EventLog(), style: .wheel, components: testCase.components).labelsHidden(),
                size: CGSize(width: 400, height: 300))
            for (column, width) in testCase.columns {
                let frame = try #require(host.frame(of: "date-picker-wheel-\(column)"))
                #expect(frame.size == CGSize(width: width, height: _WheelLayout.height), "\(column)")
            }
        }
    }

    @Test func turningTheMonthWheelKeepsTheDayInTheMonth() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .wheel, components: .date).labelsHidden(), size: CGSize(width: 400, height: 300))
        log.take()
        // A row above the centre is the previous month: February.
        let month = try #require(host.frame(of: "date-picker-wheel-month"))
        host.tap(at: CGPoint(x: month.midX, y: month.midY - _WheelLayout.rowHeight))
        let february14 = Self.piDay.timeIntervalSince1970 - 28 * 86_400
        #expect(selections(log) == [february14])
        let day = try #require(host.frame(of: "date-picker-wheel-day"))
        // Days 1…28 in February: scrolling down 20 rows reaches the 28th at most.
        _ = host.scrollWheel(by: CGSize(width: 0, height: 20 * _WheelLayout.rowHeight), at: CGPoint(x: day.midX, y: day.midY))
        #expect(selections(log).last == february14 + 14 * 86_400)
    }

    @Test func periodWheelMovesTwelveHours() throws {
        let log = EventLog()
        let host = ViewHost(
            Host(log: log, style: .wheel, components: .hourAndMinute).labelsHidden(), size: CGSize(width: 400, height: 300))
        log.take()
        let period = try #require(host.frame(of: "date-picker-wheel-period"))
        host.tap(at: CGPoint(x: period.midX, y: period.midY + _WheelLayout.rowHeight))
        #expect(selections(log) == [Self.piDay.timeIntervalSince1970 + 12 * 3_600])
    }

    // MARK: Field

    @Test func stepperFieldStepsADay() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .stepperField, components: .date), size: CGSize(width: 400, height: 100))
        log.take()
        #expect(host.frame(of: "date-picker-field")?.height == _FieldDatePicker.height)
        #expect(host.tap(on: "date-picker-increment"))
        host.pressKey(.tab)
        #expect(host.pressKey(.downArrow))
        #expect(host.pressKey(.downArrow))
        let start = Self.piDay.timeIntervalSince1970
        #expect(selections(log) == [start + 86_400, start, start - 86_400])
        let field = ViewHost(Host(log: EventLog(), style: .field, components: .date), size: CGSize(width: 400, height: 100))
        #expect(field.frame(of: "date-picker-increment") == nil)
    }

    // MARK: Styles and bad input

    private struct RangeReadingStyle: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(configuration.minimumDate == nil ? "open" : "from")
                    .accessibilityIdentifier(configuration.maximumDate == nil ? "through-open" : "through-closed")
                Button("Next") { configuration.selection = configuration.selection.addingTimeInterval(60) }
                    .accessibilityIdentifier("next")
                    .disabled(!configuration.displayedComponents.contains(.hourAndMinute))
            }
        }
    }

    @Test func aCustomStyleReadsTheConfiguration() {
        let log = EventLog()
        let host = ViewHost(
            DatePicker(selection: .constant(Self.piDay), in: Self.piDay...) { Text("From") }.datePickerStyle(RangeReadingStyle()),
            size: CGSize(width: 300, height: 200))
        _ = log
        #expect(host.frame(of: "through-open") != nil)
        let bound = ViewHost(Host(log: log, style: RangeReadingStyle(), range: Self.piDay...Self.piDay.addingTimeInterval(3_600)), size: CGSize(width: 300, height: 200))
        log.take()
        #expect(bound.frame(of: "through-closed") != nil)
        #expect(bound.tap(on: "next"))
        #expect(selections(log) == [Self.piDay.timeIntervalSince1970 + 60])
    }

    @Test func aNonFiniteSelectionIsShownAsTheRangeStartWithADiagnostic() {
        let start = Diagnostics.count
        let host = ViewHost(
            DatePicker("Broken", selection: .constant(Date(timeIntervalSinceReferenceDate: .nan)), in: Self.piDay...)
                .environment(\.locale, Locale(identifier: "en_US"))
                .environment(\.timeZone, Self.utc)
                .accessibilityIdentifier("picker"),
            size: CGSize(width: 390, height: 100))
        #expect(host.accessibilityTree.element(identifier: "picker")?.value?.hasPrefix("Mar 14, 2026") == true)
        #expect(Diagnostics.messages(since: start).contains { $0.hasPrefix("DatePicker: the selection") })
    }
}
