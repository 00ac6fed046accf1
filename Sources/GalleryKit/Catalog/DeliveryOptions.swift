import SwiftUI

/// The delivery choices on a product's page: a card that opens with a tap to list the options.
/// The card is a geometry group (`geometryGroup()`): while it grows, its content is laid out
/// at each in-between size of the card and clipped to it, so the options are uncovered by the
/// growing card instead of showing at once at their final places below it.
struct DeliveryOptions: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var isOpen = false
    @State private var choice = "Standard"

    /// A way to get the product, and when and for how much.
    private struct Option {
        let name: String
        let detail: String
    }

    private static let options = [
        Option(name: "Standard", detail: "3–5 days, free"), Option(name: "Express", detail: "Tomorrow, $9.99"),
        Option(name: "Pick up at the store", detail: "Today, free"),
    ]

    var body: some View {
        let palette = Palette.of(colorScheme)
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Label("Delivery: \(choice)", systemImage: "shippingbox")
                Spacer()
                Image(systemName: "chevron.down").rotationEffect(.degrees(isOpen ? 180 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.smooth(duration: 0.5)) { isOpen.toggle() } }
            .accessibilityIdentifier("detail-delivery")
            if isOpen {
                ForEach(Self.options, id: \.name) { option in
                    Button {
                        withAnimation(.smooth(duration: 0.5)) {
                            choice = option.name
                            isOpen = false
                        }
                    } label: {
                        HStack {
                            Image(systemName: option.name == choice ? "checkmark.circle.fill" : "circle")
                            VStack(alignment: .leading) {
                                Text(option.name)
                                Text(option.detail).font(.footnote).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .buttonStyle(.plain)
                    .transition(.opacity)
                }
            }
        }
        .padding(12)
        // Laid out at the card's in-between heights, the options hang from its top and the
        // clip cuts those still below its growing bottom edge. (The minimum height lets the
        // frame take a height below its content's: without one a flexible frame is at least
        // as high as what it holds, and the card would show at its full height at once.)
        .frame(maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .topLeading)
        .background(palette.card, in: RoundedRectangle(cornerRadius: 14))
        .clipShape(RoundedRectangle(cornerRadius: 14))
        .geometryGroup()
    }
}

#Preview("Delivery options", traits: .sizeThatFitsLayout) {
    DeliveryOptions().padding()
}
