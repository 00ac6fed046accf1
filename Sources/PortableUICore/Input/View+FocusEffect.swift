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
    /// Tab here follows the order of the view tree, in which a view's focusable descendants
    /// are already consecutive, so a section changes nothing; there is no directional
    /// (arrow-key) focus movement between views to guide (docs/differences.md).
    public func focusSection() -> some View {
        self
    }
}
