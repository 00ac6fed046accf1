import Foundation
import Testing
@testable import PortableUICore

/// `presentationBackground(alignment:content:)` (Apple: "Sets the presentation background of
/// the enclosing sheet to a custom view"; `alignment` positions "the implicit ZStack that
/// groups the background views"): the view fills the presented panel, behind the content,
/// aligned as asked.
@MainActor
struct PresentationBackgroundTests {
    private struct Screen: View {
        let alignment: Alignment
        @State var shown = true
        var body: some View {
            Color.clear
                .sheet(isPresented: $shown) {
                    Text("Details")
                        .presentationDetents([.medium])
                        .presentationBackground(alignment: alignment) {
                            Color.orange.frame(height: 40).accessibilityIdentifier("band")
                        }
                }
        }
    }

    // Each row: the alignment and where the 40-point band sits in the sheet (its minY from
    // the sheet's top, as a function of the sheet's height).
    static let alignmentCases: [(Alignment, @Sendable (CGFloat) -> CGFloat)] = [
        (.top, { _ in 0 }),
        (.center, { ($0 - 40) / 2 }),
        (.bottom, { $0 - 40 }),
    ]

    @Test(arguments: [DeviceProfile.iPhone15Pro, .macWindow], [0, 1, 2])
    func theViewFillsThePanelAtItsAlignment(device: DeviceProfile, row: Int) throws {
        let (alignment, expectedTop) = Self.alignmentCases[row]
        let host = ViewHost(Screen(alignment: alignment), device: device)
        let sheet = try #require(host.frame(of: "presentation.sheet"))
        let band = try #require(host.frame(of: "band"))
        #expect(band.width == sheet.width)
        #expect(abs(band.minY - (sheet.minY + expectedTop(sheet.height))) <= 0.5)
    }

    @Test func aChangedViewIsShown() throws {
        let host = ViewHost(WarmScreen(), device: .macWindow)
        let before = try #require(host.frame(of: "band"))
        #expect(host.tap(on: "inside"))
        #expect(host.frame(of: "band") == nil)
        #expect(host.frame(of: "band.warm") == before)
    }

    /// A sheet whose own button changes its background view.
    private struct WarmScreen: View {
        @State var shown = true
        var body: some View { Color.clear.sheet(isPresented: $shown) { WarmSheet() } }
    }

    private struct WarmSheet: View {
        @State var warm = false
        var body: some View {
            Button("Warm") { warm = true }
                .accessibilityIdentifier("inside")
                .presentationBackground {
                    Color.orange.accessibilityIdentifier(warm ? "band.warm" : "band")
                }
        }
    }

    @Test func outsideAPresentationItDoesNothing() throws {
        let host = ViewHost(
            Text("Plain").accessibilityIdentifier("plain").presentationBackground { Color.red.accessibilityIdentifier("red") },
            device: .macWindow)
        #expect(host.frame(of: "plain") != nil)
        #expect(host.frame(of: "red") == nil)
    }
}
