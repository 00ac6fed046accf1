import SwiftUI

/// How the catalog shows its products.
enum CatalogMode: String, Hashable {
    case list, tiles

    var toggled: CatalogMode { self == .list ? .tiles : .list }
}

/// Screen 4: the product catalog of article 4 — a lazy list or a two-column grid in one
/// ScrollView, loading the next page when its loading row appears.
struct CatalogScreen: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(CatalogRouter.self) private var router
    @Environment(\.colorScheme) private var colorScheme
    @State private var mode = CatalogMode.list

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            ScrollView {
                products.padding(.horizontal)
            }
            .accessibilityIdentifier("catalog-scroll")
            .background(Palette.of(colorScheme).background)
            .galleryScreen("Catalog")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { modeButton }
            }
            .navigationDestination(for: Product.self) { ProductDetail(product: $0) }
        }
    }

    @ViewBuilder private var products: some View {
        switch mode {
        case .list:
            LazyVStack(spacing: 8) {
                Section {
                    ForEach(catalog.products) { product in
                        ProductRow(product: product).onAppear { catalog.rowAppeared(product.id) }
                    }
                } footer: {
                    loadingRow
                }
            }
        case .tiles:
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible())], spacing: 12) {
                Section {
                    ForEach(catalog.products) { product in
                        ProductTile(product: product).onAppear { catalog.rowAppeared(product.id) }
                    }
                } footer: {
                    loadingRow
                }
            }
        }
    }

    /// The last row while the store has more: loads the next page whenever it is on screen
    /// with a new product count.
    @ViewBuilder private var loadingRow: some View {
        if catalog.hasMore {
            LoadingRow()
                .task(id: catalog.products.count) { await catalog.loadNextPage() }
        }
    }

    private var modeButton: some View {
        Button {
            mode = mode.toggled
        } label: {
            Image(systemName: mode == .list ? "square.grid.2x2" : "list.bullet")
        }
        .accessibilityIdentifier("catalog-mode")
    }
}

/// The row at the end of the loaded products.
private struct LoadingRow: View {
    var body: some View {
        HStack(spacing: 8) {
            Circle().trim(from: 0, to: 0.75).stroke(Color.gray, lineWidth: 2).frame(width: 16, height: 16)
            Text("Loading…").foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, minHeight: 44)
        .accessibilityIdentifier("loading-row")
    }
}
