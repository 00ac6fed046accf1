import SwiftUI

/// An aisle of the store: a kind of product, starred by the shopper or not.
struct Aisle: Identifiable, Hashable {
    let category: ProductCategory
    var isStarred = false
    var id: ProductCategory { category }

    var name: String { category.noun }

    /// The first products of the aisle.
    var products: [Product] {
        (0..<6).map { Product(index: ProductCategory.allCases.firstIndex(of: category)! + $0 * ProductCategory.allCases.count) }
    }

    /// Whether the aisle or one of its products matches a search.
    func matches(_ query: String) -> Bool {
        query.isEmpty || name.localizedCaseInsensitiveContains(query)
            || products.contains { $0.name.localizedCaseInsensitiveContains(query) }
    }

    static let all = ProductCategory.allCases.map { Aisle(category: $0, isStarred: $0 == .coffee) }
}

/// The aisles screen: a split view whose sidebar lists the store's aisles, searchable from
/// the sidebar (`searchable(text:placement: .sidebar)`), as a desktop shop or mail app lays
/// it out: on a desktop the field heads the sidebar column, on an iPad it is the sidebar's
/// drawer, on a phone (one column) the navigation bar's. The sidebar's rows edit the aisles
/// in place through a binding to each (`List($aisles, selection:)`): the star marks an aisle.
/// While searching, the sidebar lists the aisles whose name or products match, and the
/// detail shows the matching products of the selected aisle.
struct AislesScreen: View {
    @State private var aisles = Aisle.all
    @State private var selection: Aisle.ID? = .coffee
    @State private var query = ""
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            sidebar
                .navigationTitle("Aisles")
                .searchable(text: $query, placement: .sidebar, prompt: "Find products")
        } detail: {
            detail
        }
    }

    @ViewBuilder private var sidebar: some View {
        if query.isEmpty {
            List($aisles, selection: $selection) { $aisle in
                AisleRow(aisle: $aisle)
            }
            .accessibilityIdentifier("aisles-sidebar")
        } else {
            List($aisles.filter { $0.wrappedValue.matches(query) }, selection: $selection) { aisle in
                AisleRow(aisle: aisle)
            }
            .accessibilityIdentifier("aisles-sidebar")
        }
    }

    @ViewBuilder private var detail: some View {
        if let aisle = aisles.first(where: { $0.id == selection }) {
            let shown = aisle.products.filter { query.isEmpty || $0.name.localizedCaseInsensitiveContains(query) }
            List(shown) { product in
                HStack {
                    Text(product.name)
                    Spacer()
                    Text(product.formattedPrice).foregroundStyle(.secondary)
                }
            }
            .overlay {
                if shown.isEmpty { ContentUnavailableView.search(text: query) }
            }
            .navigationTitle(aisle.name)
        } else {
            ContentUnavailableView("No Aisle Selected", systemImage: "cart", description: Text("Choose an aisle in the sidebar."))
        }
    }
}

/// A sidebar row: the aisle's name in its colour and a star that marks it, through the row's
/// binding to its aisle.
private struct AisleRow: View {
    @Binding var aisle: Aisle

    var body: some View {
        HStack {
            Label(aisle.name, systemImage: "circle.fill")
                .foregroundStyle(aisle.category.color)
            Spacer()
            Button {
                aisle.isStarred.toggle()
            } label: {
                Image(systemName: aisle.isStarred ? "star.fill" : "star")
            }
            .buttonStyle(.borderless)
            .accessibilityIdentifier("aisle-star-\(aisle.category.rawValue)")
        }
        .accessibilityIdentifier("aisle-\(aisle.category.rawValue)")
    }
}

#Preview("Aisles") {
    AislesScreen()
}
