import SwiftUI

/// The About window: the app's name, what it shows, and a button that closes the window.
struct AboutGallery: View {
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "square.grid.2x2")
                .font(.system(size: 48))
                .foregroundStyle(.tint)
            Text("PortableUI Gallery").font(.title2.bold())
            Text("SwiftUI's layout and controls, drawn on Linux.")
                .font(.callout)
                .foregroundStyle(.secondary)
            Button("OK") { dismissWindow() }
                .keyboardShortcut(.defaultAction)
                .accessibilityIdentifier("about-ok")
        }
        .padding(24)
        .frame(width: 320)
    }
}

#Preview("The About window") {
    AboutGallery()
}
