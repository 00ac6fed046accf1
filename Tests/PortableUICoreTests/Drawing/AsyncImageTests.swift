import Foundation
import Testing

@testable import PortableUICore

/// `AsyncImage` and its phases (Apple's documentation: `.empty` until the load ends, then
/// `.success(image)` or `.failure(error)`), over a loopback HTTP server the test starts and
/// over file URLs.
@MainActor
@Suite(.serialized)
struct AsyncImageTests {
    /// A 2×1 PNG (red, blue) made by PortableUI's own encoder would need the Cairo layer;
    /// these are the bytes of a minimal valid 1×1 PNG header for size checks.
    static let png: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("PortableUICairoTests/Fixtures/quadrants.png")
        return (try? Data(contentsOf: url)) ?? Data()
    }()

    /// Runs frames until `done` or two seconds of real time pass.
    private func settle(_ host: ViewHost<some View>, until done: () -> Bool) async {
        for _ in 0..<200 where !done() {
            try? await Task.sleep(nanoseconds: 10_000_000)
            await host.advance(by: 0.01)
        }
    }

    private struct PhaseProbe: View {
        let url: URL?
        let record: (String) -> Void

        var body: some View {
            AsyncImage(url: url, scale: 2) { phase in
                switch phase {
                case .empty: Color.gray.accessibilityIdentifier("empty")
                case .success(let image): image.accessibilityIdentifier("image")
                case .failure: Color.red.accessibilityIdentifier("failure")
                }
            }
        }
    }

    @Test func httpImagesGoThroughTheirPhases() async throws {
        #expect(!Self.png.isEmpty)
        AsyncImageCache.shared.removeAll()
        let server = try LoopbackHTTPServer(routes: ["/a.png": .init(body: Self.png)])
        defer { server.stop() }
        let host = ViewHost(PhaseProbe(url: server.url("/a.png")) { _ in }, size: CGSize(width: 200, height: 200))
        #expect(host.frame(of: "empty") != nil)
        await settle(host) { host.frame(of: "image") != nil }
        let frame = try #require(host.frame(of: "image"))
        let pixels = try #require(ImageSource.readHeader(Self.png).1)
        #expect(frame.size == CGSize(width: pixels.width / 2, height: pixels.height / 2))
        #expect(server.requests == ["/a.png"])
        // A second view of the same URL shows the cached image at once, without a request.
        let again = ViewHost(PhaseProbe(url: server.url("/a.png")) { _ in }, size: CGSize(width: 200, height: 200))
        #expect(again.frame(of: "image") != nil)
        #expect(server.requests == ["/a.png"])
    }

    @Test(arguments: ["/missing.png", "/not-an-image"])
    func failuresBecomeTheFailurePhase(path: String) async throws {
        let server = try LoopbackHTTPServer(routes: ["/not-an-image": .init(body: Data("hello".utf8))])
        defer { server.stop() }
        let host = ViewHost(PhaseProbe(url: server.url(path)) { _ in }, size: CGSize(width: 200, height: 200))
        await settle(host) { host.frame(of: "failure") != nil }
        #expect(host.frame(of: "failure") != nil)
    }

    @Test func fileURLsAndNoURL() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("async-\(UUID().uuidString).png")
        try Self.png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let host = ViewHost(PhaseProbe(url: file) { _ in }, size: CGSize(width: 200, height: 200))
        await settle(host) { host.frame(of: "image") != nil }
        #expect(host.frame(of: "image") != nil)
        let none = ViewHost(PhaseProbe(url: nil) { _ in }, size: CGSize(width: 200, height: 200))
        await settle(none) { false }
        #expect(none.frame(of: "empty") != nil)
        let missing = ViewHost(
            PhaseProbe(url: URL(fileURLWithPath: "/nonexistent/x.png")) { _ in }, size: CGSize(width: 200, height: 200))
        await settle(missing) { missing.frame(of: "failure") != nil }
        #expect(missing.frame(of: "failure") != nil)
    }

    /// The default placeholder fills what it is offered; the image is its natural size.
    @Test func theDefaultFormShowsAPlaceholderThenTheImage() async throws {
        AsyncImageCache.shared.removeAll()
        let server = try LoopbackHTTPServer(routes: ["/b.png": .init(body: Self.png)])
        defer { server.stop() }
        let host = ViewHost(
            AsyncImage(url: server.url("/b.png")).frame(width: 80, height: 60).accessibilityIdentifier("box"),
            size: CGSize(width: 200, height: 200))
        #expect(host.displayList().items.contains { if case .fill = $0 { true } else { false } })
        await settle(host) { String(describing: host.displayList()).contains("image") }
        #expect(String(describing: host.displayList()).contains("image"))
    }

    /// A view that disappears cancels its load: the slow answer is never shown.
    @Test func disappearingCancelsTheLoad() async throws {
        AsyncImageCache.shared.removeAll()
        let server = try LoopbackHTTPServer(routes: ["/slow.png": .init(body: Self.png, delay: 0.5)])
        defer { server.stop() }
        struct Toggle: View {
            let url: URL
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { AsyncImage(url: url).frame(width: 10, height: 10) }
                    Button("hide") { shown = false }.accessibilityIdentifier("hide")
                }
            }
        }
        let host = ViewHost(Toggle(url: server.url("/slow.png")), size: CGSize(width: 200, height: 200))
        await settle(host) { !server.requests.isEmpty }
        #expect(host.tap(on: "hide"))
        await settle(host) { false }
        #expect(AsyncImageCache.shared.image(for: ImageLoader.Request(url: server.url("/slow.png"), scale: 1)) == nil)
    }
}

