import Foundation

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .autoupdatingCurrent }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .autoupdatingCurrent }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .autoupdatingCurrent }
}

extension EnvironmentValues {
    /// The current locale that views should use (by default the user's current locale).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates (by default the
    /// user's current calendar).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The current time zone that views should use when handling dates (by default the
    /// user's current time zone).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
