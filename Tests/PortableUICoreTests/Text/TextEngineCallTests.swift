import Foundation
import Testing
@testable import PortableUICore

/// Counts the layouts asked of the test engine.
private final class CountingEngine: TextEngine, @unchecked Sendable {
    var requests: [TextLayoutRequest] = []

    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        requests.append(request)
        return TestTextEngine.shared.layout(request)
    }

    func metrics(of font: ResolvedFont) -> FontMetrics {
        TestTextEngine.shared.metrics(of: font)
    }
}

/// Text laid out on one line without a width is not laid out again for wider proposals, nor
/// to be drawn; narrower ones, centred or right-to-left text still ask the engine.
@MainActor
struct TextEngineCallTests {
    private func host(_ view: some View, _ engine: CountingEngine, direction: LayoutDirection = .leftToRight) -> ViewHost<some View> {
        var environment = EnvironmentValues()
        environment.textEngine = engine
        return ViewHost(view, size: CGSize(width: 300, height: 200), layoutDirection: direction, environment: environment)
    }

    @Test func widerProposalsReuseTheOneLineLayout() {
        let engine = CountingEngine()
        let view = HStack { Text("Hello").accessibilityIdentifier("text"); Spacer() }
        let host = host(view, engine)
        _ = host.displayList()
        let widths = engine.requests.map(\.width)
        // Only the ideal layout (no width) and the narrowest one (for the stack's flexibility).
        #expect(widths.filter { $0 != nil && $0! > 0 }.isEmpty, "\(engine.requests.map { ($0.width, $0.maximumLines) })")
        #expect(host.frame(of: "text")?.width ?? 0 > 0)
    }

    @Test func narrowerProposalsWrapWithTheEngine() {
        let engine = CountingEngine()
        let host = host(Text("Hello world, this wraps").frame(width: 40).accessibilityIdentifier("frame"), engine)
        _ = host.displayList()
        #expect(engine.requests.contains { $0.width == 40 })
    }

    @Test func centredTextAsksTheEngineForItsWidth() {
        let engine = CountingEngine()
        let view = HStack { Text("Hello").multilineTextAlignment(.center); Spacer() }
        _ = host(view, engine).displayList()
        #expect(engine.requests.contains { ($0.width ?? 0) > 0 })
    }
}
