import Foundation

extension Text {
    /// A predefined style used to display a `Date`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        let kind: Kind

        /// A style displaying only the time component for a date (`11:23 PM`).
        public static let time = DateStyle(kind: .time)
        /// A style displaying a date (`June 3, 2019`).
        public static let date = DateStyle(kind: .date)
        /// A style displaying a date as relative to now (`2 hours, 23 minutes`,
        /// `1 year, 1 month`).
        public static let relative = DateStyle(kind: .relative)
        /// A style displaying a date as offset from now (`+2 hours`, `-3 months`).
        public static let offset = DateStyle(kind: .offset)
        /// A style displaying a date as timer counting from now (`2:32`, `36:59:01`).
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates an instance that displays localized dates and times using a specific style.
    ///
    /// The relative, offset and timer styles depend on the current date: the text updates
    /// every second on the host's clock (a window's real time, a headless host's
    /// ``ViewHost/date``).
    public init(_ date: Date, style: DateStyle) {
        self.init(runs: [Run(.date(date, style))])
    }

    /// Creates an instance that displays a localized range between two dates.
    public init(_ dates: ClosedRange<Date>) {
        self.init(runs: [Run(.range(dates))])
    }

    /// Creates an instance that displays a localized time interval.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Creates an instance that displays a timer counting within the provided interval.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval between where to run the timer.
    ///   - pauseTime: If present, the date at which to pause the timer; `nil` runs it.
    ///   - countsDown: Whether to count down from the upper bound (true) or up from the
    ///     lower bound (false).
    ///   - showsHours: Whether to show an hours field when the time is an hour or more
    ///     (`1:30:00`); without, minutes go past 59 (`90:00`).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true)
    {
        self.init(
            runs: [
                Run(.timer(TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
            ])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Appends a date in a style (the text updates over time for the relative, offset and
    /// timer styles).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendArgument([Text.Run(.date(date, style))])
    }

    /// Appends a localized range between two dates.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        appendArgument([Text.Run(.range(dates))])
    }

    /// Appends a localized time interval.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendInterpolation(interval.start...interval.end)
    }

    /// Appends a timer counting within the interval.
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        appendArgument([
            Text.Run(.timer(TimerInterval(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
        ])
    }

    /// Appends an attributed string, keeping its runs' attributes.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendArgument(Text(attributedString).runs)
    }
}
