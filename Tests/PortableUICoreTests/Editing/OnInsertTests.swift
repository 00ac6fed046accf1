import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// `onInsert(of:perform:)` with the `UTType` and `NSItemProvider` PortableUI provides on
/// Linux: the action is kept with its rows (drops between a list's rows call it, see
/// DragAndDropTests).
@MainActor
struct OnInsertTests {
    @Test func theRowsKeepTheActionAndItsTypes() {
        var inserted: [Int] = []
        let content = ForEach(0..<3, id: \.self) { Text("\($0)") }
            .onInsert(of: [.plainText]) { offset, _ in inserted.append(offset) }
            .onDelete { _ in }
        let rows = LazyRows.of(content)
        #expect(rows.count == 3)
        let actions = rows.editActions(ofRow: 2)
        #expect(actions?.offset == 2)
        #expect(actions?.actions.onInsert?.contentTypes == [.plainText])
        #expect(actions?.actions.onDelete != nil)
        actions?.actions.onInsert?.action(1, [])
        #expect(inserted == [1])
    }

    @Test func aListWithAnInsertActionShowsItsRows() {
        let host = ViewHost(
            List {
                ForEach(["a", "b"], id: \.self) { Color.red.frame(height: 20).accessibilityIdentifier($0) }
                    .onInsert(of: [UTType.data]) { _, _ in }
            }, device: .iPhone15Pro)
        // As ListTests: rows of 44 on the card from 59 + 35 = 94, content 12 below each top.
        #expect(host.frame(of: "a") == CGRect(x: 36, y: 106, width: 321, height: 20))
        #expect(host.frame(of: "b") == CGRect(x: 36, y: 150, width: 321, height: 20))
    }

    @Test func typeIdentifiersFindTheSystemsTypes() {
        // UTType's documentation: public.utf8-plain-text conforms to public.plain-text, which
        // conforms to public.text; PNG is public.png, image/png, extension png.
        #expect(UTType("public.utf8-plain-text") == .utf8PlainText)
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .data))
        #expect(!UTType.text.conforms(to: .image))
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .png))
        #expect(UTType("com.example.unknown") == nil)
        #expect(UTType(filenameExtension: "") == nil)
        let own = UTType(exportedAs: "com.example.card", conformingTo: .json)
        #expect(own.conforms(to: .text) && !own.isDeclared)
    }

    @Test func typesRoundTripThroughCodable() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType(importedAs: "com.example.x")])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.example.x"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, UTType(importedAs: "com.example.x")])
    }

    @Test func itemProvidersLoadTheRepresentationThatConforms() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(Data("hello".utf8), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        // (The provider's loader calls back before the load returns.)
        nonisolated(unsafe) var loaded: String?
        _ = provider.loadDataRepresentation(for: .plainText) { data, _ in loaded = data.map { String(decoding: $0, as: UTF8.self) } }
        #expect(loaded == "hello")
        nonisolated(unsafe) var failed = false
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in failed = data == nil && error != nil }
        #expect(failed)
    }
}
