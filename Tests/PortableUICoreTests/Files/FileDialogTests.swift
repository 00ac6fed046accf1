import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Hosting) @testable import PortableUICore

/// A temporary folder: notes.txt, data.json, photo.png, .hidden and a folder Archive
/// holding old.txt.
final class SampleFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("FileDialogTests-\(UUID().uuidString)")
            .standardizedFileURL
        let files = ["notes.txt": "notes", "data.json": "{}", "photo.png": "png", ".hidden": "", "Archive/old.txt": "old"]
        try FileManager.default.createDirectory(
            at: url.appendingPathComponent("Archive"), withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// What a dialog answered: the URLs of each completion, the errors, the cancellations.
final class DialogLog {
    var urls: [[String]] = []
    var errors: [String] = []
    var cancellations = 0

    func record<T>(_ result: Result<T, any Error>, paths: (T) -> [String]) {
        switch result {
        case .success(let value): urls.append(paths(value))
        case .failure(let error): errors.append(String(describing: error))
        }
    }
}

/// A plain text document.
struct NoteDocument: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text: String

    init(text: String) { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct ImporterScreen: View {
    let folder: URL
    let types: [UTType]
    let multiple: Bool
    let log: DialogLog
    @State var shown = true

    var body: some View {
        Color.clear
            .fileImporter(
                isPresented: $shown, allowedContentTypes: types, allowsMultipleSelection: multiple,
                onCompletion: { result in log.record(result) { $0.map(\.path) } },
                onCancellation: { log.cancellations += 1 }
            )
            .fileDialogDefaultDirectory(folder)
    }
}

@MainActor
struct FileDialogTests {
    private func importer(_ folder: SampleFolder, _ types: [UTType], multiple: Bool = false, _ log: DialogLog) -> ViewHost<some View> {
        ViewHost(ImporterScreen(folder: folder.url, types: types, multiple: multiple, log: log), device: .macWindow)
    }

    // Folders first, then files by name; hidden files left out; a file is choosable when its
    // extension's type conforms to an allowed type (json conforms to text: UTType's
    // documentation of public.json).
    static let listingCases: [([UTType], [Bool])] = [
        ([.plainText], [false, false, true, false]),
        ([.json], [false, true, false, false]),
        ([.text], [false, true, true, false]),
        ([.image], [false, false, false, true]),
        ([.data], [false, true, true, true]),
        ([.folder], [true, false, false, false]),
        ([], [false, false, false, false]),
    ]

    @Test(arguments: listingCases)
    func listingOrdersAndFiltersTheFolder(types: [UTType], selectable: [Bool]) throws {
        let folder = try SampleFolder()
        let listing = FileBrowserListing(directory: folder.url, request: _FileDialogRequest(kind: .open, allowedContentTypes: types))
        #expect(listing.entries.map(\.name) == ["Archive", "data.json", "notes.txt", "photo.png"])
        #expect(listing.entries.map(\.isDirectory) == [true, false, false, false])
        #expect(listing.entries.map(\.isSelectable) == selectable)
    }

    @Test func aMissingFolderListsNothing() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")
        let listing = FileBrowserListing(directory: missing, request: _FileDialogRequest(kind: .open, allowedContentTypes: [.data]))
        #expect(listing.entries.isEmpty)
        #expect(FileBrowserListing.ancestors(of: URL(fileURLWithPath: "/tmp/a/b")).map(\.path) == ["/", "/tmp", "/tmp/a", "/tmp/a/b"])
    }

    @Test func importerAnswersTheChosenFile() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.plainText], log)
        #expect(host.presentations.count == 1)
        #expect(host.tap(on: "fileBrowser.row.notes.txt"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("notes.txt")]])
        #expect(log.cancellations == 0)
        #expect(host.presentations.isEmpty)
    }

    @Test func aFileOfAnotherTypeCannotBeChosen() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.plainText], log)
        // The rows it cannot take are disabled (and drawn dimmed): the folder (it opens) and
        // the plain-text file stay enabled.
        let rows = host.accessibilityTree.allElements.filter { $0.identifier?.hasPrefix("fileBrowser.row.") == true }
        #expect(rows.map(\.identifier) == ["Archive", "data.json", "notes.txt", "photo.png"].map { "fileBrowser.row.\($0)" })
        #expect(rows.map(\.isEnabled) == [true, false, true, false])
        #expect(host.tap(on: "fileBrowser.row.photo.png"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls.isEmpty)
        #expect(host.presentations.count == 1)
    }

    @Test func multipleSelectionAnswersInListingOrderAndTogglesOff() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.data], multiple: true, log)
        for name in ["photo.png", "notes.txt", "data.json", "photo.png"] { #expect(host.tap(on: "fileBrowser.row.\(name)")) }
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("data.json"), folder.path("notes.txt")]])
    }

    @Test func singleSelectionKeepsTheLastFile() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.data], log)
        #expect(host.tap(on: "fileBrowser.row.notes.txt"))
        #expect(host.tap(on: "fileBrowser.row.data.json"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("data.json")]])
    }

    @Test func aFolderOpensAndThePathBarGoesBack() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.plainText], log)
        #expect(host.tap(on: "fileBrowser.row.Archive"))
        #expect(host.frame(of: "fileBrowser.row.notes.txt") == nil)
        #expect(host.tap(on: "fileBrowser.path.\(folder.url.path)"))
        #expect(host.tap(on: "fileBrowser.row.Archive"))
        #expect(host.tap(on: "fileBrowser.row.old.txt"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("Archive/old.txt")]])
    }

    @Test func aFolderImporterChoosesTheFolderShown() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.folder], log)
        #expect(host.tap(on: "fileBrowser.row.Archive"))
        #expect(host.tap(on: "fileBrowser.confirm"))
        #expect(log.urls == [[folder.path("Archive")]])
    }

    @Test func cancelAndEscapeEachCancelOnce() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let host = importer(folder, [.plainText], log)
        #expect(host.tap(on: "fileBrowser.cancel"))
        #expect(log.cancellations == 1)
        #expect(host.presentations.isEmpty)
        let escaped = DialogLog()
        let other = importer(folder, [.plainText], escaped)
        #expect(other.pressKey(.escape))
        #expect(escaped.cancellations == 1)
        #expect(escaped.urls.isEmpty)
        #expect(other.presentations.isEmpty)
    }

    @Test func aPresenterInTheEnvironmentShowsTheDialogInstead() throws {
        let folder = try SampleFolder()
        let log = DialogLog()
        let presenter = FakePresenter()
        let host = ViewHost(
            ImporterScreen(folder: folder.url, types: [.png, .jpeg], multiple: true, log: log)
                .environment(\._fileDialogPresenter, presenter), device: .macWindow)
        #expect(host.presentations.isEmpty)
        let request = try #require(presenter.requests.first)
        #expect(presenter.requests.count == 1)
        #expect(request.kind == .open)
        #expect(request.allowedContentTypes == [.png, .jpeg])
        #expect(request.allowsMultipleSelection)
        #expect(request.directory?.path == folder.url.path)
        presenter.answer?([folder.url.appendingPathComponent("photo.png")])
        #expect(log.urls == [[folder.path("photo.png")]])
        presenter.answer?(nil)
        #expect(log.cancellations == 1)
    }
}

/// A file dialog presenter that records requests and answers when told.
@MainActor
final class FakePresenter: _FileDialogPresenter {
    var requests: [_FileDialogRequest] = []
    var answer: (([URL]?) -> Void)?

    func present(_ request: _FileDialogRequest, completion: @escaping @MainActor @Sendable ([URL]?) -> Void) {
        requests.append(request)
        answer = completion
    }
}
