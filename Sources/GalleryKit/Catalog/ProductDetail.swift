import SwiftUI

/// A product's details, pushed by the router.
struct ProductDetail: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(CatalogRouter.self) private var router
    @State private var stock: Int?
    @StateObject private var deal = DealCountdown(seconds: 10 * 60)
    let product: Product

    /// How far the store that ships the product is (a few kilometers, by product).
    private var storeDistance: Measurement<UnitLength> {
        Measurement(value: 4.5 + Double(product.id % 7) * 2.5, unit: .kilometers)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ProductArt.image(for: product.category)
                    .resizable()
                    .scaledToFit()
                    .frame(maxWidth: .infinity)
                    .clipShape(RoundedRectangle(cornerRadius: 20))
                Text(product.name).font(.title.bold())
                Text(product.formattedPrice).font(.title3).backport.monospacedDigit()
                DealBadge(countdown: deal)
                StoreClock()
                Text(stock.map { "\($0) in stock" } ?? "Checking stock…").foregroundStyle(.secondary)
                    .accessibilityIdentifier("detail-stock")
                Text("In cart: \(catalog.cart[product.id] ?? 0)").accessibilityIdentifier("detail-cart")
                HStack {
                    Button("Add to cart") { catalog.addToCart(product.id) }.buttonStyle(.borderedProminent)
                    Button("Back") { router.exit() }.buttonStyle(.bordered).accessibilityIdentifier("detail-back")
                }
                Text("Ships from our store \(storeDistance, format: .measurement(width: .abbreviated, usage: .road)) away")
                    .font(.footnote).foregroundStyle(.secondary)
                    .accessibilityIdentifier("detail-distance")
                Text("Free returns within **30 days**, `SAVE10` takes *10 %* off. See the [returns policy](https://example.com/returns).")
                    .font(.footnote).foregroundStyle(.secondary)
                    .textSelection(.enabled)  // the promo code is worth copying
                    .accessibilityIdentifier("detail-returns")
            }
            .padding()
        }
        .backport.doAsyncTask {
            try? await Task.sleep(for: .milliseconds(100))
            stock = 3 + product.id % 17
        }
        .navigationTitle(product.category.noun)
        .navigationBarTitleDisplayMode(.inline)
        .accessibilityIdentifier("product-detail")
    }
}

#Preview("Headphones") {
    NavigationStack {
        ProductDetail(product: Product(index: 1))
    }
    .environment(ProductCatalog.preview())
    .environment(CatalogRouter())
}
