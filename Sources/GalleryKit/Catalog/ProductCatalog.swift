import Foundation
import Observation
import SwiftUI

/// The catalog's model: products loaded page by page from a simulated store with latency,
/// the cart and favorites, and the rows that appeared on screen.
@MainActor @Observable
public final class ProductCatalog {
    /// The products loaded so far, in order.
    public private(set) var products: [Product] = []
    /// Whether a page is being loaded.
    public private(set) var isLoading = false
    /// The pages loaded so far.
    public private(set) var pagesLoaded = 0
    /// Each product's quantity in the cart.
    public private(set) var cart: [Product.ID: Int] = [:]
    /// The products marked as favorites (by a double tap).
    public private(set) var favorites: Set<Product.ID> = []
    /// How many times a product row appeared on screen (analytics; not observed by views).
    @ObservationIgnored public private(set) var rowAppearances = 0
    /// The products whose rows appeared at least once.
    @ObservationIgnored public private(set) var appearedProducts: Set<Product.ID> = []

    /// Products per page.
    public let pageSize: Int
    /// Products in the store.
    public let totalCount: Int
    /// How long the store takes to answer a page request.
    public let latency: Duration

    public init(pageSize: Int = 40, totalCount: Int = 10_000, latency: Duration = .milliseconds(300)) {
        self.pageSize = max(pageSize, 1)
        self.totalCount = max(totalCount, 0)
        self.latency = latency
    }

    /// Whether the store has products not loaded yet.
    public var hasMore: Bool { products.count < totalCount }

    /// Loads the next page after the store's latency; does nothing while a page is loading or
    /// when everything is loaded.
    public func loadNextPage() async {
        guard !isLoading, hasMore else { return }
        isLoading = true
        try? await Task.sleep(for: latency)
        appendPages(1)
        isLoading = false
    }

    /// Loads `count` pages at once, without latency (benchmarks and previews).
    public func preload(pages count: Int) {
        appendPages(count)
    }

    private func appendPages(_ count: Int) {
        let end = min(products.count + pageSize * count, totalCount)
        products.append(contentsOf: (products.count..<end).map(Product.init(index:)))
        pagesLoaded += count
    }

    /// Records that a product's row appeared on screen.
    func rowAppeared(_ id: Product.ID) {
        rowAppearances += 1
        appearedProducts.insert(id)
    }

    /// Adds `quantity` of a product to the cart.
    public func addToCart(_ id: Product.ID, quantity: Int = 1) {
        cart[id, default: 0] += quantity
    }

    /// Marks a product as a favorite, or unmarks it.
    /// Takes a product out of the cart.
    public func removeFromCart(_ id: Product.ID) {
        cart[id] = nil
    }

    public func toggleFavorite(_ id: Product.ID) {
        if favorites.remove(id) == nil { favorites.insert(id) }
    }
}

extension ProductCatalog {
    /// A catalog with `pages` pages loaded, for previews.
    static func preview(pages: Int = 1) -> ProductCatalog {
        let catalog = ProductCatalog()
        catalog.preload(pages: pages)
        return catalog
    }
}

#Preview("First page", traits: .sizeThatFitsLayout) {
    let catalog = ProductCatalog.preview()
    return VStack(alignment: .leading) {
        Text("\(catalog.products.count) of \(catalog.totalCount) products loaded").font(.headline)
        ForEach(catalog.products.prefix(3)) { Text($0.name) }
    }
    .padding()
}
