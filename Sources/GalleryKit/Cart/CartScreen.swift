import SwiftUI

/// A line of the cart: a product and how many of it.
struct CartLine: Identifiable, Hashable {
    let product: Product
    var quantity: Int
    var id: Product.ID { product.id }

    /// The cart the screen opens with.
    static let sample: [CartLine] = [(3, 2), (7, 1), (12, 3), (18, 1), (21, 4), (30, 1)].map {
        CartLine(product: Product(index: $0.0), quantity: $0.1)
    }
}

/// The cart screen: a list people edit as they would in a shopping app. Rows are deleted by
/// swiping them toward the leading edge (a full swipe deletes at once) or with the delete
/// control in edit mode, reordered by their handle in edit mode, and saved for later with a
/// leading swipe; each row's badge is its quantity. An empty cart shows a
/// `ContentUnavailableView`.
struct CartScreen: View {
    @State private var lines = CartLine.sample
    @State private var saved: Set<Product.ID> = []
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        NavigationStack {
            Group {
                if lines.isEmpty {
                    ContentUnavailableView(
                        "Your Cart Is Empty", systemImage: "cart",
                        description: Text("Products you add to the cart appear here."))
                } else {
                    cartList
                }
            }
            .galleryScreen("Cart")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton().accessibilityIdentifier("cart-edit") }
            }
        }
    }

    private var cartList: some View {
        List {
            Section {
                ForEach(lines) { line in
                    CartRow(line: line, isSaved: saved.contains(line.id))
                        .badge(line.quantity)
                        .swipeActions(edge: .leading) {
                            Button {
                                toggleSaved(line.id)
                            } label: {
                                Label("Save", systemImage: "bookmark")
                            }
                            .tint(.indigo)
                        }
                }
                .onDelete { lines.remove(atOffsets: $0) }
                .onMove { lines.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                Text("\(lines.count) items")
            } footer: {
                Text("Total \(total)").accessibilityIdentifier("cart-total")
            }
        }
        .accessibilityIdentifier("cart-list")
    }

    private func toggleSaved(_ id: Product.ID) {
        if saved.contains(id) { saved.remove(id) } else { saved.insert(id) }
    }

    /// The cart's total price.
    private var total: String {
        let cents = lines.reduce(0) { $0 + $1.product.priceInCents * $1.quantity }
        return "$\(cents / 100).\(String(format: "%02d", cents % 100))"
    }
}

/// A cart line: the product's picture, name and price.
private struct CartRow: View {
    let line: CartLine
    let isSaved: Bool

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(line.product.category.color)
                .frame(width: 36, height: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(line.product.name).lineLimit(1)
                Text(line.product.formattedPrice).font(.footnote).foregroundStyle(Color.secondary)
            }
            if isSaved {
                Image(systemName: "bookmark.fill").foregroundStyle(Color.indigo)
            }
        }
        .accessibilityIdentifier("cart-row-\(line.id)")
    }
}

#Preview("Cart") {
    CartScreen()
        .environment(GallerySettings())
}
