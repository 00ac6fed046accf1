import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Hosting) @testable import PortableUICore

/// A reference document: a counter written as its decimal digits.
final class CounterDocument: ReferenceFileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    @Published var count: Int

    init(count: Int) { self.count = count }

    init(configuration: ReadConfiguration) throws {
        let text = configuration.file.regularFileContents.map { String(decoding: $0, as: UTF8.self) }
        guard let count = text.flatMap(Int.init) else { throw CocoaError(.fileReadCorruptFile) }
        self.count = count
    }

    func snapshot(contentType: UTType) throws -> Int { count }

    func fileWrapper(snapshot: Int, configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(String(snapshot).utf8))
    }
}

private struct ExporterScreen: View {
    let folder: URL
    let document: NoteDocument?
    let filename: String?
    let log: DialogLog
    @State var shown = true

    var body: some View {
        Color.clear
            .fileExporter(isPresented: $shown, document: document, contentType: .plainText, defaultFilename: filename) { result in
                log.record(result) { [$0.path] }
            }
            .fileDialogDefaultDirectory(folder)
    }
}

private struct ReferenceExporterScreen: View {
    let folder: URL
    let documents: [CounterDocument]
    let log: DialogLog
    @State var shown = true

    var body: some View {
        Color.clear
            .fileExporter(isPresented: $shown, documents: documents, contentType: .plainText) { result in
                log.record(result) { $0.map(\.path) }
            }
            .fileDialogDefaultDirectory(folder)
    }
}

private struct MoverScreen: View {
    let folder: URL
    let file: URL?
    let log: DialogLog
    @State var shown = true

    var body: some View {
        Color.clear
            .fileMover(isPresented: $shown, file: file) { result in log.record(result) { [$0.path] } }
            .fileDialogDefaultDirectory(folder)
    }
}

@MainActor
struct FileExportTests {
    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    // The saved type's extension is added to a name without one; a name with one is kept.
    static let filenameCases: [(String?, String)] = [("Report", "Report.txt"), ("notes.md", "notes.md"), (nil, "Untitled.txt")]

    @Test(arguments: filenameCases)
    func exporterWritesTheDocumentUnderTheProposedName(filename: String?, written: String) throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = ViewHost(
            ExporterScreen(folder: folder.url, document: NoteDocument(text: "Hello"), filename: filename, log: log),
            device: .macWindow)
        #expect(host.frame(of: "fileBrowser.name") != nil)
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path(written)]])
        #expect(contents(folder.path(written)) == "Hello")
        #expect(host.presentations.isEmpty)
    }

    @Test func exporterSavesIntoAFolderOpenedInTheBrowser() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = ViewHost(
            ExporterScreen(folder: folder.url, document: NoteDocument(text: "Kept"), filename: "Copy", log: log), device: .macWindow)
        #expect(host.tap(on: "fileBrowser.row.Archive"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("Archive/Copy.txt")]])
        #expect(contents(folder.path("Archive/Copy.txt")) == "Kept")
    }

    @Test func exportingNoDocumentFails() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = ViewHost(ExporterScreen(folder: folder.url, document: nil, filename: "None", log: log), device: .macWindow)
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls.isEmpty)
        #expect(log.errors.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path("None.txt")))
    }

    @Test func referenceDocumentsAreWrittenAsNumberedUntitledFiles() throws {
        let folder = try SampleFolder()
        try Data().write(to: folder.url.appendingPathComponent("Untitled.txt"))
        let log = DialogLog()
        let documents = [CounterDocument(count: 3), CounterDocument(count: 42)]
        let host = ViewHost(ReferenceExporterScreen(folder: folder.url, documents: documents, log: log), device: .macWindow)
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("Untitled 2.txt"), folder.path("Untitled 3.txt")]])
        #expect(contents(folder.path("Untitled 2.txt")) == "3")
        #expect(contents(folder.path("Untitled 3.txt")) == "42")
    }

    @Test func moverMovesTheFileIntoTheChosenFolder() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let file = folder.url.appendingPathComponent("notes.txt")
        let host = ViewHost(MoverScreen(folder: folder.url, file: file, log: log), device: .macWindow)
        #expect(host.tap(on: "fileBrowser.row.Archive"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("Archive/notes.txt")]])
        #expect(contents(folder.path("Archive/notes.txt")) == "notes")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func movingAFileOntoItselfOrNothingFails() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = ViewHost(
            MoverScreen(folder: folder.url, file: folder.url.appendingPathComponent("notes.txt"), log: log), device: .macWindow)
        #expect(host.tap(on: "fileBrowser.confirm"))
        let none = ViewHost(MoverScreen(folder: folder.url, file: nil, log: log), device: .macWindow)
        #expect(none.tap(on: "fileBrowser.confirm"))
        #expect(log.urls.isEmpty)
        #expect(log.errors.count == 2)
    }

    @Test func fileWrapperReadsAndWritesADirectory() throws {
        let folder = try SampleFolder()
        let wrapper = try FileWrapper(url: folder.url)
        #expect(wrapper.isDirectory)
        #expect(wrapper.fileWrappers?.keys.sorted() == [".hidden", "Archive", "data.json", "notes.txt", "photo.png"])
        #expect(wrapper.fileWrappers?["Archive"]?.fileWrappers?["old.txt"]?.regularFileContents == Data("old".utf8))
        let copy = folder.url.appendingPathComponent("Copy")
        try wrapper.fileWrappers?["Archive"]?.write(to: copy, originalContentsURL: nil)
        #expect(contents(copy.appendingPathComponent("old.txt").path) == "old")
        #expect(throws: (any Error).self) { try FileWrapper(url: folder.url.appendingPathComponent("missing")) }
        let document = try NoteDocument(
            configuration: .init(contentType: .plainText, file: FileWrapper(regularFileWithContents: Data("read".utf8))))
        #expect(document.text == "read")
    }
}
