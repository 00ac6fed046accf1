import SwiftUI

/// The gallery: a tab for each article's screen, in the light or the dark appearance.
public struct GalleryRoot: View {
    @State private var selection: GalleryScreen
    @State private var settings: GallerySettings
    @State private var catalog: ProductCatalog

    /// Creates the gallery showing `selection` first.
    public init(
        selection: GalleryScreen = .containerFrames, settings: GallerySettings = GallerySettings(),
        catalog: ProductCatalog? = nil
    ) {
        _selection = State(initialValue: selection)
        _settings = State(initialValue: settings)
        _catalog = State(initialValue: catalog ?? ProductCatalog())
    }

    public var body: some View {
        TabView(selection: $selection) {
            ContainerFrameLab()
                .tabItem { Label(GalleryScreen.containerFrames.title, systemImage: GalleryScreen.containerFrames.systemImage) }
                .tag(GalleryScreen.containerFrames)
            FlowLayoutScreen()
                .tabItem { Label(GalleryScreen.flowLayout.title, systemImage: GalleryScreen.flowLayout.systemImage) }
                .tag(GalleryScreen.flowLayout)
            ScrollOffsetScreen()
                .tabItem { Label(GalleryScreen.scrollOffset.title, systemImage: GalleryScreen.scrollOffset.systemImage) }
                .tag(GalleryScreen.scrollOffset)
            CatalogHost(catalog: catalog)
                .tabItem { Label(GalleryScreen.catalog.title, systemImage: GalleryScreen.catalog.systemImage) }
                .tag(GalleryScreen.catalog)
        }
        .environment(settings)
        .environment(\.colorScheme, settings.appearance)
    }
}
