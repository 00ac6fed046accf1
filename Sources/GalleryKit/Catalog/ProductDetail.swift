import SwiftUI

/// A product's details, pushed by the router.
struct ProductDetail: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(CatalogRouter.self) private var router
    @State private var stock: Int?
    /// Whether the picture is turned over to show the product's card.
    @State private var showsCard = false
    @StateObject private var deal = DealCountdown(seconds: 10 * 60)
    let product: Product

    /// The product's kind, set on the name and replaceable by its identifier.
    private static let categoryKey = AccessibilityCustomContentKey("Category", id: "category")

    /// How far the store that ships the product is (a few kilometers, by product).
    private var storeDistance: Measurement<UnitLength> {
        Measurement(value: 4.5 + Double(product.id % 7) * 2.5, unit: .kilometers)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                picture
                    // The picture fades and shrinks as it scrolls away under the navigation bar
                    // (whose bottom is about 100 points down): by the part of it still below.
                    .visualEffect { content, proxy in
                        let below = (proxy.frame(in: .global).maxY - 100) / Swift.max(proxy.size.height, 1)
                        let shown = Swift.min(1, Swift.max(0.2, below))
                        return content.opacity(shown).scaleEffect(0.8 + 0.2 * shown, anchor: .bottom)
                    }
                Text(product.name).font(.title.bold())
                    // What the picture shows, read at once after the name; the shipping
                    // distance only when the user asks for more.
                    .accessibilityCustomContent(Self.categoryKey, product.category.noun, importance: .high)
                    .accessibilityCustomContent(
                        "Ships from", Text(storeDistance, format: .measurement(width: .wide, usage: .road)))
                Text(product.formattedPrice).font(.title3).backport.monospacedDigit()
                DealBadge(countdown: deal)
                StoreClock()
                // The status is replaced, blurred and scaled, when the stock arrives.
                Text(stock.map { "\($0) in stock" } ?? "Checking stock…").foregroundStyle(.secondary)
                    .transition(.blurReplace)
                    .id(stock)
                    .accessibilityIdentifier("detail-stock")
                Text("In cart: \(catalog.cart[product.id] ?? 0)").accessibilityIdentifier("detail-cart")
                HStack {
                    Button("Add to cart") { catalog.addToCart(product.id) }.buttonStyle(.borderedProminent)
                    Button("Back") { router.exit() }.buttonStyle(.bordered).accessibilityIdentifier("detail-back")
                }
                Text("Ships from our store \(storeDistance, format: .measurement(width: .abbreviated, usage: .road)) away")
                    .font(.footnote).foregroundStyle(.secondary)
                    .accessibilityIdentifier("detail-distance")
                DeliveryOptions()
                Text("Free returns within **30 days**, `SAVE10` takes *10 %* off. See the [returns policy](https://example.com/returns).")
                    .font(.footnote).foregroundStyle(.secondary)
                    .textSelection(.enabled)  // the promo code is worth copying
                    .accessibilityIdentifier("detail-returns")
            }
            .padding()
        }
        .backport.doAsyncTask {
            try? await Task.sleep(for: .milliseconds(100))
            withAnimation(.smooth) { stock = 3 + product.id % 17 }
        }
        .navigationTitle(product.category.noun)
        .navigationBarTitleDisplayMode(.inline)
        .accessibilityIdentifier("product-detail")
    }

    /// The product's picture, turned over about its vertical axis by a tap to show its card
    /// (each face drawn only while it faces the viewer). While it turns it shrinks a little
    /// with a bouncy animation of its own (the scoped `animation(_:body:)`: only the scale
    /// takes it), and the "Card" tag shows at once (its subtree opts out of the animation).
    private var picture: some View {
        ZStack {
            ProductArt.image(for: product.category)
                .resizable()
                .scaledToFit()
                .opacity(showsCard ? 0 : 1)
            VStack(spacing: 8) {
                Text(product.name).font(.title2.bold())
                Text(product.category.noun.capitalized).foregroundStyle(.secondary)
                Text(product.formattedPrice).font(.title3).backport.monospacedDigit()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.blue.opacity(0.12))
            .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            .opacity(showsCard ? 1 : 0)
        }
        .frame(maxWidth: .infinity)
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .rotation3DEffect(.degrees(showsCard ? 180 : 0), axis: (x: 0, y: 1, z: 0))
        .animation(.bouncy(duration: 0.3)) { $0.scaleEffect(showsCard ? 0.9 : 1) }
        .overlay(alignment: .topTrailing) {
            Text("Card").font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 4)
                .background(Color.blue, in: Capsule()).foregroundStyle(.white)
                .padding(10)
                .opacity(showsCard ? 1 : 0)
                .transaction { $0.animation = nil }
                .accessibilityHidden(!showsCard)
        }
        .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { showsCard.toggle() } }
        .accessibilityIdentifier("detail-art")
    }
}

#Preview("Headphones") {
    NavigationStack {
        ProductDetail(product: Product(index: 1))
    }
    .environment(ProductCatalog.preview())
    .environment(CatalogRouter())
}
