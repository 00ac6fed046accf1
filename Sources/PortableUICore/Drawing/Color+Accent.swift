import Foundation

private struct AccentColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The accent color set with `accentColor(_:)` for this part of the hierarchy, or `nil`
    /// for the app's (system blue).
    var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}

extension View {
    /// Sets the accent color for this view and the views it contains.
    ///
    /// `Color.accentColor`, and the tint of controls without an explicit `tint(_:)`, take
    /// this color within the view. `nil` gives back the app's accent color (system blue).
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.accentColor, accentColor)
    }
}

extension Color {
    /// The color as drawn in `environment`: the accent color takes the environment's accent
    /// color, then system colors take their values for its color scheme.
    func resolved(in environment: EnvironmentValues) -> Color {
        accentResolved(in: environment).resolved(in: environment.colorScheme)
    }

    /// The environment's accent color for `Color.accentColor`, `self` for any other color.
    /// (A color used as a view keeps its light value in the dark appearance, as it did before
    /// accent colors; only the accent color is looked up.)
    func accentResolved(in environment: EnvironmentValues) -> Color {
        guard name == "accentColor", let accent = environment.accentColor, accent.name != "accentColor" else {
            return self
        }
        return accent
    }
}
