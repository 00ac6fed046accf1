import Foundation
import Testing

@testable import PortableUICore

/// Interpolations in a `LocalizedStringKey`, as `Text("…")` receives them.
@MainActor
struct StringInterpolationTests {
    private func string(_ key: LocalizedStringKey) -> String {
        Text(key).runs.map(\.string).joined()
    }

    /// Apple's documentation of `appendInterpolation(_:specifier:)`: a `printf` specifier such
    /// as `%f` or `%x`; the default specifiers (`%lld`, `%lf`) are those of SwiftUI's
    /// `_FormatSpecifiable` conformances, which is why SwiftUI shows `Text("\(0.5)")` as
    /// "0.500000".
    @Test func numbersFollowTheirSpecifier() {
        let value = 3.14159
        let count = 42
        let small: Float = 2.5
        let byte: UInt8 = 255
        #expect(string("\(value, specifier: "%.1f")") == "3.1")
        #expect(string("Pi is \(value, specifier: "%.3f")!") == "Pi is 3.142!")
        #expect(string("\(count, specifier: "%03d")") == "042")
        #expect(string("\(count, specifier: "%x")") == "2a")
        #expect(string("\(byte, specifier: "%02X")") == "FF")
        #expect(string("\(value)") == "3.141590")
        #expect(string("\(count) items") == "42 items")
        #expect(string("\(small)") == "2.500000")
        #expect(string("\(CGFloat(1.25), specifier: "%.2f")") == "1.25")
    }

    @Test(arguments: [
        ("%lld", 1), ("%.1f", 1), ("%%", 0), ("100%% of %d", 1), ("%*d", 2), ("%d and %d", 2), ("plain", 0),
        ("%-08.3lf", 1),
    ])
    func argumentCounts(format: String, count: Int) {
        #expect(FormatSpecifier.argumentCount(in: format) == count)
    }

    @Test func specifiersThatTakeNoOrSeveralValuesDoNotReadPastTheirArgument() {
        let start = Diagnostics.count
        #expect(string("\(7, specifier: "100%%")") == "100%")
        #expect(string("\(7, specifier: "%d of %d")") == "7")
        #expect(Diagnostics.messages(since: start).contains { $0.contains("\"%d of %d\"") })
    }

    @Test func foundationValuesUseTheirFormatter() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        #expect(string("\(NSNumber(value: 1234567), formatter: formatter)") == "1,234,567")
        let url = URL(fileURLWithPath: "/tmp/a")
        #expect(string("\(url as URL, formatter: nil)") == "file:///tmp/a")
    }

    @Test func stringsAndTextsAreAppendedAsWritten() {
        let name = "Ada"
        #expect(string("Hello \(name)") == "Hello Ada")
        #expect(string("\(Text("bold").bold()) move") == "bold move")
    }
}
