import Foundation
import Testing
@testable import PortableUICore

/// Presented content is a presentation context of its own (Apple, "Modal presentations"):
/// its container is the sheet, a NavigationStack in it has its own bar, and its views'
/// lifecycle follows the presentation.
@MainActor
struct PresentationContextTests {
    private struct Sheet<Content: View>: View {
        @State var shown = true
        let content: Content
        var body: some View {
            Color.clear.sheet(isPresented: $shown) { content }
        }
    }

    // iPhone 15 Pro: the medium detent's sheet is 426 tall, its content's safe area ends 34
    // above its bottom (the home indicator), so its container is 393×392 (layout-rules §17:
    // the container is the nearest container's safe-area size).
    @Test func containerRelativeFrameIsSizedByTheSheet() throws {
        let host = ViewHost(
            Sheet(content: Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }
                .accessibilityIdentifier("half")
                .presentationDetents([.medium])),
            device: .iPhone15Pro)
        let sheet = try #require(host.presentations.first?.frame)
        #expect(sheet.height == 426)
        let half = try #require(host.frame(of: "half"))
        #expect(abs(half.height - 392 / 2) < 0.5)
        #expect(half.width == 393)
    }

    @Test func aNavigationStackInASheetHasItsOwnBarAtTheSheetsTop() throws {
        struct Screen: View {
            @State var shown = true
            var body: some View {
                NavigationStack {
                    Color.clear.navigationTitle("Catalog").navigationBarTitleDisplayMode(.inline)
                }
                .sheet(isPresented: $shown) {
                    NavigationStack {
                        Color.white.accessibilityIdentifier("sheet content")
                            .navigationTitle("Details").navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
        }
        let host = ViewHost(Screen(), device: .iPhone15Pro)
        let sheet = try #require(host.presentations.first?.frame)
        let bars = host.frames(ofType: _NavigationBar.self)
        #expect(bars.count == 2)
        let sheetBar = try #require(bars.first { $0.minY >= sheet.minY })
        #expect(abs(sheetBar.minY - sheet.minY) < 0.5)
        #expect(sheetBar.width == 393)
        let content = try #require(host.frame(of: "sheet content"))
        #expect(abs(content.minY - sheetBar.maxY) < 0.5)
        #expect(host.accessibilityTree.element(labeled: "Details") != nil)
        #expect(host.accessibilityTree.element(labeled: "Catalog") == nil)
    }

    @Test func presentedContentAppearsDisappearsAndItsTaskIsCancelledOnDismissal() async throws {
        final class Probe: @unchecked Sendable {
            var log: [String] = []
        }
        struct Screen: View {
            let probe: Probe
            @State var shown = false
            var body: some View {
                Button("Open") { shown = true }
                    .accessibilityIdentifier("open")
                    .sheet(isPresented: $shown, onDismiss: { probe.log.append("onDismiss") }) {
                        Text("Sheet")
                            .onAppear { probe.log.append("appear") }
                            .onDisappear { probe.log.append("disappear") }
                            .task {
                                probe.log.append("task started")
                                do {
                                    try await Task.sleep(nanoseconds: 60_000_000_000)
                                } catch {
                                    probe.log.append("task cancelled")
                                }
                            }
                    }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        await host.advance(by: 0.1)
        #expect(probe.log.isEmpty)
        #expect(host.tap(on: "open"))
        await host.advance(by: 0.1)
        #expect(probe.log == ["appear", "task started"])
        probe.log = []
        #expect(host.dismissPresentation())
        await host.advance(by: 0.1)
        #expect(probe.log.contains("disappear"))
        // The task is cancelled when the content disappears; its catch runs when it resumes.
        #expect(probe.log.contains("task cancelled"))
        #expect(probe.log.contains("onDismiss"))
        #expect(probe.log.firstIndex(of: "disappear")! < probe.log.firstIndex(of: "onDismiss")!)
    }
}
