import Foundation

/// The accessibility settings of the desktop or of a host, which SwiftUI's read-only
/// environment values report.
///
/// SwiftUI takes them from the system's settings; PortableUI's hosts take them from
/// `EnvironmentValues.accessibilitySettings`, which a host or test sets (for example
/// `ViewHost(content, size:, environment:)` with `environment.accessibilitySettings.reduceMotion = true`).
public struct AccessibilitySettings: Equatable, Sendable {
    /// Whether the user asked for less motion.
    public var reduceMotion = false
    /// Whether the user asked for less transparency.
    public var reduceTransparency = false
    /// Whether the user asked not to rely on color alone.
    public var differentiateWithoutColor = false
    /// Whether the user inverted the display's colors.
    public var invertColors = false
    /// Whether the user asked for button shapes.
    public var showButtonShapes = false
    /// Whether the user asked for increased contrast.
    public var contrast = ColorSchemeContrast.standard
    /// The font weight the user asked for.
    public var legibilityWeight: LegibilityWeight? = .regular
    /// Whether a screen reader is running.
    public var isScreenReaderRunning = false

    public init() {}
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// SwiftUI displays views with standard contrast between the app's foreground and
    /// background colors.
    case standard
    /// SwiftUI uses increased contrast between the app's foreground and background colors.
    case increased
}

/// The Accessibility Bold Text user setting options.
public enum LegibilityWeight: Hashable, Sendable {
    /// Use regular font weight (no Accessibility Bold).
    case regular
    /// Use heavier font weight (force Accessibility Bold).
    case bold
}

private struct AccessibilitySettingsKey: EnvironmentKey {
    static let defaultValue = AccessibilitySettings()
}

extension EnvironmentValues {
    /// The accessibility settings that the read-only values below report (PortableUI's own:
    /// SwiftUI reads them from the system).
    public var accessibilitySettings: AccessibilitySettings {
        get { self[AccessibilitySettingsKey.self] }
        set { self[AccessibilitySettingsKey.self] = newValue }
    }

    /// Whether the setting to reduce motion in the user interface is in effect.
    public var accessibilityReduceMotion: Bool { accessibilitySettings.reduceMotion }
    /// Whether the setting to reduce transparency is in effect.
    public var accessibilityReduceTransparency: Bool { accessibilitySettings.reduceTransparency }
    /// Whether the system preference for Differentiate without Color is in effect.
    public var accessibilityDifferentiateWithoutColor: Bool { accessibilitySettings.differentiateWithoutColor }
    /// Whether the system preference for Invert Colors is in effect.
    public var accessibilityInvertColors: Bool { accessibilitySettings.invertColors }
    /// Whether the system preference for Show Button Shapes is in effect.
    public var accessibilityShowButtonShapes: Bool { accessibilitySettings.showButtonShapes }
    /// Whether a screen reader (VoiceOver on Apple's platforms, Orca here) is running.
    public var accessibilityVoiceOverEnabled: Bool { accessibilitySettings.isScreenReaderRunning }
    /// Whether an assistive technology is running.
    public var accessibilityEnabled: Bool { accessibilitySettings.isScreenReaderRunning }
    /// Whether Switch Control is running: never on Linux.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// The contrast associated with the color scheme of this environment.
    public var colorSchemeContrast: ColorSchemeContrast { accessibilitySettings.contrast }
    /// The font weight to apply to text.
    public var legibilityWeight: LegibilityWeight? {
        get { accessibilitySettings.legibilityWeight }
        set { accessibilitySettings.legibilityWeight = newValue }
    }
}
