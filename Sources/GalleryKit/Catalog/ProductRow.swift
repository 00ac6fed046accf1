import SwiftUI

/// A product in list mode: picture, name, price and the add-to-cart button.
struct ProductRow: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(\.colorScheme) private var colorScheme
    let product: Product

    var body: some View {
        let palette = Palette.of(colorScheme)
        HStack(spacing: 12) {
            ProductArt.image(for: product.category)
                .resizable()
                .scaledToFill()
                .frame(width: 64, height: 64)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .accessibilityIdentifier("art-\(product.id)")
                .contextMenu {
                    Button("Add to Cart", systemImage: "cart.badge.plus") { catalog.addToCart(product.id) }
                        .accessibilityIdentifier("context-add")
                    Button("Favorite", systemImage: "heart") { catalog.toggleFavorite(product.id) }
                } preview: {
                    ProductPreview(product: product)
                }
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 4) {
                    Text(product.name).font(.headline).lineLimit(1)
                    if catalog.favorites.contains(product.id) { FavoriteMark() }
                }
                // Read as "Price: $12.99": the figure alone says nothing of what it is.
                Text(product.formattedPrice).accessibilityLabel("Price: \(product.formattedPrice)").font(.subheadline)
                    .foregroundStyle(palette.secondaryText)
                    .backport.monospacedDigit()
            }
            Spacer(minLength: 8)
            AddToCartButton(product: product, compact: true)
            ProductMenu(product: product)
        }
        .padding(10)
        .background(palette.card, in: RoundedRectangle(cornerRadius: 14))
        .accessibilityIdentifier("product-\(product.id)")
    }
}

/// A product in tile mode: the picture above the name, price and button.
/// With a quick look's namespace, a tap on the picture lifts it into the quick look (a hero
/// transition: the picture leaves the tile while the quick look shows it).
struct ProductTile: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(\.colorScheme) private var colorScheme
    let product: Product
    var quickLook: ProductQuickLook.Hero?

    var body: some View {
        let palette = Palette.of(colorScheme)
        VStack(alignment: .leading, spacing: 6) {
            Color.clear
                .aspectRatio(1, contentMode: .fit)
                .overlay { picture }
                .contentShape(Rectangle())
                .onTapGesture { quickLook?.open(product) }
                .accessibilityIdentifier("tile-art-\(product.id)")
                .overlay(alignment: .topTrailing) {
                    if catalog.favorites.contains(product.id) { FavoriteMark().padding(6) }
                }
            Text(product.name).font(.subheadline.weight(.semibold)).lineLimit(1)
            Text(product.formattedPrice).font(.footnote).foregroundStyle(palette.secondaryText)
                .backport.monospacedDigit()
            AddToCartButton(product: product, compact: false)
        }
        .padding(10)
        .background(palette.card, in: RoundedRectangle(cornerRadius: 14))
        .accessibilityIdentifier("product-\(product.id)")
    }
}

extension ProductTile {
    /// The picture, rounded (the rounding flies with it).
    @ViewBuilder private var picture: some View {
        let rounded = ProductArt.image(for: product.category).resizable().scaledToFill()
            .clipShape(RoundedRectangle(cornerRadius: 10))
        if let quickLook {
            if !quickLook.isOpen(product) { rounded.matchedGeometryEffect(id: product.id, in: quickLook.namespace) }
        } else {
            rounded
        }
    }
}

/// The bigger picture a long press on a row's picture lifts above its context menu.
struct ProductPreview: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ProductArt.image(for: product.category)
                .resizable()
                .scaledToFill()
                .frame(width: 280, height: 180)
                .clipped()
            Text(product.name).font(.headline).padding(.horizontal, 12)
            Text(product.formattedPrice).font(.subheadline).foregroundStyle(.secondary).padding([.horizontal, .bottom], 12)
        }
        .accessibilityIdentifier("product-preview")
    }
}

/// The heart of a favorite product.
struct FavoriteMark: View {
    var body: some View {
        Image(systemName: "heart.fill").backport.tint(.pink)
    }
}

#Preview("Row and tiles", traits: .fixedLayout(width: 393, height: 420)) {
    let catalog = ProductCatalog.preview()
    catalog.toggleFavorite(0)
    return VStack(spacing: 12) {
        ProductRow(product: Product(index: 0))
        HStack(spacing: 12) {
            ProductTile(product: Product(index: 2))
            ProductTile(product: Product(index: 3))
        }
    }
    .padding()
    .environment(catalog)
    .environment(CatalogRouter())
}
