import Foundation
import SwiftUI
import Testing

@testable import GalleryKit

/// The catalog as an assistive technology sees it: its add buttons are labelled buttons whose
/// actions do what a tap, a double tap and a long press do.
@MainActor @Suite(.serialized)
struct CatalogAccessibilityTests {
    private func loadedCatalog() async -> (ViewHost<GalleryRoot>, ProductCatalog) {
        let catalog = ProductCatalog(pageSize: 20, latency: .milliseconds(50))
        let host = ViewHost(GalleryRoot(selection: .catalog, catalog: catalog), device: .iPhone15Pro)
        await host.advance(by: 0.2)
        return (host, catalog)
    }

    @Test func addButtonsAreLabelledButtonsWithTheirQuantityAsValue() async throws {
        let (host, catalog) = await loadedCatalog()
        let first = try #require(catalog.products.first)
        let button = try #require(host.accessibilityTree.element(identifier: "add-\(first.id)"))
        #expect(button.role == .button)
        #expect(button.label == "Add \(first.name) to cart")
        #expect(button.value == "0 in cart")
        #expect(button.actionNames == ["default", "Mark as favorite", "Show details"])
        #expect(button.frame == host.frame(of: "add-\(first.id)"))
    }

    /// The details' name carries the product's category (read at once) and the shipping
    /// distance (read when asked) as custom content.
    @Test func theDetailsNameCarriesCustomContent() async throws {
        let (host, catalog) = await loadedCatalog()
        let first = try #require(catalog.products.first)
        let button = try #require(host.accessibilityTree.element(identifier: "add-\(first.id)"))
        #expect(host.performAccessibilityAction(AccessibilityActionKind(named: Text("Show details")), on: button))
        await host.advance(by: 0.5)
        let name = try #require(host.accessibilityTree.first { $0.label == first.name && !$0.customContent.isEmpty })
        #expect(name.customContent.map(\.label) == ["Category", "Ships from"])
        #expect(name.customContent.map(\.value) == [first.category.noun, "4.5 kilometers"], "4.5 km for product 0")
        #expect(name.customContent.map(\.importance) == [.high, .default])
    }

    @Test func pressingAddThroughAccessibilityAddsToTheCart() async throws {
        let (host, catalog) = await loadedCatalog()
        let first = try #require(catalog.products.first)
        let button = try #require(host.accessibilityTree.element(identifier: "add-\(first.id)"))
        #expect(host.performAccessibilityAction(on: button))
        #expect(catalog.cart[first.id] == 1)
        #expect(host.accessibilityTree.element(identifier: "add-\(first.id)")?.value == "1 in cart")
        let favorite = AccessibilityActionKind(named: Text("Mark as favorite"))
        #expect(host.performAccessibilityAction(favorite, on: button))
        #expect(catalog.favorites == [first.id])
    }

    /// The catalog's list has a rotor through the products in the cart, which follows the cart.
    @Test func theInCartRotorListsTheProductsInTheCart() async throws {
        let (host, catalog) = await loadedCatalog()
        #expect(host.accessibilityRotorEntries("In Cart")?.isEmpty == true)
        let products = Array(catalog.products.prefix(3))
        try #require(products.count == 3)
        for product in [products[2], products[0]] {
            let button = try #require(host.accessibilityTree.element(identifier: "add-\(product.id)"))
            #expect(host.performAccessibilityAction(on: button))
        }
        let entries = try #require(host.accessibilityRotorEntries("In Cart"))
        #expect(entries.map(\.label) == [products[0].name, products[2].name], "in the catalog's order")
        let ids: [AnyHashable?] = [AnyHashable(products[0].id), AnyHashable(products[2].id)]
        #expect(entries.map(\.id) == ids)
        let list = try #require(host.accessibilityTree.first { !$0.rotors.isEmpty })
        #expect(list.children.contains { $0.label == products[0].name }, "the list's container holds it")
    }

    @Test func aRowReadsItsPriceWithWhatItIs() async throws {
        let (host, catalog) = await loadedCatalog()
        let first = try #require(catalog.products.first)
        let labels = host.accessibilityTree.allElements.map(\.label)
        #expect(labels.contains("Price: \(first.formattedPrice)"))
        #expect(!labels.contains(first.formattedPrice), "the figure alone is not read")
    }

    @Test func theScreenIsReadFromTheNavigationBarToTheTabBar() async throws {
        let (host, catalog) = await loadedCatalog()
        let elements = host.accessibilityTree.children
        let labels = elements.map(\.label)
        let title = try #require(labels.firstIndex(of: "Catalog"))
        let search = try #require(elements.firstIndex { $0.identifier == "search-field" })
        // The rows are read inside the list's container.
        let firstRow = try #require(elements.firstIndex { $0.children.contains { $0.label == catalog.products[0].name } })
        let frames = try #require(labels.firstIndex(of: "Frames"))
        #expect(title < firstRow && search < firstRow, "the navigation bar comes before the list")
        #expect(firstRow < frames, "the tab bar comes last")
        #expect(elements[frames...].map(\.role) == Array(repeating: .tab, count: elements.count - frames))
        #expect(elements[frames...].filter { $0.traits.contains(.isSelected) }.map(\.label) == ["Catalog"])
    }
}
