import SwiftUI

/// A row's overflow menu: a section titled with the product's name (its details in a sheet,
/// favorite), then, for a product in the cart, a section with its removal after a
/// confirmation.
struct ProductMenu: View {
    @Environment(ProductCatalog.self) private var catalog
    @State private var showsDetails = false
    @State private var confirmsRemoval = false
    let product: Product

    var body: some View {
        let isFavorite = catalog.favorites.contains(product.id)
        Menu {
            Section(product.name) {
                Button("Details", systemImage: "info.circle") { showsDetails = true }
                    .accessibilityIdentifier("menu-details")
                Button(isFavorite ? "Unfavorite" : "Favorite", systemImage: isFavorite ? "heart.fill" : "heart") {
                    catalog.toggleFavorite(product.id)
                }
            }
            if catalog.cart[product.id] != nil {
                Section {
                    Button("Remove from Cart", systemImage: "trash", role: .destructive) { confirmsRemoval = true }
                        .accessibilityIdentifier("menu-remove")
                }
            }
        } label: {
            Image(systemName: "ellipsis.circle").font(.title3).frame(width: 32, height: 32)
        }
        .help("More actions")
        .accessibilityIdentifier("menu-\(product.id)")
        .confirmationDialog("Remove \(product.name) from the cart?", isPresented: $confirmsRemoval, titleVisibility: .visible) {
            Button("Remove", role: .destructive) { catalog.removeFromCart(product.id) }
                .accessibilityIdentifier("confirm-remove")
        }
        .sheet(isPresented: $showsDetails) {
            ProductSheet(product: product)
        }
    }
}

/// A product's details in a sheet, with its own navigation bar and a Done button, on a
/// background tinted with the product's color.
struct ProductSheet: View {
    @Environment(\.dismiss) private var dismiss
    let product: Product

    var body: some View {
        NavigationStack {
            ProductDetail(product: product)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Done") { dismiss() }.accessibilityIdentifier("sheet-done")
                    }
                }
        }
        .presentationDetents([.medium, .large])
        .presentationBackground(alignment: .top) { ProductSheetBackground(tint: product.category.color) }
    }
}

/// A product sheet's background: the product's color fading into the card color.
struct ProductSheetBackground: View {
    let tint: Color
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Palette.of(colorScheme).card.overlay(alignment: .top) {
            Rectangle()
                .fill(LinearGradient(colors: [tint.opacity(0.35), tint.opacity(0)], startPoint: .top, endPoint: .bottom))
                .frame(height: 260)
        }
    }
}

#Preview("Product menu", traits: .sizeThatFitsLayout) {
    ProductMenu(product: Product(index: 0))
        .padding()
        .environment(ProductCatalog.preview())
        .environment(CatalogRouter())
}
