import Foundation

extension EnvironmentValues {
    /// The color controls draw their tinted parts in: the tint when it is a color, else the
    /// accent color (text is drawn in colors only).
    var tintColor: Color {
        (tint?.storage as? Color) ?? (tint?.storage as? AnyShapeStyle)?.storage as? Color ?? .accentColor
    }
}
