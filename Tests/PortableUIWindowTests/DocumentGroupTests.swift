import Foundation
import PortableUICore
import Testing
import UniformTypeIdentifiers

@testable import PortableUIWindow

/// A plain text document.
private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

/// A counter kept as its decimal digits; a file of anything else cannot be read.
private final class Tally: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var count = 0

    init() {}

    init(configuration: ReadConfiguration) throws {
        let text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
        guard let count = Int(text) else { throw CocoaError(.fileReadCorruptFile) }
        self.count = count
    }

    func snapshot(contentType: UTType) throws -> Int { count }

    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(String(snapshot).utf8))
    }
}

private struct TextEditorView: View {
    @Binding var document: TextFile
    let fileURL: URL?
    let isEditable: Bool

    var body: some View {
        VStack {
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("text-\(document.text)")
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("file-\(fileURL?.lastPathComponent ?? "none")")
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("editable-\(isEditable)")
            Button("Append") { document.text += "!" }.accessibilityIdentifier("append")
        }
    }
}

private struct TallyView: View {
    @ObservedObject var tally: Tally

    var body: some View {
        VStack {
            Color.clear.frame(width: 10, height: 10).accessibilityIdentifier("count-\(tally.count)")
            Button("Add") { tally.count += 1 }.accessibilityIdentifier("add")
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile(text: "new")) { configuration in
            TextEditorView(document: configuration.$document, fileURL: configuration.fileURL, isEditable: configuration.isEditable)
        }
    }
}

private struct NotesViewer: App {
    var body: some Scene {
        DocumentGroup(viewing: TextFile.self) { configuration in
            TextEditorView(document: configuration.$document, fileURL: configuration.fileURL, isEditable: configuration.isEditable)
        }
    }
}

private struct TallyApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Tally() }) { configuration in TallyView(tally: configuration.document) }
    }
}

@MainActor
final class DocumentGroupTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocumentGroupTests-\(UUID().uuidString)")
            .standardizedFileURL
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Copies"), withIntermediateDirectories: true)
        for (name, text) in ["a.txt": "A", "b.txt": "B", "tally.txt": "3", "broken.txt": "x"] {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    private func file(_ name: String) -> URL { folder.appendingPathComponent(name) }

    private func contents(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Taps `identifier` in `window` half a second after the previous event, and applies
    /// what followed in every window.
    private func tap(_ identifier: String, in window: AppWindow, of app: AppHost) {
        window.content.tick(to: window.content.time + 0.5)
        #expect(window.content.tap(on: identifier), "no \(identifier)")
        for window in app.windows { window.content.flush() }
    }

    private func press(_ key: KeyEquivalent, _ modifiers: EventModifiers = .command, in window: AppWindow, of app: AppHost) {
        window.content.tick(to: window.content.time + 0.5)
        window.content.pressKey(key, modifiers: modifiers)
        for window in app.windows { window.content.flush() }
    }

    private func has(_ identifier: String, _ window: AppWindow?) -> Bool {
        window?.content.frame(of: identifier) != nil
    }

    @Test func launchHoldsANewDocument() {
        let app = AppHost(NotesApp())
        #expect(app.windows.count == 1)
        #expect(has("text-new", app.windows.first))
        #expect(has("file-none", app.windows.first))
        #expect(has("editable-true", app.windows.first))
    }

    @Test func commandLineFilesOpenAsDocuments() throws {
        let app = AppHost(NotesApp(), opening: [file("a.txt"), file("b.txt")])
        for window in app.windows { window.content.flush() }
        #expect(app.windows.count == 2)
        #expect(has("text-A", app.windows.first) && has("file-a.txt", app.windows.first))
        #expect(has("text-B", app.windows.last) && has("file-b.txt", app.windows.last))
    }

    @Test func saveWritesTheDocumentBack() throws {
        let app = AppHost(NotesApp(), opening: [file("a.txt")])
        let window = try #require(app.windows.first)
        tap("append", in: window, of: app)
        #expect(has("text-A!", window))
        press("s", in: window, of: app)
        #expect(contents("a.txt") == "A!")
        #expect(!has("fileBrowser", window))
    }

    @Test func saveAsAsksWhereStartingInTheFilesFolder() throws {
        let app = AppHost(NotesApp(), opening: [file("a.txt")])
        let window = try #require(app.windows.first)
        tap("append", in: window, of: app)
        press("s", [.command, .shift], in: window, of: app)
        #expect(has("fileBrowser", window))
        tap("fileBrowser.row.Copies", in: window, of: app)
        tap("fileBrowser.confirm", in: window, of: app)
        #expect(contents("Copies/a.txt") == "A!")
        #expect(contents("a.txt") == "A")
        #expect(has("file-a.txt", window))
    }

    @Test func openChoosesAFileForANewWindow() throws {
        let app = AppHost(NotesApp(), opening: [file("a.txt")])
        let window = try #require(app.windows.first)
        press("o", in: window, of: app)
        tap("fileBrowser.row.b.txt", in: window, of: app)
        tap("fileBrowser.confirm", in: window, of: app)
        #expect(app.windows.count == 2)
        #expect(has("text-B", app.focusedWindow))
        #expect(has("text-A", window))
    }

    @Test func viewerOffersToOpenAndCannotSave() throws {
        let app = AppHost(NotesViewer())
        let window = try #require(app.windows.first)
        #expect(has("document.open", window))
        tap("document.open", in: window, of: app)
        #expect(has("fileBrowser", window))
        tap("fileBrowser.cancel", in: window, of: app)
        #expect(!has("fileBrowser", window))
        #expect(has("document.open", window))
        let opened = AppHost(NotesViewer(), opening: [file("b.txt")])
        #expect(has("text-B", opened.windows.first) && has("editable-false", opened.windows.first))
        press("s", in: try #require(opened.windows.first), of: opened)
        #expect(contents("b.txt") == "B")
        #expect(!has("fileBrowser", opened.windows.first))
    }

    @Test func referenceDocumentsAreSavedFromASnapshot() throws {
        let app = AppHost(TallyApp(), opening: [file("tally.txt")])
        let window = try #require(app.windows.first)
        #expect(has("count-3", window))
        tap("add", in: window, of: app)
        #expect(has("count-4", window))
        press("s", in: window, of: app)
        #expect(contents("tally.txt") == "4")
    }

    @Test func aFileThatCannotBeReadIsReported() throws {
        let app = AppHost(TallyApp(), opening: [file("broken.txt")])
        let window = try #require(app.windows.first)
        // The launch window keeps its new document.
        #expect(has("document.failure", window))
        #expect(has("count-0", window))
    }
}
