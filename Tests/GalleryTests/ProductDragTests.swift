import Foundation
import SwiftUI
import Testing

@testable import GalleryKit

/// A product's picture dragged from its window (`onDrag`) onto the cart's suggestion chips
/// in another window: the two windows share a `DragSpace`, the product window at screen 0,0
/// (320×240, `GalleryApp`'s default size for it), the chips' window at screen 400,0.
@MainActor
struct ProductDragTests {
    @Test func aProductDraggedFromItsWindowJoinsTheSuggestionChips() async throws {
        let space = DragSpace()
        let product = ViewHost(ProductWindow(productID: 2), size: CGSize(width: 320, height: 240))
        let cart = ViewHost(CartSuggestions().padding(), size: CGSize(width: 400, height: 100))
        product.joinDragSpace(space) { CGRect(x: 0, y: 0, width: 320, height: 240) }
        cart.joinDragSpace(space) { CGRect(x: 400, y: 0, width: 400, height: 100) }
        let art = try #require(product.frame(of: "product-window-art"))
        let chip = try #require(cart.frame(of: "cart-suggestion-5"))
        #expect(cart.frame(of: "cart-suggestion-2") == nil)

        product.press(at: CGPoint(x: art.midX, y: art.midY))
        product.movePointer(to: CGPoint(x: art.midX + 20, y: art.midY))
        product.movePointer(to: CGPoint(x: 400 + chip.midX, y: chip.midY))
        // The chips' window draws the preview: the 96-point picture.
        #expect(cart.isDragging)
        #expect(cart.frames(of: "product-window-art").map(\.size) == [CGSize(width: 96, height: 96)])
        product.release(at: CGPoint(x: 400 + chip.midX, y: chip.midY))
        // The chip delegate loads the product's index from the provider, then inserts it.
        await cart.advance(by: 0.05)
        let inserted = try #require(cart.frame(of: "cart-suggestion-2"))
        let target = try #require(cart.frame(of: "cart-suggestion-5"))
        #expect(inserted.minX < target.minX)
        #expect(cart.frames(of: "product-window-art").isEmpty && !product.isDragging)
    }
}
