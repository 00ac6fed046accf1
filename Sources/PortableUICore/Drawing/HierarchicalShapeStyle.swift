import Foundation

/// A shape style that maps to one of the numbered levels of the current foreground style.
///
/// Resolution, for level *n* (0 for primary … 3 for quaternary):
/// 1. When the environment has no foreground style, the iOS label colors (light mode):
///    black, then RGB(60, 60, 67) at opacities 0.6, 0.3 and 0.18.
/// 2. When `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` set level *n*, that style.
/// 3. Otherwise the deepest level that was set, faded by the ratio of the level opacities
///    1, 0.5, 0.25, 0.18 (``levelOpacities``): with only `foregroundStyle(.blue)`, `.secondary`
///    is blue at 50 %, `.tertiary` at 25 %, `.quaternary` at 18 %; with
///    `foregroundStyle(.blue, .green)`, `.tertiary` is green at 50 %.
///
/// SwiftUI does not document these opacities; they approximate what it draws.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level: 0 for primary, 1 for secondary, 2 for tertiary, 3 for quaternary.
    let level: Int

    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The opacity of each level relative to the primary one, for levels derived from a
    /// foreground style.
    static let levelOpacities: [Double] = [1, 0.5, 0.25, 0.18]

    /// The default foreground of each level: the iOS label colors in light mode.
    static let labelColors: [Color] = [
        .primary, .secondary, Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
        Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18),
    ]

    /// The iOS label colors in dark mode.
    static let darkLabelColors: [Color] = [
        Color.primary.resolved(in: .dark), Color.secondary.resolved(in: .dark),
        Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3),
        Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.18),
    ]

    /// The default foreground of each level in `colorScheme`.
    static func labelColors(in colorScheme: ColorScheme) -> [Color] {
        colorScheme == .dark ? darkLabelColors : labelColors
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ResolvedStyle {
    /// Level `level` of the environment's foreground styles (see ``HierarchicalShapeStyle``).
    static func foregroundLevel(_ level: Int, in environment: EnvironmentValues, depth: Int) -> ResolvedStyle {
        let level = Swift.min(Swift.max(level, 0), HierarchicalShapeStyle.levelOpacities.count - 1)
        let styles = environment.foregroundStyles
        // Step 1
        guard let deepest = styles.indices.last else {
            return .color(HierarchicalShapeStyle.labelColors(in: environment.colorScheme)[level])
        }
        // The styles resolve against the environment outside them.
        var outer = environment
        outer.foregroundStyles = []
        // Step 2
        if level <= deepest { return ResolvedStyle(styles[level], in: outer, depth: depth + 1) }
        // Step 3
        let opacities = HierarchicalShapeStyle.levelOpacities
        return .opacity(ResolvedStyle(styles[deepest], in: outer, depth: depth + 1), opacities[level] / opacities[deepest])
    }
}
