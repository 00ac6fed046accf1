import Foundation
import PortableUICore
import Testing

@_spi(Benchmarks) @testable import PortableUICairo

/// `ImageRenderer` draws presentations settled: a presented sheet or alert is drawn where
/// it rests, not at the start of its transition (the renderer has no clock to run it).
@MainActor
struct PresentationRenderingTests {
    private func bitmap<V: View>(_ view: V) throws -> CairoBitmap {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 200, height: 300)
        let png = try #require(renderer.pngData())
        return try #require(CairoBitmap(pngData: png))
    }

    @Test func aPresentedSheetIsDrawnAtItsDetent() throws {
        // A phone idiom (the renderer's default): the large detent starts 10 below the top.
        let image = try bitmap(Color.blue.sheet(isPresented: .constant(true)) { Color.red })
        #expect(image.rgba(x: 100, y: 200) == (255, 59, 48, 255), "the sheet")
        let above = image.rgba(x: 100, y: 4)
        #expect(above.0 < 80 && above.1 < 80, "the receded, dimmed content above it")
    }

    @Test func aPresentedAlertIsDrawnOpaque() throws {
        let image = try bitmap(Color.white.alert("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} })
        // Beside the title, the card's own opaque background (white at 96 %, 245): not the
        // white content (255), nor the content dimmed by 20 % (204), nor a card fading in.
        let card = image.rgba(x: 6, y: 150)
        #expect(abs(Int(card.0) - 245) <= 3 && card.3 == 255)
    }

    @Test func aBackgroundViewIsDrawnBehindTheSheet() throws {
        let image = try bitmap(
            Color.blue.sheet(isPresented: .constant(true)) {
                Text("Hi").presentationBackground(alignment: .bottom) { Color.red.frame(height: 100) }
            })
        #expect(image.rgba(x: 100, y: 260) == (255, 59, 48, 255), "the red band at the sheet's bottom")
        let above = image.rgba(x: 100, y: 60)
        #expect(above != (255, 59, 48, 255) && above != (255, 255, 255, 255), "no system background above the band")
    }

    /// The width of an iOS alert's "Cancel" label: semibold unless another action is the
    /// default (UIAlertController.preferredAction: "If the alert also contains a cancel
    /// button, the preferred action receives the highlighting instead of the cancel button").
    private func cancelWidth(withDefault: Bool) throws -> CGFloat {
        let screen = Color.white.alert("Save?", isPresented: .constant(true)) {
            if withDefault {
                Button("Save") {}.keyboardShortcut(.defaultAction)
            } else {
                Button("Save") {}
            }
            Button(role: .cancel) {} label: { Text("Cancel").accessibilityIdentifier("cancel") }
        }
        let host = ViewHost(screen.environment(\.textEngine, PangoTextEngineTests.engine), device: .iPhone15Pro)
        return try #require(host.frame(of: "cancel")).width
    }

    @Test func aDefaultActionTakesTheEmphasisFromTheCancelAction() throws {
        let regular = try cancelWidth(withDefault: true)
        let semibold = try cancelWidth(withDefault: false)
        #expect(regular < semibold)
    }
}
