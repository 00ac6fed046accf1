import SwiftUI

/// The gallery as an app: one resizable window showing ``GalleryRoot``.
public struct GalleryApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup("PortableUI Gallery") {
            GalleryRoot()
        }
        .defaultSize(width: 430, height: 860)
    }
}

#Preview("The app's window at its default size", traits: .fixedLayout(width: 430, height: 860)) {
    GalleryRoot()
}
