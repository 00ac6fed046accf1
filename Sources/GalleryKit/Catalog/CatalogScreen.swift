import SwiftUI

/// How the catalog shows its products.
enum CatalogMode: String, Hashable {
    case list, tiles, table

    var toggled: CatalogMode { self == .list ? .tiles : .list }
}

/// The part of the catalog a search looks in (the search's scopes).
enum CatalogSearchScope: String, CaseIterable, Hashable {
    case all = "All", favorites = "Favorites", cart = "In Cart"
}

/// Screen 4: the product catalog of article 4 — a lazy list or a two-column grid in one
/// ScrollView, loading the next page when its loading row appears.
struct CatalogScreen: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(CatalogRouter.self) private var router
    @Environment(\.colorScheme) private var colorScheme
    @State private var mode = CatalogMode.list
    @State private var query = ""
    @State private var scope = CatalogSearchScope.all
    @Namespace private var tilePictures
    @State private var quickLook: Product?

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            content
            .overlay { if let quickLook { ProductQuickLook(product: quickLook, hero: hero) } }
            .searchable(text: $query, prompt: "Search products")
            .searchSuggestions { suggestions }
            .searchScopes($scope) {
                ForEach(CatalogSearchScope.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .background(Palette.of(colorScheme).background)
            .galleryScreen("Catalog")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { modeButton }
                ToolbarItem(placement: .topBarTrailing) { tableButton }
            }
            .navigationDestination(for: Product.self) { ProductDetail(product: $0) }
        }
    }

    @ViewBuilder private var content: some View {
        if mode == .table {
            ProductTable(products: shownProducts)
        } else {
            // Read here, in the body, so that the rotor follows the cart.
            let inCart = cartProducts
            ScrollView {
                products.padding(.horizontal)
            }
            .accessibilityIdentifier("catalog-scroll")
            // The list is a container with a rotor through the products in the cart, so that
            // a screen reader's user jumps between them instead of reading every row.
            .accessibilityElement(children: .contain)
            .accessibilityRotor("In Cart") {
                ForEach(inCart) { product in
                    AccessibilityRotorEntry(product.name, id: product.id)
                }
            }
        }
    }

    /// The loaded products in the cart, in the catalog's order.
    private var cartProducts: [Product] {
        catalog.products.filter { catalog.cart[$0.id, default: 0] > 0 }
    }

    @ViewBuilder private var products: some View {
        switch mode {
        case .table:
            EmptyView()
        case .list:
            LazyVStack(spacing: 8) {
                Section {
                    ForEach(shownProducts) { product in
                        ProductRow(product: product).onAppear { catalog.rowAppeared(product.id) }
                    }
                } footer: {
                    loadingRow
                }
            }
        case .tiles:
            LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible())], spacing: 12) {
                Section {
                    ForEach(shownProducts) { product in
                        ProductTile(product: product, quickLook: hero).onAppear { catalog.rowAppeared(product.id) }
                    }
                } footer: {
                    loadingRow
                }
            }
        }
    }

    /// The tiles' quick look: a tile's picture flies into it.
    private var hero: ProductQuickLook.Hero {
        ProductQuickLook.Hero(namespace: tilePictures, shown: quickLook) { quickLook = $0 }
    }

    /// The loaded products in the search's scope whose names contain the search text.
    private var shownProducts: [Product] {
        let query = query.trimmingCharacters(in: .whitespaces)
        return catalog.products.filter { product in
            (query.isEmpty || product.name.localizedCaseInsensitiveContains(query)) && isInScope(product)
        }
    }

    private func isInScope(_ product: Product) -> Bool {
        switch scope {
        case .all: true
        case .favorites: catalog.favorites.contains(product.id)
        case .cart: catalog.cart[product.id, default: 0] > 0
        }
    }

    /// While the field is empty, the kinds of products; while typing, the first three
    /// matching names. Choosing one searches for it.
    @ViewBuilder private var suggestions: some View {
        let query = query.trimmingCharacters(in: .whitespaces)
        if query.isEmpty {
            ForEach(ProductCategory.allCases, id: \.self) { category in
                Label(category.noun, systemImage: "magnifyingglass")
                    .searchCompletion(category.noun)
                    .accessibilityIdentifier("suggestion-\(category.rawValue)")
            }
        } else {
            ForEach(catalog.products.filter { $0.name.localizedCaseInsensitiveContains(query) }.prefix(3)) { product in
                Text(product.name)
                    .searchCompletion(product.name)
                    .accessibilityIdentifier("suggestion-\(product.id)")
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

    /// Shows the loaded products as a sortable table (every column in a window, the names
    /// on a phone), and back.
    private var tableButton: some View {
        Button {
            mode = mode == .table ? .list : .table
        } label: {
            Image(systemName: mode == .table ? "list.bullet" : "tablecells")
        }
        .accessibilityIdentifier("catalog-table-mode")
    }
}

/// The row at the end of the loaded products: a placeholder of a product row that pulses
/// while the next page loads (a `phaseAnimator` cycling its opacity).
private struct LoadingRow: View {
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.3)).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.3)).frame(width: 140, height: 12)
                Text("Loading…").font(.footnote).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .phaseAnimator([1.0, 0.45]) { content, opacity in
            content.opacity(opacity)
        } animation: { _ in .easeInOut(duration: 0.8) }
        .frame(maxWidth: .infinity, minHeight: 44)
        .accessibilityIdentifier("loading-row")
    }
}

#Preview("List, dark") {
    CatalogScreen()
        .environment(ProductCatalog.preview())
        .environment(CatalogRouter())
        .environment(GallerySettings(appearance: .dark))
        .preferredColorScheme(.dark)
}
