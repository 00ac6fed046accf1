import Foundation
import Testing

@testable import PortableUICore

/// `Text(_:format:)` and `Text(_:formatter:)` for a fixed locale.
@MainActor
struct TextFormatTests {
    private func string(_ text: Text) -> String { text.runs.map(\.string).joined() }

    @Test func formatStylesAndFormatters() {
        let locale = Locale(identifier: "en_US")
        #expect(string(Text(0.25, format: .percent.locale(locale))) == "25%")
        #expect(string(Text(1234.5, format: .number.locale(locale))) == "1,234.5")
        #expect(string(Text(42, format: .number.locale(locale))) == "42")
        #expect(string(Text(9.99, format: .currency(code: "USD").locale(locale))) == "$9.99")
        #expect(string(Text(["a", "b", "c"], format: .list(type: .and).locale(locale))) == "a, b, and c")
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        #expect(string(Text(NSNumber(value: 1_000_000), formatter: formatter)) == "1,000,000")
        let date = Date(timeIntervalSince1970: 0)
        let dates = DateFormatter()
        dates.locale = locale
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "yyyy-MM-dd"
        #expect(string(Text(date, formatter: dates)) == "1970-01-01")
    }
}

extension TextFormatTests {
    @Test func datesInterpolateWithAFormatter() {
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US")
        dates.timeZone = TimeZone(identifier: "UTC")
        dates.dateFormat = "HH:mm"
        let date = Date(timeIntervalSince1970: 3600 * 5 + 60 * 7)
        #expect(string(Text("At \(date, formatter: dates)")) == "At 05:07")
    }
}
