import SwiftUI

/// Help › About PortableUI Gallery: opens the About window.
struct AboutCommand: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("About PortableUI Gallery") { openWindow(id: "about") }
            .accessibilityIdentifier("command-about")
    }
}

/// Product › Open Product… (Ctrl+O): opens the window that chooses a product.
struct OpenProductCommand: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open Product…") { openWindow(id: "open-product") }
            .keyboardShortcut("o")
            .accessibilityIdentifier("command-open-product")
    }
}

#Preview("The app's menu commands, as the Product and Help menus list them") {
    VStack(alignment: .leading) {
        OpenProductCommand()
        AboutCommand()
    }
    .padding()
}
