import SwiftUI

/// A product's picture, name and price over the catalog's tiles, opened from a tile: the
/// picture flies from the tile into the card and back (`matchedGeometryEffect`), while the
/// dimming behind it fades in and out with a quicker animation of its own (`transaction(_:)`).
struct ProductQuickLook: View {
    /// What a tile needs to open the quick look: the namespace of the flying pictures, the
    /// product shown and the way to show another.
    struct Hero {
        let namespace: Namespace.ID
        let shown: Product?
        let show: (Product?) -> Void

        func isOpen(_ product: Product) -> Bool { shown?.id == product.id }

        func open(_ product: Product) {
            withAnimation(.spring(duration: 0.45)) { show(product) }
        }

        func close() {
            withAnimation(.spring(duration: 0.45)) { show(nil) }
        }
    }

    @Environment(\.colorScheme) private var colorScheme
    let product: Product
    let hero: Hero

    var body: some View {
        let palette = Palette.of(colorScheme)
        ZStack {
            Color.black.opacity(0.35).ignoresSafeArea()
                .onTapGesture { hero.close() }
                .transition(.opacity)
                // The dimming settles quickly, while the picture is still flying on its spring.
                .transaction { $0.animation = $0.animation.map { _ in .easeOut(duration: 0.2) } }
            VStack(alignment: .leading, spacing: 8) {
                // The picture is laid out at each size it flies through: it fills its frame
                // whatever the frame's size, and the fixed frame is outside the effect.
                ProductArt.image(for: product.category).resizable().scaledToFill()
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                    .accessibilityIdentifier("quick-look-picture")
                    .matchedGeometryEffect(id: product.id, in: hero.namespace)
                    .frame(width: 260, height: 260)
                Text(product.name).font(.title3.bold())
                Text(product.formattedPrice).foregroundStyle(palette.secondaryText).backport.monospacedDigit()
                Button("Close") { hero.close() }.buttonStyle(.bordered).accessibilityIdentifier("quick-look-close")
            }
            .padding(16)
            .background(palette.card, in: RoundedRectangle(cornerRadius: 22))
            .transition(.opacity)
        }
        .accessibilityIdentifier("quick-look")
    }
}

#Preview("Quick look", traits: .fixedLayout(width: 393, height: 500)) {
    @Previewable @Namespace var namespace
    ProductQuickLook(product: Product(index: 1), hero: .init(namespace: namespace, shown: nil, show: { _ in }))
}
