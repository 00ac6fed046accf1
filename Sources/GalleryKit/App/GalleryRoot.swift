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
                .tabItem { GalleryScreen.containerFrames.tabLabel }
                .tag(GalleryScreen.containerFrames)
            FlowLayoutScreen()
                .tabItem { GalleryScreen.flowLayout.tabLabel }
                .tag(GalleryScreen.flowLayout)
            ScrollOffsetScreen()
                .tabItem { GalleryScreen.scrollOffset.tabLabel }
                .tag(GalleryScreen.scrollOffset)
            CatalogHost(catalog: catalog)
                .tabItem { GalleryScreen.catalog.tabLabel }
                .tag(GalleryScreen.catalog)
            SymbolsScreen()
                .tabItem { GalleryScreen.symbols.tabLabel }
                .tag(GalleryScreen.symbols)
            SettingsScreen()
                .tabItem { GalleryScreen.settings.tabLabel }
                .tag(GalleryScreen.settings)
            CartScreen()
                .tabItem { GalleryScreen.cart.tabLabel }
                .tag(GalleryScreen.cart)
            AislesScreen()
                .tabItem { GalleryScreen.aisles.tabLabel }
                .tag(GalleryScreen.aisles)
        }
        .foregroundStyle(Palette.of(settings.appearance).text)
        .environment(settings)
        .environment(\.colorScheme, settings.appearance)
    }
}

#Preview("Flow layout tab") {
    GalleryRoot(selection: .flowLayout)
}

#Preview("Scroll offset tab, dark", traits: .landscapeLeft) {
    GalleryRoot(selection: .scrollOffset, settings: GallerySettings(appearance: .dark))
}
