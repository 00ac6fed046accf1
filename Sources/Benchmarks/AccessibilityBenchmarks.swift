import Foundation
import GalleryKit
import PortableUI

// Issue 26's figure: what building the accessibility tree costs after an update, against the
// update and layout it follows (goal: at most 10 %). A window exporting its tree over AT-SPI
// builds it after every update that changed something, to tell assistive technologies what
// changed. Times are the thread's CPU time, as the state section's.

/// Prints the accessibility table: the catalog with 100 products on a phone, after two kinds
/// of update: a product added to the cart (one row's button changes) and a scroll of 50
/// points (rows move, some appear).
@MainActor
func runAccessibilityBenchmarks() {
    let bench = AccessibilityBench()
    let elements = bench.host.accessibilityTree.allElements.count
    let cart = measureUpdate(bench.host, bench.addToCart)
    let scroll = measureUpdate(bench.host, bench.scroll)
    print("")
    print("Accessibility (the catalog on iPhone 15 Pro, \(elements) elements)")
    print("| update | update + layout | accessibility tree | tree / layout |")
    print("|---|---|---|---|")
    for (label, cost) in [("a product added to the cart", cart), ("a scroll of 50 points", scroll)] {
        let ratio = String(format: "%.1f%%", Double(cost.tree) / Double(max(cost.layout, 1)) * 100)
        print("| \(label) | \(formatMicroseconds(cost.layout)) | \(formatMicroseconds(cost.tree)) | \(ratio) (goal ≤ 10%) |")
    }
}

/// The catalog the accessibility section measures, and its two updates.
@MainActor
final class AccessibilityBench {
    let catalog = ProductCatalog(pageSize: 100, totalCount: 1_100)
    let host: ViewHost<GalleryRoot>
    private let products: [Product.ID]
    private var turn = 0
    private var direction: CGFloat = 50

    init() {
        catalog.preload(pages: 1)
        host = ViewHost(GalleryRoot(selection: .catalog, catalog: catalog), device: .iPhone15Pro)
        host.layoutIfNeeded()
        products = catalog.products.prefix(5).map(\.id)
    }

    /// Adds one of the first five products to the cart.
    func addToCart() {
        turn += 1
        catalog.addToCart(products[turn % products.count])
    }

    /// Scrolls the list by 50 points, down and up in turn.
    func scroll() {
        direction = -direction
        host.scroll(by: CGPoint(x: 0, y: direction), in: "catalog-scroll")
    }
}

/// `Benchmarks --profile-accessibility cart|scroll COUNT`: COUNT updates of one kind, each
/// followed by its layout and the accessibility tree, for a profiler (callgrind:
/// `--toggle-collect='*buildAccessibilityTree*'` counts the tree alone).
@MainActor
func profileAccessibility(_ kind: String, _ count: Int) throws {
    let bench = AccessibilityBench()
    _ = bench.host.accessibilityTree
    guard kind == "cart" || kind == "scroll" else { throw BenchmarkError("unknown update \(kind): cart or scroll") }
    for _ in 0..<count {
        if kind == "cart" { bench.addToCart() } else { bench.scroll() }
        bench.host.layoutIfNeeded()
        _ = bench.host.accessibilityTree
    }
}

/// The median CPU time of `change` with the layout after it, and of the accessibility tree
/// built after that layout.
@MainActor
private func measureUpdate(_ host: ViewHost<GalleryRoot>, _ change: () -> Void) -> (layout: UInt64, tree: UInt64) {
    var layouts: [UInt64] = []
    var trees: [UInt64] = []
    for _ in 0..<200 {
        let start = Clock.cpuNow()
        change()
        host.layoutIfNeeded()
        let laidOut = Clock.cpuNow()
        _ = host.accessibilityTree
        let built = Clock.cpuNow()
        layouts.append(laidOut - start)
        trees.append(built - laidOut)
    }
    return (layouts.sorted()[layouts.count / 2], trees.sorted()[trees.count / 2])
}
