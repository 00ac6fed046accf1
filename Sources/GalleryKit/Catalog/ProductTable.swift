import SwiftUI

/// The catalog's products as a table, as a desktop store's back office shows them: sortable
/// by name, category and price (a header click), with a selection of several rows. The
/// header's context menu shows and hides the columns (the SKU is hidden at first, the name
/// always shown); dragging a header moves its column and dragging a header's edge resizes it;
/// the window's scene storage remembers all of it.
struct ProductTable: View {
    let products: [Product]
    @State private var sortOrder = [KeyPathComparator(\Product.name)]
    @State private var selection: Set<Product.ID> = []
    @SceneStorage("ProductTableColumns") private var columns: TableColumnCustomization<Product>

    var body: some View {
        Table(products.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder, columnCustomization: $columns) {
            TableColumn("Name", value: \.name)
                .customizationID("name")
                .disabledCustomizationBehavior(.visibility)
            TableColumn("SKU") { product in
                Text("SKU-\(10_000 + product.id)").monospacedDigit().foregroundStyle(.secondary).lineLimit(1)
            }
            .width(110)
            .customizationID("sku")
            .defaultVisibility(.hidden)
            TableColumn("Category", value: \.category.rawValue) { product in
                Text(product.category.rawValue.capitalized).foregroundStyle(.secondary)
            }
            .width(min: 120, max: 200)
            .customizationID("category")
            TableColumn("Price", value: \.priceInCents) { product in
                Text(product.formattedPrice).monospacedDigit()
            }
            .width(90)
            .customizationID("price")
        }
        .accessibilityIdentifier("catalog-table")
    }
}

#Preview("Product table") {
    ProductTable(products: (0..<30).map(Product.init(index:)))
}
