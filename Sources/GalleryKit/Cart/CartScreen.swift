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

/// The cart screen: a list people edit as they would in a shopping app, over a binding to
/// its lines with all edit actions (`ForEach($lines, editActions: .all)`). Rows are deleted by
/// swiping them toward the leading edge (a full swipe deletes at once) or with the delete
/// control in edit mode, reordered by their handle in edit mode, and saved for later with a
/// leading swipe; each row's badge is its quantity. A ring (an `Animatable` shape) sweeps
/// towards free shipping as the total changes. A promo code is entered in an alert with a
/// text field: a code the shop does not know shakes the button (an `Animatable` modifier), a
/// known one pops up as a tag (a keyframe animation); the checkout menu at the bottom lists its first choice closest to its
/// button. An empty cart shows a `ContentUnavailableView`. Pulling the list down (or Ctrl+R in
/// a window) checks the prices again: the spinner shows above the rows until the check is done.
/// Suggested products are dragged into the rows (`onInsert`), and a picture dropped on the
/// gift-photo well shows in it (`dropDestination(for: Image.self)`). A promo code on the
/// clipboard is applied with the Paste button beside the promo button (`PasteButton`), and
/// copying with the list focused puts the cart's lines on the clipboard (`copyable`).
struct CartScreen: View {
    @State private var lines = CartLine.sample
    @State private var saved: Set<Product.ID> = []
    @State private var showsSummary = false
    @State private var explainsShipping = false
    @State private var asksPromoCode = false
    @State private var promoDraft = ""
    @State private var promoCode: String?
    /// How many times the promo button has shaken (three shakes a wrong code).
    @State private var promoShakes: CGFloat = 0
    /// How many times the prices were checked by refreshing the list.
    @State private var priceChecks = 0
    /// The promo codes the shop knows.
    static let promoCodes: Set<String> = ["SPRING"]
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
                ToolbarItem(placement: .topBarTrailing) { shippingButton }
                ToolbarItem(placement: .topBarTrailing) { summaryButton }
            }
            .inspector(isPresented: $showsSummary) {
                CartSummary(lines: lines, total: total)
                    .inspectorColumnWidth(min: 220, ideal: 260, max: 320)
                    .presentationDetents([.medium])
            }
        }
    }

    /// Shows the order summary: an inspector column in a window, a sheet on a phone.
    private var summaryButton: some View {
        Button {
            showsSummary.toggle()
        } label: {
            Image(systemName: "doc.text")
        }
        .help("Order summary")
        .accessibilityIdentifier("cart-summary")
    }

    /// Explains the shipping terms in a popover, kept a popover on a phone too.
    private var shippingButton: some View {
        Button {
            explainsShipping = true
        } label: {
            Image(systemName: "shippingbox")
        }
        .help("Shipping")
        .accessibilityIdentifier("cart-shipping")
        .popover(isPresented: $explainsShipping, arrowEdge: .bottom) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Free shipping").font(.headline)
                Text("On orders over $50, delivered in 2–4 days.").font(.subheadline).foregroundStyle(.secondary)
            }
            .padding()
            .frame(width: 240, alignment: .leading)
            .presentationCompactAdaptation(.popover)
            .accessibilityIdentifier("shipping-popover")
        }
    }

    /// When the holiday prices end: December 24, 2026, 18:00 UTC. The footer counts down to
    /// it live (`Text(_:style: .relative)`), a second at a time.
    static let holidaySaleEnd = Date(timeIntervalSince1970: 1_798_135_200)

    private var cartList: some View {
        List {
            Section("Suggested · drag into your cart") {
                HStack {
                    CartSuggestions()
                    Spacer()
                    GiftPhotoWell()
                }
            }
            Section {
                ForEach($lines, editActions: .all) { $line in
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
                .onInsert(of: [.plainText]) { offset, providers in
                    for provider in providers {
                        CartSuggestions.load(provider) { insert($0, at: offset) }
                    }
                }
            } header: {
                Text("\(lines.count) items")
            } footer: {
                VStack(alignment: .leading, spacing: 2) {
                    FreeShippingProgress(cents: totalCents).padding(.bottom, 4)
                    Text("Total \(total)").accessibilityIdentifier("cart-total")
                    Text("Holiday prices end in \(Self.holidaySaleEnd, style: .relative)")
                        .accessibilityIdentifier("cart-sale-end")
                    if priceChecks > 0 {
                        Text("Prices checked: all up to date").accessibilityIdentifier("cart-prices-checked")
                    }
                }
            }
            .headerProminence(.increased)
            Section {
                HStack {
                    Button(promoCode == nil ? "Add Promo Code" : "Change Promo Code") { asksPromoCode = true }
                        .modifier(Shake(shakes: promoShakes))
                        .accessibilityIdentifier("cart-promo")
                    Spacer()
                    // A code copied from the invitation is pasted in one press.
                    PasteButton(payloadType: String.self) { codes in
                        promoDraft = codes.first?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                        applyPromoCode()
                    }
                    .buttonStyle(.bordered)
                    .accessibilityIdentifier("cart-promo-paste")
                    if let promoCode { PromoTag(code: promoCode) }
                }
            }
        }
        .accessibilityIdentifier("cart-list")
        // Edit › Copy (Ctrl+C) with the list focused copies the cart as text, one line an item.
        .copyable(lines.map { "\($0.quantity) × \($0.product.name)" })
        .refreshable { await checkPrices() }
        .alert("Promo Code", isPresented: $asksPromoCode) {
            TextField("Code", text: $promoDraft).accessibilityIdentifier("promo-field")
            Button("Apply") { applyPromoCode() }
                .keyboardShortcut(.defaultAction)
                .accessibilityIdentifier("promo-apply")
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Enter the code from your invitation.")
        }
        .safeAreaInset(edge: .bottom) { checkoutBar }
    }

    /// The checkout menu, at the bottom of the screen.
    private var checkoutBar: some View {
        Menu {
            Button("Pay with Card", systemImage: "creditcard") {}
            Button("Pay on Delivery", systemImage: "shippingbox") {}
            Section("Not Yet") {
                Button("Save Cart for Later", systemImage: "bookmark") {}
            }
        } label: {
            Text("Check Out · \(total)")
                .font(.headline)
                .frame(maxWidth: .infinity, minHeight: 44)
                .foregroundStyle(Color.white)
                .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 12))
        }
        .menuIndicator(.hidden)
        .accessibilityIdentifier("cart-checkout")
        .padding(.horizontal)
        .padding(.vertical, 8)
    }

    /// Asks the shop for the current prices (a second's round trip in the gallery).
    private func checkPrices() async {
        try? await Task.sleep(for: .seconds(1.2))
        priceChecks += 1
    }

    /// Adds one of `product` at `offset`; a product already in the cart gets one more instead.
    private func insert(_ product: Product, at offset: Int) {
        if let index = lines.firstIndex(where: { $0.id == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.insert(CartLine(product: product, quantity: 1), at: min(max(offset, 0), lines.count))
        }
    }

    private func toggleSaved(_ id: Product.ID) {
        if saved.contains(id) { saved.remove(id) } else { saved.insert(id) }
    }

    /// Takes the code typed if the shop knows it; shakes the promo button otherwise.
    private func applyPromoCode() {
        let code = promoDraft.uppercased()
        guard !code.isEmpty else { return }
        if Self.promoCodes.contains(code) {
            promoCode = code
        } else {
            withAnimation(.linear(duration: 0.45)) { promoShakes += 3 }
        }
    }

    /// The cart's total price in cents.
    private var totalCents: Int {
        lines.reduce(0) { $0 + $1.product.priceInCents * $1.quantity }
    }

    /// The cart's total price.
    private var total: String {
        "$\(totalCents / 100).\(String(format: "%02d", totalCents % 100))"
    }
}

