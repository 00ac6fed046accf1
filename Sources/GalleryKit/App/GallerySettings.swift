import Observation
import SwiftUI

/// What the whole gallery shares: the appearance, switched from any screen's toolbar.
@Observable
public final class GallerySettings {
    /// The light or dark appearance of every screen.
    public var appearance: ColorScheme

    public init(appearance: ColorScheme = .light) {
        self.appearance = appearance
    }

    /// Switches between the light and the dark appearance.
    public func toggleAppearance() {
        appearance = appearance == .light ? .dark : .light
    }
}

/// The toolbar button that switches the appearance.
struct AppearanceButton: View {
    @Environment(GallerySettings.self) private var settings

    var body: some View {
        Button {
            settings.toggleAppearance()
        } label: {
            Image(systemName: settings.appearance == .light ? "moon" : "sun.max")
        }
        .accessibilityIdentifier("appearance")
    }
}

extension View {
    /// The gallery's common screen chrome: a navigation title and the appearance button.
    func galleryScreen(_ title: String) -> some View {
        navigationTitle(title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { AppearanceButton() }
            }
    }
}

#Preview("Appearance button", traits: .sizeThatFitsLayout) {
    @Previewable @State var settings = GallerySettings(appearance: .dark)
    AppearanceButton()
        .padding()
        .environment(settings)
}
