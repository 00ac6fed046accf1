import Foundation

extension Color {
    /// The iOS dark-appearance values of the system colors that change with the appearance,
    /// by name (UIKit's dark `systemRed`, `label`, `secondaryLabel`…).
    private static let darkVariants: [String: Color] = [
        "primary": Color(red: 1, green: 1, blue: 1, opacity: 1, name: "primary"),
        "secondary": Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6, name: "secondary"),
        "red": Color(red: 1, green: 69 / 255, blue: 58 / 255, opacity: 1, name: "red"),
        "orange": Color(red: 1, green: 159 / 255, blue: 10 / 255, opacity: 1, name: "orange"),
        "yellow": Color(red: 1, green: 214 / 255, blue: 10 / 255, opacity: 1, name: "yellow"),
        "green": Color(red: 48 / 255, green: 209 / 255, blue: 88 / 255, opacity: 1, name: "green"),
        "mint": Color(red: 99 / 255, green: 230 / 255, blue: 226 / 255, opacity: 1, name: "mint"),
        "teal": Color(red: 64 / 255, green: 200 / 255, blue: 224 / 255, opacity: 1, name: "teal"),
        "cyan": Color(red: 100 / 255, green: 210 / 255, blue: 1, opacity: 1, name: "cyan"),
        "blue": Color(red: 10 / 255, green: 132 / 255, blue: 1, opacity: 1, name: "blue"),
        "indigo": Color(red: 94 / 255, green: 92 / 255, blue: 230 / 255, opacity: 1, name: "indigo"),
        "purple": Color(red: 191 / 255, green: 90 / 255, blue: 242 / 255, opacity: 1, name: "purple"),
        "pink": Color(red: 1, green: 55 / 255, blue: 95 / 255, opacity: 1, name: "pink"),
        "brown": Color(red: 172 / 255, green: 142 / 255, blue: 104 / 255, opacity: 1, name: "brown"),
        "accentColor": Color(red: 10 / 255, green: 132 / 255, blue: 1, opacity: 1, name: "accentColor"),
        "systemGroupedBackground": Color(red: 0, green: 0, blue: 0, opacity: 1, name: "systemGroupedBackground"),
        "secondarySystemGroupedBackground": Color(
            red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1, name: "secondarySystemGroupedBackground"),
        "systemBackground": Color(red: 0, green: 0, blue: 0, opacity: 1, name: "systemBackground"),
        "secondarySystemBackground": Color(
            red: 28 / 255, green: 28 / 255, blue: 30 / 255, opacity: 1, name: "secondarySystemBackground"),
        "systemFill": Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36, name: "systemFill"),
        "tertiarySystemFill": Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24, name: "tertiarySystemFill"),
        "separator": Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6, name: "separator"),
        "segmentThumb": Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255, opacity: 1, name: "segmentThumb"),
        "systemGray3": Color(red: 72 / 255, green: 72 / 255, blue: 74 / 255, opacity: 1, name: "systemGray3"),
    ]

    /// The color as drawn in `colorScheme`: system colors take their dark values in the dark
    /// appearance; other colors are fixed.
    func resolved(in colorScheme: ColorScheme) -> Color {
        guard colorScheme == .dark, let name, let dark = Self.darkVariants[name] else { return self }
        return dark
    }
}
