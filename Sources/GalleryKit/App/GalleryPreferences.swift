import SwiftUI

/// The gallery's Settings scene: a form of the app's preferences, stored with
/// `@AppStorage`.
struct GalleryPreferences: View {
    @AppStorage("gallery.startScreen") private var startScreen = "Frames"
    @AppStorage("gallery.reduceMotion") private var reduceMotion = false
    @AppStorage("gallery.pageSize") private var pageSize = 20

    var body: some View {
        Form {
            Section("General") {
                Picker("Start screen", selection: $startScreen) {
                    ForEach(["Frames", "Flow", "Catalog", "Settings"], id: \.self) { Text($0) }
                }
                Toggle("Reduce motion", isOn: $reduceMotion)
            }
            Section("Catalog") {
                Stepper("Page size: \(pageSize)", value: $pageSize, in: 10...50, step: 10)
            }
        }
        .padding(20)
        .frame(width: 380)
        .accessibilityIdentifier("preferences")
    }
}

#Preview("The Settings window") {
    GalleryPreferences()
}
