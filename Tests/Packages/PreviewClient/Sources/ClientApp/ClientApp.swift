import ClientViews
import SwiftUI

@main
struct ClientApp: App {
    var body: some Scene {
        WindowGroup {
            AppRoot()
        }
    }
}

struct AppRoot: View {
    @State private var count = 0
    var body: some View {
        Counter(count: $count)
    }
}

#Preview("App root") {
    AppRoot()
}
