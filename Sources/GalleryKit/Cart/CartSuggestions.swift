import SwiftUI
import UniformTypeIdentifiers

/// Products the shop suggests above the cart: each chip is dragged into the cart's rows,
/// where the cart's `onInsert(of:perform:)` adds it at the place it was dropped. The chips
/// carry the product's index as plain text, as a product link would travel between apps.
struct CartSuggestions: View {
    static let products = [5, 16, 22].map(Product.init(index:))

    var body: some View {
        HStack(spacing: 8) {
            ForEach(Self.products) { product in
                Text(product.category.noun)
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(product.category.color.opacity(0.25), in: Capsule())
                    .draggable(String(product.id))
                    .accessibilityIdentifier("cart-suggestion-\(product.id)")
            }
        }
    }

    /// The product a dropped item provider names, loaded from its plain text; `insert` runs
    /// on the main actor once it is.
    static func load(_ provider: NSItemProvider, then insert: @escaping @MainActor (Product) -> Void) {
        provider.loadDataRepresentation(for: .plainText) { data, _ in
            guard let data, let index = Int(String(decoding: data, as: UTF8.self)), index >= 0 else { return }
            Task { @MainActor in insert(Product(index: index)) }
        }
    }
}

/// A well that takes a picture for the gift card: an image dropped on it (from the desktop,
/// or dragged within the app) shows in it; it is outlined in the accent color while a drag
/// it accepts is over it.
struct GiftPhotoWell: View {
    @State private var photo: Image?
    @State private var isTargeted = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.secondary.opacity(0.12))
            if let photo {
                photo.resizable().scaledToFill().frame(width: 56, height: 56).clipShape(RoundedRectangle(cornerRadius: 8))
            } else {
                Image(systemName: "photo").foregroundStyle(.secondary)
            }
            RoundedRectangle(cornerRadius: 8)
                .stroke(isTargeted ? Color.accentColor : Color.secondary.opacity(0.4), lineWidth: isTargeted ? 3 : 1)
        }
        .frame(width: 56, height: 56)
        .dropDestination(for: Image.self) { images, _ in
            photo = images.first
            return images.first != nil
        } isTargeted: { isTargeted = $0 }
        .help("Drop a picture for the gift card")
        .accessibilityIdentifier("gift-photo")
    }
}

#Preview("Cart suggestions", traits: .sizeThatFitsLayout) {
    HStack {
        CartSuggestions()
        GiftPhotoWell()
    }
    .padding()
}
