import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// Drags within a window through the host's pointer API, and drops from outside it.
@MainActor
struct DragAndDropTests {
    private let size = CGSize(width: 200, height: 100)

    /// A red square (0,0)-(100,100) dragging `payload`, beside a blue square (100,0)-(200,100)
    /// receiving `T`.
    private func board<Payload: Transferable, T: Transferable>(
        _ payload: Payload, receiving: T.Type, log: EventLog
    ) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).draggable(payload)
            Color.blue.frame(width: 100, height: 100)
                .dropDestination(for: T.self) { items, location in
                    log("drop \(items.map { "\($0)" }) at \(fmt(location))")
                    return true
                } isTargeted: { log("targeted \($0)") }
        }
    }

    @Test func aDragDeliversTheItemWhereItIsDropped() async {
        let log = EventLog()
        let host = ViewHost(board("apple", receiving: String.self, log: log), size: size)
        await host.drag(from: CGPoint(50, 50), to: CGPoint(150, 60), duration: 0.1)
        // The location is in the destination's space: (150 − 100, 60).
        #expect(log.take() == ["targeted true", "drop [\"apple\"] at 50,60", "targeted false"])
        #expect(!host.isDragging)
        #expect(host.graph.presentations.dragPreview == nil)
    }

    @Test func thePreviewFollowsThePointerWhereTheViewWasGrabbed() {
        let log = EventLog()
        let host = ViewHost(board("apple", receiving: String.self, log: log), size: size)
        host.press(at: CGPoint(30, 40))
        host.movePointer(to: CGPoint(120, 45))
        #expect(host.isDragging)
        // Grabbed 30,40 from the square's corner: the 100×100 preview keeps that point under
        // the pointer.
        #expect(host.graph.presentations.dragPreview?.frame(ideal: .zero) == CGRect(x: 90, y: 5, width: 100, height: 100))
        host.movePointer(to: CGPoint(60, 50))
        #expect(log.take() == ["targeted true", "targeted false"])
        host.release(at: CGPoint(60, 50))
        #expect(log.take() == [])
        #expect(!host.isDragging)
    }

    @Test func aCustomPreviewIsCentredOnThePointer() {
        // `draggable(_:preview:)` and `onDrag(_:preview:)` alike.
        let preview = Color.green.frame(width: 40, height: 20).accessibilityIdentifier("preview")
        let square = Color.red.frame(width: 100, height: 100)
        let sources: [AnyView] = [
            AnyView(square.draggable("apple") { preview }),
            AnyView(square.onDrag { NSItemProvider(object: "apple" as NSString) } preview: { preview }),
        ]
        for source in sources {
            let host = ViewHost(source.frame(width: 200, height: 100, alignment: .leading), size: size)
            host.press(at: CGPoint(50, 50))
            host.movePointer(to: CGPoint(150, 50))
            #expect(host.frame(of: "preview") == CGRect(x: 130, y: 40, width: 40, height: 20))
            host.release(at: CGPoint(150, 50))
            #expect(host.frame(of: "preview") == nil)
        }
    }

    @Test func aDragStartsAfterTenPoints() {
        // DragGesture's default minimum distance (Apple's documentation): 9 points do not start it.
        let log = EventLog()
        let host = ViewHost(board("apple", receiving: String.self, log: log), size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(59, 50))
        #expect(!host.isDragging)
        host.movePointer(to: CGPoint(60, 50))
        #expect(host.isDragging)
        host.pointerExited()
        #expect(!host.isDragging)
        #expect(log.take() == [])
    }

    @Test func aDestinationOfAnotherTypeIsNotTargeted() async {
        // Plain text does not conform to the URL type: the URL destination takes no text.
        let log = EventLog()
        let host = ViewHost(board("apple", receiving: URL.self, log: log), size: size)
        await host.drag(from: CGPoint(50, 50), to: CGPoint(150, 50), duration: 0.1)
        #expect(log.take() == [])
    }

    @Test func convertedItemsArriveOnceLoaded() async {
        let log = EventLog()
        let host = ViewHost(board(TransferTodo(text: "Buy milk"), receiving: String.self, log: log), size: size)
        await host.drag(from: CGPoint(50, 50), to: CGPoint(150, 50), duration: 0.1)
        #expect(log.take() == ["targeted true", "targeted false"])
        await host.advance(by: 0.05)
        #expect(log.take() == ["drop [\"Buy milk\"] at 50,50"])
    }

    @Test func aPressThatBecomesADragCancelsTheButton() async {
        let log = EventLog()
        let host = ViewHost(
            HStack(spacing: 0) {
                Button("Tap") { log("tapped") }.frame(width: 100, height: 100).draggable("apple")
                Color.blue.frame(width: 100, height: 100).dropDestination(for: String.self) { items, _ in
                    log("drop \(items)")
                    return true
                }
            }, size: size)
        await host.drag(from: CGPoint(50, 50), to: CGPoint(150, 50), duration: 0.1)
        #expect(log.take() == ["drop [\"apple\"]"])
        host.tap(at: CGPoint(50, 50))
        #expect(log.take() == ["tapped"])
    }

    @Test func onDropHandsItemProvidersAndSetsItsBinding() async {
        let log = EventLog()
        var targeted = false
        let binding = Binding(get: { targeted }, set: { targeted = $0; log("binding \($0)") })
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).draggable("apple")
                Color.blue.frame(width: 100, height: 100).onDrop(of: [.plainText], isTargeted: binding) { providers, location in
                    log("providers \(providers.map(\.registeredContentTypes)) at \(fmt(location))")
                    return true
                }
            }, size: size)
        await host.drag(from: CGPoint(50, 50), to: CGPoint(120, 30), duration: 0.1)
        #expect(log.take() == ["binding true", "providers [[public.utf8-plain-text]] at 20,30", "binding false"])
        #expect(!targeted)
    }

    @Test func filesFromOutsideReachTheDestinationUnderThem() async throws {
        let log = EventLog()
        let host = ViewHost(board("apple", receiving: URL.self, log: log), size: size)
        let file = URL(fileURLWithPath: "/tmp/picture.png")
        #expect(host.dropFiles([file], at: CGPoint(150, 20)))
        // URLs are the dropped items themselves: delivered at once, the destination targeted
        // for the drop's instant (SDL reports no pointer while an outside drag hovers).
        #expect(log.take() == ["targeted true", "drop [\"file:///tmp/picture.png\"] at 50,20", "targeted false"])
        #expect(!host.dropFiles([file], at: CGPoint(50, 20)))
        #expect(!host.dropFiles([], at: CGPoint(150, 20)))
        #expect(!host.dropFiles([file], at: CGPoint(x: CGFloat.nan, y: 20)))
        #expect(log.take() == [])
    }

    @Test func droppedImageFilesAreReadForAnImageDestination() async throws {
        let log = EventLog()
        let host = ViewHost(board("apple", receiving: Image.self, log: log), size: size)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drop-\(UUID().uuidString).png")
        try Self.onePixelPNG.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(host.dropFiles([file, URL(fileURLWithPath: "/nonexistent.png")], at: CGPoint(150, 20)))
        await host.advance(by: 0.05)
        // The missing file is left out; the image is the file's 1×1 pixels.
        let entries = log.take()
        #expect(entries.count == 3)
        #expect(entries.prefix(2) == ["targeted true", "targeted false"])
        #expect(entries.last?.hasSuffix("at 50,20") == true)
        #expect(host.dropText("apple", at: CGPoint(150, 20)) == false)
    }

    @Test func itemsDroppedBetweenListRowsAreInserted() async {
        let log = EventLog()
        let host = ViewHost(
            List {
                ForEach(["a", "b"], id: \.self) { Color.red.frame(height: 20).accessibilityIdentifier($0) }
                    .onInsert(of: [.plainText]) { offset, providers in
                        log("insert at \(offset): \(providers.map(\.registeredContentTypes))")
                        for provider in providers {
                            _ = provider.loadDataRepresentation(for: .plainText) { data, _ in
                                let text = data.map { String(decoding: $0, as: UTF8.self) } ?? "nil"
                                Task { @MainActor in log("loaded \(text)") }
                            }
                        }
                    }
            }, device: .iPhone15Pro)
        // OnInsertTests: row a's content at y 106–126 in a 44-point row 94–138, b 138–182.
        // 140 is nearest b's middle (160) and above it: before b, offset 1. 170 is below it: 2.
        let table: [(y: CGFloat, offset: Int)] = [(140, 1), (170, 2), (100, 0)]
        for row in table {
            #expect(host.dropText("x", at: CGPoint(x: 150, y: row.y)))
            #expect(log.take() == ["insert at \(row.offset): [[public.utf8-plain-text]]"])
            await host.advance(by: 0.05)
            #expect(log.take() == ["loaded x"])
        }
        // A file of no text type is not taken.
        #expect(!host.dropFiles([URL(fileURLWithPath: "/tmp/a.png")], at: CGPoint(x: 150, y: 140)))
    }

    /// A PNG of one white pixel (signature, IHDR 1×1 RGBA, IDAT, IEND).
    static let onePixelPNG = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==")!
}
