import Foundation

extension Color {
    /// A system color by name, light appearance; its dark value is in `Color.darkVariants`.
    private static func named(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity, name: name)
    }

    // UIKit's background, fill and separator colors (light appearance; iOS Human Interface
    // Guidelines, "Color": system backgrounds and fills).
    /// `systemGroupedBackground`: behind grouped lists and forms.
    static let systemGroupedBackground = named("systemGroupedBackground", 242, 242, 247)
    /// `secondarySystemGroupedBackground`: the cards of grouped lists.
    static let secondarySystemGroupedBackground = named("secondarySystemGroupedBackground", 255, 255, 255)
    /// `systemBackground`: the fill of a bordered text field.
    static let systemBackground = named("systemBackground", 255, 255, 255)
    /// `secondarySystemBackground`: group boxes.
    static let secondarySystemBackground = named("secondarySystemBackground", 242, 242, 247)
    /// `systemFill`: the off track of a switch, the track of a progress bar.
    static let systemFill = named("systemFill", 120, 120, 128, 0.2)
    /// `tertiarySystemFill`: the background of a segmented control.
    static let tertiarySystemFill = named("tertiarySystemFill", 118, 118, 128, 0.12)
    /// `separator`: list separators.
    static let separator = named("separator", 60, 60, 67, 0.29)
    /// The selected segment of a segmented control: white, dark gray in the dark.
    static let segmentThumb = named("segmentThumb", 255, 255, 255)
    /// `systemGray3`: disabled control glyphs.
    static let systemGray3 = named("systemGray3", 199, 199, 204)
}
