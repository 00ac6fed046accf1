import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// `onDrag(_:)` and `onDrag(_:preview:)`: the item provider a view offers reaches every form
/// of destination that takes one of its types (Apple's documentation of `onDrag(_:)`: "a
/// closure that returns a single NSItemProvider that represents the draggable data").
@MainActor
struct OnDragTests {
    private let size = CGSize(width: 200, height: 100)

    /// A red square (0,0)-(100,100) offering the provider `make` returns (logged when made),
    /// beside `destination` in a blue square (100,0)-(200,100).
    private func board<D: View>(
        log: EventLog, _ make: @escaping () -> NSItemProvider = { NSItemProvider(object: "apple" as NSString) },
        @ViewBuilder destination: (Color) -> D
    ) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).onDrag {
                log("provider made")
                return make()
            }
            destination(Color.blue).frame(width: 100, height: 100)
        }
    }

    /// The text a provider loads as UTF-8 plain text, through its completion handler.
    private func text(of provider: NSItemProvider) async -> String? {
        await withCheckedContinuation { continuation in
            _ = provider.loadDataRepresentation(for: .utf8PlainText) { data, _ in
                continuation.resume(returning: data.map { String(decoding: $0, as: UTF8.self) })
            }
        }
    }

    @Test func aStringProviderIsDroppedOnAStringDestination() async {
        let log = EventLog()
        let host = ViewHost(
            board(log: log) { color in
                color.dropDestination(for: String.self) { items, location in
                    log("drop \(items) at \(fmt(location))")
                    return true
                } isTargeted: { log("targeted \($0)") }
            }, size: size)
        host.press(at: CGPoint(50, 50))
        // The provider is made when the drag starts, not on the press.
        #expect(log.take() == [])
        host.movePointer(to: CGPoint(60, 50))
        #expect(log.take() == ["provider made"])
        host.movePointer(to: CGPoint(150, 60))
        host.release(at: CGPoint(150, 60))
        // The string is loaded from the provider's data: it arrives once loaded.
        #expect(log.take() == ["targeted true", "targeted false"])
        await host.advance(by: 0.05)
        #expect(log.take() == ["drop [\"apple\"] at 50,60"])
        #expect(!host.isDragging)
    }

    @Test func onDropReceivesTheProviderItself() async throws {
        let log = EventLog()
        let made = NSItemProvider(object: "apple" as NSString)
        var received: [NSItemProvider] = []
        let host = ViewHost(
            board(log: log, { made }) { color in
                color.onDrop(of: [.text], isTargeted: nil) { providers, location in
                    received = providers
                    log("providers \(providers.map(\.registeredContentTypes)) at \(fmt(location))")
                    return true
                }
            }, size: size)
        await host.drag(from: CGPoint(50, 50), to: CGPoint(130, 20), duration: 0.1)
        #expect(log.take() == ["provider made", "providers [[public.utf8-plain-text]] at 30,20"])
        let provider = try #require(received.first)
        #expect(provider === made)
        #expect(await text(of: provider) == "apple")
    }

    @Test func aDelegateIsToldEveryStep() {
        let log = EventLog()
        let host = ViewHost(
            board(log: log) { color in color.onDrop(of: [.plainText], delegate: DropDelegateTests.LoggingDelegate(log: log)) },
            size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(120, 40))
        host.movePointer(to: CGPoint(140, 50))
        host.release(at: CGPoint(140, 50))
        #expect(
            log.take() == [
                "provider made", "validate 20,40", "entered 20,40", "updated 20,40", "updated 40,50",
                "perform 40,50 [[public.utf8-plain-text]]", "exited 40,50",
            ])
    }

    @Test func aProviderOfOtherTypesReachesNoDestination() {
        let log = EventLog()
        let url = NSItemProvider(object: NSURL(string: "https://example.com")!)
        let host = ViewHost(
            board(log: log, { url }) { color in
                color.dropDestination(for: String.self) { _, _ in
                    log("dropped")
                    return true
                } isTargeted: { log("targeted \($0)") }
            }, size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(150, 50))
        // The drag runs (its preview follows the pointer) but nothing takes a URL.
        #expect(host.isDragging)
        host.release(at: CGPoint(150, 50))
        #expect(log.take() == ["provider made"])
    }

    @Test func anEmptyProviderDragsNothingAnywhere() {
        let log = EventLog()
        let host = ViewHost(
            board(log: log, { NSItemProvider() }) { color in
                color.onDrop(of: [.item], delegate: DropDelegateTests.LoggingDelegate(log: log))
            }, size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(150, 50))
        host.release(at: CGPoint(150, 50))
        #expect(log.take() == ["provider made"])
        #expect(!host.isDragging)
    }

    @Test func theViewIsThePreviewWhereItWasGrabbed() {
        let host = ViewHost(board(log: EventLog()) { $0 }, size: size)
        host.press(at: CGPoint(30, 40))
        host.movePointer(to: CGPoint(120, 45))
        // As `draggable`: the 100×100 view keeps the grabbed point (30,40) under the pointer.
        #expect(host.graph.presentations.dragPreview?.frame(ideal: .zero) == CGRect(x: 90, y: 5, width: 100, height: 100))
        host.release(at: CGPoint(120, 45))
        #expect(host.graph.presentations.dragPreview == nil)
    }

    @Test func objectsOfferTheirTypes() async {
        // NSString: UTF-8 plain text; NSURL: a file URL or a URL (Apple's documentation of
        // `NSItemProviderWriting`: the types an object can be written as).
        let table: [(object: any NSItemProviderWriting, types: [String], data: String)] = [
            ("pear" as NSString, ["public.utf8-plain-text"], "pear"),
            (NSURL(string: "https://example.com/a")!, ["public.url"], "https://example.com/a"),
            (NSURL(fileURLWithPath: "/tmp/a.txt"), ["public.file-url"], "file:///tmp/a.txt"),
        ]
        for row in table {
            let provider = NSItemProvider(object: row.object)
            #expect(provider.registeredTypeIdentifiers == row.types)
            let item = TransferItem(provider: provider)
            let loaded = try? await item.representations.first?.data()
            #expect(loaded.map { String(decoding: $0, as: UTF8.self) } == row.data)
        }
    }

    @Test func aLoaderThatCallsBackTwiceIsHeardOnce() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .plainText) { completion in
            completion(Data("first".utf8), nil)
            completion(Data("second".utf8), nil)
            return nil
        }
        let failing = NSItemProvider()
        failing.registerDataRepresentation(for: .plainText) { completion in
            completion(nil, nil)
            return nil
        }
        #expect(String(decoding: try await provider.loadData(forTypeIdentifier: "public.plain-text"), as: UTF8.self) == "first")
        await #expect(throws: (any Error).self) { try await failing.loadData(forTypeIdentifier: "public.plain-text") }
        await #expect(throws: (any Error).self) { try await provider.loadData(forTypeIdentifier: "public.image") }
    }
}
