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

    // MARK: Dark appearance

    /// The system colors of a dark presentation: an alert card and a phone menu on
    /// `secondarySystemBackground`'s elevated dark level, #2C2C2E (unverified for the
    /// material they approximate), a desktop alert on `NSColor.windowBackgroundColor`'s dark
    /// #323232 (unverified), a sheet on `systemBackground`'s elevated dark level, #1C1C1E
    /// (Apple's "Dark Mode" HIG page: elevated backgrounds are lighter).
    struct DarkCase: CustomTestStringConvertible, Sendable {
        let name: String
        let device: DeviceProfile
        let presentation: DarkPresentation
        let expected: (Int, Int, Int)
        var testDescription: String { name }
    }

    enum DarkPresentation: Sendable { case alert, menu, sheet }

    nonisolated static let darkCases: [DarkCase] = [
        DarkCase(name: "phone alert", device: .iPhone15Pro, presentation: .alert, expected: (44, 44, 46)),
        DarkCase(name: "desktop alert", device: .macWindow, presentation: .alert, expected: (50, 50, 50)),
        DarkCase(name: "phone menu", device: .iPhone15Pro, presentation: .menu, expected: (44, 44, 46)),
        DarkCase(name: "desktop menu", device: .macWindow, presentation: .menu, expected: (43, 43, 43)),
        DarkCase(name: "phone sheet", device: .iPhone15Pro, presentation: .sheet, expected: (28, 28, 30)),
    ]

    /// A black screen that presents `presentation`, in the dark appearance when `dark`.
    @ViewBuilder
    private func darkScreen(_ presentation: DarkPresentation, dark: Bool) -> some View {
        Group {
            switch presentation {
            case .alert:
                Color.black.alert("Delete?", isPresented: .constant(true)) { Button("Delete", role: .destructive) {} }
            case .menu:
                VStack {
                    Menu("Actions") {
                        Button("Copy") {}
                        Button("Paste") {}
                    }
                    .accessibilityIdentifier("menu")
                    Spacer()
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.black)
            case .sheet:
                Color.black.sheet(isPresented: .constant(true)) { Color.clear }
            }
        }
        .preferredColorScheme(dark ? .dark : .light)
    }

    /// The presentation's panel's color, sampled inside the panel clear of text.
    private func panelColor(_ testCase: DarkCase, dark: Bool) async throws -> (Int, Int, Int) {
        let host = ViewHost(darkScreen(testCase.presentation, dark: dark), device: testCase.device)
        if testCase.presentation == .menu { #expect(host.tap(on: "menu")) }
        await host.advance(by: 1)
        let identifier = ["presentation.alert", "presentation.menu", "presentation.sheet"][[.alert, .menu, .sheet].firstIndex(of: testCase.presentation)!]
        let panel = try #require(host.frame(of: identifier))
        let data = try #require(host.pngData())
        let bitmap = try #require(CairoBitmap(pngData: data))
        let scale = CGFloat(bitmap.width) / host.size.width
        let pixel = bitmap.rgba(x: Int((panel.maxX - 4) * scale), y: Int((panel.minY + 24) * scale))
        return (Int(pixel.0), Int(pixel.1), Int(pixel.2))
    }

    @Test(arguments: darkCases)
    func darkPresentationsUseTheDarkSystemColors(_ testCase: DarkCase) async throws {
        let dark = try await panelColor(testCase, dark: true)
        #expect(abs(dark.0 - testCase.expected.0) <= 2 && abs(dark.1 - testCase.expected.1) <= 2 && abs(dark.2 - testCase.expected.2) <= 2, "\(dark)")
        let light = try await panelColor(testCase, dark: false)
        #expect(light.0 > 200 && light.1 > 200 && light.2 > 200, "the light appearance keeps light chrome: \(light)")
    }
}
