import SwiftUI
import UniformTypeIdentifiers

/// Products the shop suggests above the cart: each chip is dragged into the cart's rows,
/// where the cart's `onInsert(of:perform:)` adds it at the place it was dropped. The chips
/// carry the product's index as plain text, as a product link would travel between apps.
/// Dropped on another chip, a chip takes its place: each chip's drop delegate
/// (``ChipReorderDelegate``) outlines it while a chip is over it and moves the dragged one
/// there. A product dragged from its own window (``ProductWindow``) joins the chips there.
struct CartSuggestions: View {
    static let products = [5, 16, 22].map(Product.init(index:))

    @State private var products = Self.products
    @State private var targeted: Product.ID?

    var body: some View {
        HStack(spacing: 8) {
            ForEach(products) { product in
                Text(product.category.noun)
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(product.category.color.opacity(0.25), in: Capsule())
                    .overlay {
                        Capsule().strokeBorder(Color.accentColor, lineWidth: 2).opacity(targeted == product.id ? 1 : 0)
                    }
                    .draggable(String(product.id))
                    .onDrop(
                        of: [.plainText],
                        delegate: ChipReorderDelegate(target: product, products: $products, targeted: $targeted))
                    .accessibilityIdentifier("cart-suggestion-\(product.id)")
            }
        }
    }

    /// The product a dropped item provider names, loaded from its plain text; `insert` runs
    /// on the main actor once it is.
    static func load(_ provider: NSItemProvider, then insert: @escaping @MainActor (Product) -> Void) {
        _ = provider.loadDataRepresentation(for: .plainText) { data, _ in
            guard let data, let index = Int(String(decoding: data, as: UTF8.self)), index >= 0 else { return }
            Task { @MainActor in insert(Product(index: index)) }
        }
    }
}

/// Reorders the suggestion chips: a chip dropped on another one moves to its place; another
/// product (from its window) is inserted there.
struct ChipReorderDelegate: DropDelegate {
    let target: Product
    @Binding var products: [Product]
    @Binding var targeted: Product.ID?

    /// Only chips are reordered: a product's index as plain text.
    func validateDrop(info: DropInfo) -> Bool {
        info.hasItemsConforming(to: [.plainText])
    }

    func dropEntered(info: DropInfo) {
        targeted = target.id
    }

    /// A chip is moved, not copied.
    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    func dropExited(info: DropInfo) {
        if targeted == target.id { targeted = nil }
    }

    func performDrop(info: DropInfo) -> Bool {
        guard let provider = info.itemProviders(for: [.plainText]).first else { return false }
        let target = target
        let products = $products
        CartSuggestions.load(provider) { dragged in
            guard let to = products.wrappedValue.firstIndex(of: target) else { return }
            guard let from = products.wrappedValue.firstIndex(of: dragged) else {
                products.wrappedValue.insert(dragged, at: to)
                return
            }
            guard from != to else { return }
            products.wrappedValue.move(fromOffsets: [from], toOffset: to > from ? to + 1 : to)
        }
        return true
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