/// A cart line: the product's picture, name and price.
private struct CartRow: View {
    let line: CartLine
    let isSaved: Bool

    var body: some View {
        HStack(spacing: 12) {
            // A line saved for later is grayed out, as shopping apps show it.
            RoundedRectangle(cornerRadius: 8).fill(line.product.category.color)
                .frame(width: 36, height: 36)
                .grayscale(isSaved ? 1 : 0)
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

/// The cart's order summary, shown in an inspector: a plain list of the lines, then the
/// totals, each section set apart by its separators (the totals' line above them in the
/// accent color).
private struct CartSummary: View {
    let lines: [CartLine]
    let total: String

    var body: some View {
        List {
            Section("Order Summary") {
                ForEach(lines) { line in
                    row(line.product.name, "× \(line.quantity)").foregroundStyle(.secondary)
                }
            }
            Section {
                row("Items", "\(lines.reduce(0) { $0 + $1.quantity })")
                row("Shipping", "Free")
                row("Total", total).font(.headline)
            }
            .listSectionSeparator(.visible, edges: .top)
            .listSectionSeparatorTint(.accentColor, edges: .top)
        }
        .listStyle(.plain)
        .accessibilityIdentifier("cart-summary-panel")
    }

    private func row(_ title: String, _ value: String) -> some View {
        HStack {
            Text(title)
            Spacer()
            Text(value)
        }
    }
}
