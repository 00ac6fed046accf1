import Foundation

private struct FocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment
    /// allows focus effects to be displayed.
    ///
    /// The default value is `true`.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }
}

extension View {
    /// Adds a condition that controls whether this view can display focus effects, such as a
    /// default focus ring or hover effect.
    ///
    /// The higher views in a view hierarchy can override the value you set on this view: a
    /// view shows focus effects only when no modifier above it disabled them.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        transformEnvironment(\.isFocusEffectEnabled) { enabled in
            if disabled { enabled = false }
        }
    }

    /// Indicates that the view's frame and cohort of focusable descendants should be used to
    /// guide focus movement.
    ///
    /// Tab reads the section's focusable views together, where its frame comes in reading
    /// order; in a window with a focus section the arrow keys move focus to the nearest
    /// focusable view in their direction, and into a section whose frame lies that way (to its
    /// focusable view nearest the focused one). See ``FocusOrder`` for the rules.
    public func focusSection() -> some View {
        modifier(_TraitModifier { $0.isFocusSection = true })
    }
}
