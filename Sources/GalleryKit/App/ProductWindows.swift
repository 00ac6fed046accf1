import SwiftUI

/// The Open Product window: the first products of the store; choosing one opens its
/// window (or brings it to the front when it is open), and closes the chooser.
struct ProductChooser: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Open a product").font(.headline).padding(.bottom, 4)
            ForEach(0..<5) { index in
                let product = Product(index: index)
                Button {
                    openWindow(value: product.id)
                    dismissWindow()
                } label: {
                    Label(product.name, systemImage: "shippingbox")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .buttonStyle(.borderless)
                .accessibilityIdentifier("choose-product-\(index)")
            }
        }
        .padding(16)
        .frame(width: 260)
    }
}

/// A product's own window (`WindowGroup(for: Int.self)`): its picture, name and price. The
/// picture drags the product to the main window (`onDrag`, its index as plain text, as the
/// cart's suggestion chips carry it): into the cart's rows, or onto a suggestion chip, whose
/// place it takes.
struct ProductWindow: View {
    let productID: Int?

    var body: some View {
        if let productID {
            let product = Product(index: productID)
            HStack(spacing: 16) {
                ProductArt.image(for: product.category)
                    .resizable()
                    .frame(width: 96, height: 96)
                    .clipShape(.rect(cornerRadius: 12))
                    .accessibilityIdentifier("product-window-art")
                    .onDrag { NSItemProvider(object: String(product.id) as NSString) }
                    .help("Drag into the cart")
                VStack(alignment: .leading, spacing: 6) {
                    Text(product.name).font(.title3.bold())
                    Text(product.category.noun).foregroundStyle(.secondary)
                    Text(product.formattedPrice).font(.headline)
                }
            }
            .padding(20)
            .accessibilityIdentifier("product-window-\(productID)")
        } else {
            ContentUnavailableView("No Product", systemImage: "shippingbox")
        }
    }
}

#Preview("A product's window") {
    ProductWindow(productID: 2)
}
