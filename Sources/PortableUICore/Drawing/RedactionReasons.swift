import Foundation

/// The reasons to apply a redaction to data displayed on screen.
///
/// Under ``placeholder``, text draws as a rounded bar per line and images as rounded
/// boxes, in the foreground style (``PlaceholderDrawing``); under ``privacy``, only views
/// marked ``View/privacySensitive(_:)`` do. ``invalidated`` is passed down for views that
/// read it and changes no drawing.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue = RedactionReasons()
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked privacy sensitive.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and images here draw as placeholders: the reasons hold `placeholder`,
    /// or `privacy` for views marked privacy sensitive.
    var redactsContent: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isPrivacySensitive)
    }
}

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy.
    ///
    /// Reasons add up: a redacted view inside another keeps the outer reasons too.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Removes any reason to apply a redaction to this view hierarchy.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the view as containing sensitive, private user data: it is redacted when the
    /// redaction reasons hold ``RedactionReasons/privacy``.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
