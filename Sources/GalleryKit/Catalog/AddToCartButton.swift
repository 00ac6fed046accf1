import SwiftUI

/// The "Add to cart" button of article 4: a plain `Button` with ``ScrollViewGestureButtonStyle``,
/// so a drag that starts on it scrolls the catalog. A tap adds one, a double tap marks the
/// product as a favorite, a long press opens its details; the label shrinks while pressed.
struct AddToCartButton: View {
    @Environment(ProductCatalog.self) private var catalog
    @Environment(CatalogRouter.self) private var router
    @State private var isPressed = false
    let product: Product
    /// Whether to show only the count and the symbol.
    let compact: Bool

    var body: some View {
        Button {
            catalog.addToCart(product.id)
        } label: {
            label.scaleEffect(isPressed ? 0.96 : 1.0)
        }
        .buttonStyle(
            ScrollViewGestureButtonStyle(
                pressAction: { isPressed = true },
                doubleTapAction: { catalog.toggleFavorite(product.id) },
                longPressAction: { router.openDetail(of: product) },
                endAction: { isPressed = false }))
        // Tab reaches the button; its focus ring follows the capsule it draws.
        .contentShape(.focusEffect, Capsule())
        .accessibilityIdentifier("add-\(product.id)")
        // Double taps and long presses are out of reach of assistive technologies: they get
        // the same commands as named actions.
        .accessibilityLabel("Add \(product.name) to cart")
        .accessibilityValue("\(catalog.cart[product.id] ?? 0) in cart")
        .accessibilityAction(named: "Mark as favorite") { catalog.toggleFavorite(product.id) }
        .accessibilityAction(named: "Show details") { router.openDetail(of: product) }
    }

    private var label: some View {
        let quantity = catalog.cart[product.id] ?? 0
        return HStack(spacing: 4) {
            Image(systemName: "cart.badge.plus")
            Text(quantity > 0 ? "\(quantity)" : (compact ? "Add" : "Add to cart"))
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(Color.white)
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .frame(maxWidth: compact ? nil : .infinity)
        .backport.background(isPressed ? Color.blue.opacity(0.7) : Color.blue, in: Capsule())
    }
}

#Preview("Compact and wide", traits: .sizeThatFitsLayout) {
    let catalog = ProductCatalog.preview()
    catalog.addToCart(3, quantity: 2)
    return VStack {
        AddToCartButton(product: Product(index: 1), compact: true)
        AddToCartButton(product: Product(index: 3), compact: true)
        AddToCartButton(product: Product(index: 4), compact: false)
    }
    .padding()
    .frame(width: 260)
    .environment(catalog)
    .environment(CatalogRouter())
}
