import Observation
import SwiftUI

/// Moves between the catalog's screens (the article's UIKit router): the screen asks it to open
/// a product's details or to go back, and the navigation stack follows its path.
@MainActor @Observable
final class CatalogRouter {
    /// The products whose details are pushed, bottom first.
    var path: [Product] = []

    /// Pushes a product's details.
    func openDetail(of product: Product) {
        path.append(product)
    }

    /// Goes back one screen.
    func exit() {
        if !path.isEmpty { path.removeLast() }
    }
}

/// The analog of the article's hosting controller: owns the screen's router, hands it and the
/// shared model to the SwiftUI screen.
struct CatalogHost: View {
    let catalog: ProductCatalog
    @State private var router = CatalogRouter()

    var body: some View {
        CatalogScreen()
            .environment(catalog)
            .environment(router)
    }
}

#Preview("Catalog") {
    CatalogHost(catalog: .preview())
        .environment(GallerySettings())
}
