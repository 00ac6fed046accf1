import SwiftUI

/// The catalog's products as a table, as a desktop store's back office shows them: sortable
/// by name, category and price (a header click), with a selection of several rows.
struct ProductTable: View {
    let products: [Product]
    @State private var sortOrder = [KeyPathComparator(\Product.name)]
    @State private var selection: Set<Product.ID> = []

    var body: some View {
        Table(products.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Category", value: \.category.rawValue) { product in
                Text(product.category.rawValue.capitalized).foregroundStyle(.secondary)
            }
            .width(min: 120, max: 200)
            TableColumn("Price", value: \.priceInCents) { product in
                Text(product.formattedPrice).monospacedDigit()
            }
            .width(90)
        }
        .accessibilityIdentifier("catalog-table")
    }
}

#Preview("Product table") {
    ProductTable(products: (0..<30).map(Product.init(index:)))
}
