import SwiftUI

/// The same API in Swift 6 language mode (strict concurrency).
struct SettingsView: View {
    @State private var notifications = true
    @Environment(\.settingsAccent) private var accent

    var body: some View {
        List {
            Toggle("Notifications", isOn: $notifications)
            Text("Accent").foregroundStyle(accent)
        }
    }
}

extension EnvironmentValues {
    @Entry var settingsAccent: Color = .purple
}

#Preview("Settings") {
    SettingsView()
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn).padding()
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView().previewDisplayName("Provider in Swift 6")
    }
}
