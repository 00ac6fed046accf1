import SwiftUI

/// The gallery's colors for the light and the dark appearance.
struct Palette {
    /// The screen's background.
    var background: Color
    /// Cards and rows on the background.
    var card: Color
    /// Primary text.
    var text: Color
    /// Captions and secondary text.
    var secondaryText: Color

    /// The palette of an appearance.
    static func of(_ scheme: ColorScheme) -> Palette {
        switch scheme {
        case .light:
            Palette(
                background: Color(red: 0.949, green: 0.949, blue: 0.969), card: .white, text: .black,
                secondaryText: Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.6))
        case .dark:
            Palette(
                background: .black, card: Color(red: 0.11, green: 0.11, blue: 0.118), text: .white,
                secondaryText: Color(red: 0.922, green: 0.922, blue: 0.961, opacity: 0.6))
        }
    }
}

extension View {
    /// Draws the view on the palette's background, with its text color, extending into the
    /// safe area.
    func galleryBackground(_ palette: Palette) -> some View {
        foregroundStyle(palette.text)
            .background(palette.background.ignoresSafeArea())
    }
}

#Preview("Palettes", traits: .sizeThatFitsLayout) {
    HStack(spacing: 0) {
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
            let palette = Palette.of(scheme)
            VStack(alignment: .leading, spacing: 4) {
                Text("Text").foregroundStyle(palette.text)
                Text("Secondary").foregroundStyle(palette.secondaryText)
            }
            .padding()
            .background(palette.card, in: RoundedRectangle(cornerRadius: 12))
            .padding()
            .galleryBackground(palette)
        }
    }
}
