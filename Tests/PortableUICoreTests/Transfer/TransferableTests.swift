import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// A to-do item as Apple's ProxyRepresentation documentation declares it: its own type by
/// its coding, and plain text by proxy through its text.
struct TransferTodo: Codable, Transferable, Equatable {
    var text: String
    var isDone = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .transferTodo, encoder: TransferTodo.encoder, decoder: JSONDecoder())
        ProxyRepresentation(exporting: \.text)
    }

    /// Sorted keys, so that the encoding is the same on every run.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}

extension UTType {
    static let transferTodo = UTType(exportedAs: "com.example.todo")
}

/// A document read from files only (FileRepresentation), to see what it is handed.
struct TransferDocument: Transferable {
    var file: URL
    var isOriginal: Bool

    static var transferRepresentation: some TransferRepresentation {
        FileRepresentation(importedContentType: .plainText) { received in
            TransferDocument(file: received.file, isOriginal: received.isOriginalFile)
        }
    }
}

@MainActor
struct TransferableTests {
    @Test func standardTypesDeclareTheirContentTypes() {
        // CoreTransferable: String travels as UTF-8 plain text, Data as data, URL as a URL.
        // String also reads any plain text (its second representation imports only).
        #expect(String.exportedContentTypes == [.utf8PlainText])
        #expect(String.importableContentTypes == [.utf8PlainText, .plainText])
        let table: [(exported: [UTType], imported: [UTType], expected: UTType)] = [
            (Data.exportedContentTypes, Data.importableContentTypes, .data),
            (URL.exportedContentTypes, URL.importableContentTypes, .url),
            (Image.exportedContentTypes, Image.importableContentTypes, .image),
        ]
        for row in table {
            #expect(row.exported == [row.expected])
            #expect(row.imported == [row.expected])
        }
    }

    @Test func representationsFlattenInTheirOrder() {
        // The codable representation first, the proxy's plain text second; the proxy
        // only exports (init(exporting:)).
        #expect(TransferTodo.exportedContentTypes == [.transferTodo, .utf8PlainText])
        #expect(TransferTodo.importableContentTypes == [.transferTodo])
    }

    @Test func itemsLoadAsTheReceiversType() async throws {
        let todo = TransferTodo(text: "Buy milk")
        let item = TransferItem(todo)
        #expect(await item.load(TransferTodo.self) == todo)
        #expect(await item.load(String.self) == "Buy milk")
        #expect(item.conforms(to: String.self) && item.conforms(to: TransferTodo.self))
        #expect(!item.conforms(to: URL.self))
        let json = try await item.representations[0].data()
        #expect(String(decoding: json, as: UTF8.self) == #"{"isDone":false,"text":"Buy milk"}"#)
        // Through data (as from another process): the coding is read back.
        let received = TransferItem(text: "x")
        #expect(await received.load(TransferTodo.self) == nil)
        #expect(!received.conforms(to: TransferTodo.self))
        #expect(await received.load(String.self) == "x")
    }

    @Test func filesArriveAsURLsContentsAndOriginals() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let note = directory.appendingPathComponent("note.txt")
        try Data("hello".utf8).write(to: note)
        let item = TransferItem(file: note)
        #expect(await item.load(URL.self) == note)
        #expect(await item.load(Data.self) == Data("hello".utf8))
        // A text file is plain text: String receives its contents.
        #expect(await item.load(String.self) == "hello")
        let document = await item.load(TransferDocument.self)
        #expect(document?.file == note && document?.isOriginal == true)
        // Not an image: an Image destination does not take it.
        #expect(!item.conforms(to: Image.self))
    }

    @Test func badInputLoadsNothing() async {
        // A system symbol has no bytes to send; garbage is no image; a missing file no data.
        #expect(await TransferItem(Image(systemName: "star")).load(Data.self) == nil)
        #expect(await TransferItem(Data([1, 2, 3])).load(Image.self) == nil)
        let missing = TransferItem(file: URL(fileURLWithPath: "/nonexistent/picture.png"))
        #expect(missing.conforms(to: Image.self))
        #expect(await missing.load(Image.self) == nil)
        #expect(await TransferItem(text: "not json").load(TransferTodo.self) == nil)
    }
}
