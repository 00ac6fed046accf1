import SwiftUI

/// A product of the catalog's simulated store.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: Int
    public let name: String
    /// The price in cents.
    public let priceInCents: Int
    public let category: ProductCategory

    /// The product at `index` of the store: names, prices and categories repeat in patterns,
    /// so the same index always gives the same product.
    public init(index: Int) {
        id = index
        category = ProductCategory.allCases[index % ProductCategory.allCases.count]
        let adjective = Self.adjectives[(index / ProductCategory.allCases.count) % Self.adjectives.count]
        name = "\(adjective) \(category.noun) \(index + 1)"
        priceInCents = 499 + (index * 3_719) % 19_500
    }

    /// The price as the store shows it.
    public var formattedPrice: String {
        "$\(priceInCents / 100).\(String(format: "%02d", priceInCents % 100))"
    }

    private static let adjectives = ["Classic", "Compact", "Deluxe", "Eco", "Fresh", "Urban", "Vintage"]
}

/// The kinds of products, each with its own picture and color.
public enum ProductCategory: String, CaseIterable, Hashable, Sendable {
    case coffee, headphones, plant, sneakers, backpack

    var noun: String {
        switch self {
        case .coffee: "Coffee"
        case .headphones: "Headphones"
        case .plant: "Plant"
        case .sneakers: "Sneakers"
        case .backpack: "Backpack"
        }
    }

    var color: Color {
        switch self {
        case .coffee: .brown
        case .headphones: .indigo
        case .plant: .green
        case .sneakers: .orange
        case .backpack: .teal
        }
    }
}

#Preview("Categories", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 6) {
        ForEach(0..<ProductCategory.allCases.count, id: \.self) { index in
            let product = Product(index: index)
            Label(product.name, systemImage: "circle.fill")
                .foregroundStyle(product.category.color)
        }
    }
    .padding()
}
