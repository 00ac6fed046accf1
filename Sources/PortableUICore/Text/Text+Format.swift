import Foundation

extension Text {
    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style.
    ///
    /// ```swift
    /// Text(0.25, format: .percent)                          // "25%"
    /// Text(Date.now, format: .dateTime.hour().minute())
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Creates a text view that displays the formatted representation of a reference-
    /// convertible object (a `Date`, a `URL`, a `Measurement`…).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// Creates a text view that displays a date formatted by `formatter`. (On Apple platforms
    /// `Date` is reference-convertible and takes the initializer above; Foundation on Linux
    /// does not make it so, hence this one.)
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? String(describing: date))
    }

    /// Creates a text view that displays the formatted representation of a Foundation
    /// object (an `NSNumber`…).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? subject.description)
    }
}
