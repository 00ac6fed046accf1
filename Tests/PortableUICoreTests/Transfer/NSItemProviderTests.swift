import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// Reading item providers as `onDrop` code does: `loadObject(ofClass:)`, `loadItem`, file
/// representations, `loadTransferable`. Payloads and types follow Apple's documentation of
/// `NSItemProvider` and `NSItemProviderReading`; the error domain and codes are Apple's
/// (`NSItemProvider.ErrorCode`: item unavailable −1000).
@MainActor
struct NSItemProviderTests {
    private static let web = URL(string: "https://example.com/a")!
    private static let file = URL(fileURLWithPath: "/tmp/a.txt")

    private static func textProvider() -> NSItemProvider { NSItemProvider(object: "pear" as NSString) }
    private static func webProvider() -> NSItemProvider { NSItemProvider(object: web as NSURL) }
    private static func fileProvider() -> NSItemProvider { NSItemProvider(object: file as NSURL) }

    /// What the provider loads as `String`, `URL` and `NSString` (read back as `String`).
    private func objects(of provider: NSItemProvider) async -> (string: String?, url: URL?, nsString: String?) {
        let string = await withCheckedContinuation { done in
            _ = provider.loadObject(ofClass: String.self) { string, _ in done.resume(returning: string) }
        }
        let url = await withCheckedContinuation { done in
            _ = provider.loadObject(ofClass: URL.self) { url, _ in done.resume(returning: url) }
        }
        let nsString = await withCheckedContinuation { done in
            _ = provider.loadObject(ofClass: NSString.self) { object, _ in done.resume(returning: object as? String) }
        }
        return (string, url, nsString)
    }

    @Test func objectsRoundTripThroughTheirClasses() async {
        // NSString reads text, NSURL reads URLs (a file URL is a URL); nothing else converts.
        let table: [(provider: NSItemProvider, string: String?, url: URL?, canString: Bool, canURL: Bool)] = [
            (Self.textProvider(), "pear", nil, true, false),
            (Self.webProvider(), nil, Self.web, false, true),
            (Self.fileProvider(), nil, Self.file, false, true),
            (NSItemProvider(), nil, nil, false, false),
        ]
        for row in table {
            let loaded = await objects(of: row.provider)
            #expect(loaded.string == row.string)
            #expect(loaded.url == row.url)
            #expect(loaded.nsString == row.string)
            #expect(row.provider.canLoadObject(ofClass: String.self) == row.canString)
            #expect(row.provider.canLoadObject(ofClass: NSString.self) == row.canString)
            #expect(row.provider.canLoadObject(ofClass: URL.self) == row.canURL)
            #expect(row.provider.canLoadObject(ofClass: NSURL.self) == row.canURL)
        }
    }

    /// The item `loadItem` gives, described by what it casts to.
    private func item(of provider: NSItemProvider, _ identifier: String) async -> String {
        await withCheckedContinuation { done in
            provider.loadItem(forTypeIdentifier: identifier, options: nil) { item, error in
                if let string = item as? String { return done.resume(returning: "string \(string)") }
                if let url = item as? URL { return done.resume(returning: "url \(url.absoluteString)") }
                if let data = item as? Data { return done.resume(returning: "data \(String(decoding: data, as: UTF8.self))") }
                let code = (error as NSError?).map { "\($0.domain) \($0.code)" } ?? "none"
                done.resume(returning: "error \(code)")
            }
        }
    }

    /// A provider of one data representation.
    private static func dataProvider(_ type: UTType, _ text: String) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(for: type) { completion in
            completion(Data(text.utf8), nil)
            return nil
        }
        return provider
    }

    @Test func loadItemGivesObjectsURLsAndData() async throws {
        let lazy = NSItemProvider()
        lazy.registerItem(forTypeIdentifier: UTType.url.identifier) { completion, _, _ in
            completion?(URL(string: "https://example.com/lazy")! as NSURL, nil)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("items-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let note = directory.appendingPathComponent("note.txt")
        try Data("hello".utf8).write(to: note)
        let fromFile = try #require(NSItemProvider(contentsOf: note))
        // Apple's documentation of `loadItem`: the registered object for its type; data of a
        // URL type as a URL, other data as Data (PortableUI's choice, docs/differences.md).
        let table: [(provider: NSItemProvider, type: String, item: String)] = [
            (Self.textProvider(), "public.utf8-plain-text", "string pear"),
            (Self.textProvider(), "public.text", "string pear"),
            (Self.webProvider(), "public.url", "url https://example.com/a"),
            (Self.fileProvider(), "public.file-url", "url file:///tmp/a.txt"),
            (Self.fileProvider(), "public.url", "url file:///tmp/a.txt"),
            (Self.dataProvider(.url, "https://example.com/b"), "public.url", "url https://example.com/b"),
            (Self.dataProvider(.plainText, "plain"), "public.plain-text", "data plain"),
            (NSItemProvider(item: "x" as NSString, typeIdentifier: "public.plain-text"), "public.plain-text", "string x"),
            (lazy, "public.url", "url https://example.com/lazy"),
            (fromFile, "public.file-url", "url \(note.absoluteString)"),
            (fromFile, "public.plain-text", "url \(note.absoluteString)"),
            (Self.textProvider(), "public.url", "error NSItemProviderErrorDomain -1000"),
            (Self.textProvider(), "", "error NSItemProviderErrorDomain -1000"),
            (NSItemProvider(item: nil, typeIdentifier: "public.text"), "public.text", "error NSItemProviderErrorDomain -1000"),
        ]
        for row in table {
            #expect(await item(of: row.provider, row.type) == row.item, "\(row.type)")
        }
        #expect(fromFile.registeredTypeIdentifiers == ["public.plain-text", "public.file-url"])
        #expect(fromFile.suggestedName == "note.txt")
        // An item's data: the URL's absolute string.
        let data = await withCheckedContinuation { done in
            lazy.loadDataRepresentation(forTypeIdentifier: "public.url") { data, _ in done.resume(returning: data) }
        }
        #expect(data == Data("https://example.com/lazy".utf8))
    }

    /// What a file representation handler sees (file name, contents, whether it exists, in
    /// place) and the file's path, to check afterwards.
    private func file(of provider: NSItemProvider, _ type: UTType, openInPlace: Bool = false) async
        -> (name: String?, contents: String?, inPlace: Bool, path: String?, error: String?)
    {
        await withCheckedContinuation { done in
            _ = provider.loadFileRepresentation(for: type, openInPlace: openInPlace) { url, inPlace, error in
                let contents = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                let code = (error as NSError?).map { "\($0.domain) \($0.code)" }
                done.resume(returning: (url?.lastPathComponent, contents, inPlace, url?.path, code))
            }
        }
    }

    @Test func fileRepresentationsAreTemporaryCopies() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = directory.appendingPathComponent("a.json")
        try Data("{\"a\":1}".utf8).write(to: original)
        let named = Self.dataProvider(.plainText, "hello")
        named.suggestedName = "note"
        let inPlace = NSItemProvider()
        inPlace.registerFileRepresentation(forTypeIdentifier: UTType.json.identifier, fileOptions: .openInPlace, visibility: .all) {
            completion in
            completion(original, false, nil)
            return nil
        }
        let missing = NSItemProvider()
        missing.registerFileRepresentation(forTypeIdentifier: UTType.json.identifier, visibility: .all) { completion in
            completion(directory.appendingPathComponent("gone.json"), false, nil)
            return nil
        }
        // Apple's documentation of `loadFileRepresentation`: a copy in a temporary file,
        // deleted once the handler returns; a file opened in place is the original.
        let table: [(provider: NSItemProvider, type: UTType, openInPlace: Bool, name: String?, contents: String?, inPlace: Bool, kept: Bool)] = [
            (named, .plainText, false, "note.txt", "hello", false, false),
            (Self.dataProvider(.data, "bytes"), .data, false, "item", "bytes", false, false),
            (try #require(NSItemProvider(contentsOf: original)), .json, false, "a.json", "{\"a\":1}", false, false),
            (inPlace, .json, false, "a.json", "{\"a\":1}", false, false),
            (inPlace, .json, true, "a.json", "{\"a\":1}", true, true),
            (try #require(NSItemProvider(contentsOf: original)), .json, true, "a.json", "{\"a\":1}", false, false),
        ]
        for row in table {
            let loaded = await file(of: row.provider, row.type, openInPlace: row.openInPlace)
            #expect(loaded.name == row.name)
            #expect(loaded.contents == row.contents)
            #expect(loaded.inPlace == row.inPlace)
            #expect(loaded.path.map { FileManager.default.fileExists(atPath: $0) } == row.kept)
        }
        #expect(FileManager.default.fileExists(atPath: original.path))
        // Errors, no traps: a missing type, a registered file that is gone (Cocoa's
        // NSFileReadNoSuchFileError, 260).
        #expect(await file(of: named, .json).error == "NSItemProviderErrorDomain -1000")
        #expect(await file(of: missing, .json).error == "NSCocoaErrorDomain 260")
        #expect(inPlace.hasRepresentationConforming(toTypeIdentifier: "public.json", fileOptions: .openInPlace))
        #expect(inPlace.hasRepresentationConforming(toTypeIdentifier: "public.data"))
        #expect(!named.hasRepresentationConforming(toTypeIdentifier: "public.plain-text", fileOptions: .openInPlace))
        #expect(named.hasRepresentationConforming(toTypeIdentifier: "public.text"))
    }

    /// A directory of its own under the temporary directory, with `a.json` and `b.custom` in it.
    private static func scratch() throws -> (directory: URL, json: URL, unknown: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("in-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let json = directory.appendingPathComponent("a.json")
        try Data("{\"a\":1}".utf8).write(to: json)
        let unknown = directory.appendingPathComponent("b.custom")
        try Data("custom".utf8).write(to: unknown)
        return (directory, json, unknown)
    }

    @Test func contentTypeFormsRegisterTypes() throws {
        let files = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: files.directory) }
        let mixed = NSItemProvider()
        mixed.registerDataRepresentation(for: .plainText) { completion in
            completion(Data("hello".utf8), nil)
            return nil
        }
        mixed.registerFileRepresentation(for: .json, openInPlace: true) { completion in
            completion(files.json, false, nil)
            return nil
        }
        mixed.registerFileRepresentation(for: .png, visibility: .ownProcess) { completion in
            completion(nil, false, CocoaError(.fileReadNoSuchFile))
            return nil
        }
        // Apple's NSItemProvider+UTType: the types in the order registered; those conforming
        // to a type (public.json conforms to public.text); the file representations registered
        // to open in place. `init(contentsOf:contentType:…)` registers the file alone: the type
        // given, else its extension's, else public.data.
        let table: [(provider: NSItemProvider, types: [UTType], text: [UTType], image: [UTType], inPlace: [UTType], name: String?)] = [
            (mixed, [.plainText, .json, .png], [.plainText, .json], [.png], [.json], nil),
            (NSItemProvider(contentsOf: files.json, contentType: nil), [.json], [.json], [], [], "a.json"),
            (NSItemProvider(contentsOf: files.json, contentType: .plainText, openInPlace: true), [.plainText], [.plainText], [], [.plainText], "a.json"),
            (NSItemProvider(contentsOf: files.unknown, contentType: nil, coordinated: true, visibility: .team), [.data], [], [], [], "b.custom"),
            (NSItemProvider(contentsOf: files.directory.appendingPathComponent("gone.png"), contentType: nil, openInPlace: true), [.png], [], [.png], [.png], "gone.png"),
            (NSItemProvider(), [], [], [], [], nil),
            // A file dropped from the desktop: the file, to open in place, then its URL.
            (TransferItem(file: files.json).itemProvider(), [.json, .fileURL], [.json], [], [.json], "a.json"),
        ]
        for row in table {
            #expect(row.provider.registeredContentTypes == row.types)
            #expect(row.provider.registeredTypeIdentifiers == row.types.map(\.identifier))
            #expect(row.provider.registeredContentTypes(conformingTo: .text) == row.text)
            #expect(row.provider.registeredContentTypes(conformingTo: .image) == row.image)
            #expect(row.provider.registeredContentTypes(conformingTo: .item) == row.types)
            #expect(row.provider.registeredContentTypesForOpenInPlace == row.inPlace)
            #expect(row.provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == row.inPlace.map(\.identifier))
            #expect(row.provider.suggestedName == row.name)
        }
    }

    /// What `loadInPlaceFileRepresentation` hands over: the file name, contents, in-place
    /// flag, whether the file is still there afterwards, and the error.
    private func inPlaceFile(of provider: NSItemProvider, _ identifier: String) async
        -> (url: URL?, contents: String?, inPlace: Bool, kept: Bool, error: String?)
    {
        let loaded = await withCheckedContinuation { done in
            _ = provider.loadInPlaceFileRepresentation(forTypeIdentifier: identifier) { url, inPlace, error in
                let contents = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
                let code = (error as NSError?).map { "\($0.domain) \($0.code)" }
                done.resume(returning: (url, contents, inPlace, code))
            }
        }
        let kept = loaded.0.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
        return (loaded.0, loaded.1, loaded.2, kept, loaded.3)
    }

    @Test func inPlaceFilesAreTheOriginals() async throws {
        let files = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: files.directory) }
        let gone = files.directory.appendingPathComponent("gone.json")
        let text = Self.dataProvider(.plainText, "hello")
        text.suggestedName = "note"
        // Apple's loadInPlaceFileRepresentation: isInPlace true when the file was opened in
        // place (the original, left where it is), false for a local copy (deleted once the
        // handler returns, as loadFileRepresentation's). A file that is gone: Cocoa's
        // NSFileReadNoSuchFileError (260); no representation of the type: −1000.
        let table: [(provider: NSItemProvider, type: String, url: URL?, contents: String?, inPlace: Bool, kept: Bool, error: String?)] = [
            (NSItemProvider(contentsOf: files.json, contentType: .json, openInPlace: true), "public.json", files.json, "{\"a\":1}", true, true, nil),
            (NSItemProvider(contentsOf: files.json, contentType: .json, openInPlace: true), "public.text", files.json, "{\"a\":1}", true, true, nil),
            (NSItemProvider(contentsOf: files.unknown, contentType: nil, openInPlace: true, coordinated: true), "public.data", files.unknown, "custom", true, true, nil),
            (TransferItem(file: files.json).itemProvider(), "public.json", files.json, "{\"a\":1}", true, true, nil),
            (NSItemProvider(contentsOf: files.json, contentType: .json), "public.json", nil, "{\"a\":1}", false, false, nil),
            (text, "public.plain-text", nil, "hello", false, false, nil),
            (NSItemProvider(contentsOf: gone, contentType: nil, openInPlace: true), "public.json", nil, nil, false, false, "NSCocoaErrorDomain 260"),
            (NSItemProvider(contentsOf: gone, contentType: nil), "public.json", nil, nil, false, false, "NSCocoaErrorDomain 260"),
            (text, "public.json", nil, nil, false, false, "NSItemProviderErrorDomain -1000"),
            (NSItemProvider(), "", nil, nil, false, false, "NSItemProviderErrorDomain -1000"),
        ]
        for row in table {
            let loaded = await inPlaceFile(of: row.provider, row.type)
            if let url = row.url { #expect(loaded.url == url, "\(row.type)") }
            #expect(loaded.contents == row.contents, "\(row.type)")
            #expect(loaded.inPlace == row.inPlace, "\(row.type)")
            #expect(loaded.kept == row.kept, "\(row.type)")
            #expect(loaded.error == row.error, "\(row.type)")
            // The content-type form with `openInPlace` is the same load.
            let viaType = await file(of: row.provider, UTType.declared(row.type), openInPlace: true)
            #expect(viaType.contents == row.contents && viaType.inPlace == row.inPlace && viaType.error == row.error, "\(row.type)")
        }
        // A copy is named after the suggested name with the type's extension, else the file.
        #expect(await inPlaceFile(of: text, "public.plain-text").url?.lastPathComponent == "note.txt")
        #expect(await inPlaceFile(of: NSItemProvider(contentsOf: files.json, contentType: .json), "public.json").url?.lastPathComponent == "a.json")
        #expect(FileManager.default.fileExists(atPath: files.json.path))
    }

    @Test func lazyObjectsAreMadeWhenLoaded() async {
        let made = ItemProviderReports()
        let string = NSItemProvider()
        string.registerObject(ofClass: String.self, visibility: .all) { completion in
            made.add("made")
            completion("lazy", nil)
            return nil
        }
        let url = NSItemProvider()
        url.registerObject(ofClass: NSURL.self, visibility: .ownProcess) { completion in
            completion(URL(string: "https://example.com/lazy")! as NSURL, nil)
            return nil
        }
        let failing = NSItemProvider()
        failing.registerObject(ofClass: NSString.self, visibility: .all) { completion in
            completion(nil, CocoaError(.fileReadNoPermission))
            return nil
        }
        let empty = NSItemProvider()
        empty.registerObject(ofClass: URL.self, visibility: .all) { completion in
            completion(nil, nil)
            return nil
        }
        // Apple's registerObject(ofClass:visibility:loadHandler:): the class's writable types
        // (NSString: UTF-8 plain text; NSURL: a URL), made when loaded; a handler's error is
        // passed on (Cocoa 257), no object and no error is −1000.
        let table: [(provider: NSItemProvider, types: [String], string: String?, url: URL?, error: String?)] = [
            (string, ["public.utf8-plain-text"], "lazy", nil, nil),
            (url, ["public.url"], nil, URL(string: "https://example.com/lazy"), nil),
            (failing, ["public.utf8-plain-text"], nil, nil, "NSCocoaErrorDomain 257"),
            (empty, ["public.url"], nil, nil, "NSItemProviderErrorDomain -1000"),
        ]
        for row in table {
            #expect(row.provider.registeredTypeIdentifiers == row.types)
            let loaded = await objects(of: row.provider)
            #expect(loaded.string == row.string)
            #expect(loaded.url == row.url)
            let error = await withCheckedContinuation { done in
                _ = row.provider.loadDataRepresentation(forTypeIdentifier: row.types[0]) { _, error in
                    done.resume(returning: (error as NSError?).map { "\($0.domain) \($0.code)" })
                }
            }
            #expect(error == row.error)
        }
        // Made once for each load (String, NSString and the data above), never up front.
        #expect(made.all.count == 3)
    }

    @Test func failuresAreErrorsNotTraps() async {
        /// The domain and code of the error `loadObject` gives.
        func failure<T: _ObjectiveCBridgeable>(_ provider: NSItemProvider, _ type: T.Type) async -> String
        where T._ObjectiveCType: NSItemProviderReading {
            await withCheckedContinuation { done in
                _ = provider.loadObject(ofClass: type) { value, error in
                    let nsError = error as NSError?
                    done.resume(returning: value == nil ? "\(nsError?.domain ?? "none") \(nsError?.code ?? 0)" : "loaded")
                }
            }
        }
        let notUTF8 = NSItemProvider()
        notUTF8.registerDataRepresentation(for: .utf8PlainText) { completion in
            completion(Data([0xff, 0xfe, 0xc0]), nil)
            return nil
        }
        let failing = NSItemProvider()
        failing.registerDataRepresentation(for: .url) { completion in
            completion(nil, CocoaError(.fileReadNoPermission))
            return nil
        }
        // Apple's `NSItemProvider.ErrorCode.itemUnavailableError` (−1000) for a missing type;
        // the class's or the loader's error otherwise (Cocoa: 261 inapplicable string
        // encoding, 259 corrupt file, 257 no permission).
        #expect(await failure(Self.textProvider(), URL.self) == "NSItemProviderErrorDomain -1000")
        #expect(await failure(NSItemProvider(), String.self) == "NSItemProviderErrorDomain -1000")
        #expect(await failure(notUTF8, String.self) == "NSCocoaErrorDomain 261")
        #expect(await failure(Self.dataProvider(.url, ""), URL.self) == "NSCocoaErrorDomain 259")
        #expect(await failure(failing, URL.self) == "NSCocoaErrorDomain 257")
        #expect(NSItemProvider(contentsOf: nil) == nil)
        #expect(NSItemProvider(contentsOf: URL(fileURLWithPath: "/nonexistent/file.txt")) == nil)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/a.txt")) == nil)
        #expect(NSItemProvider.errorDomain == "NSItemProviderErrorDomain")
    }

    @Test func transferablesRegisterAndLoad() async {
        let registered = NSItemProvider()
        registered.register("hello")
        #expect(registered.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        let table: [(provider: NSItemProvider, string: String?)] = [
            (registered, "hello"),
            (Self.textProvider(), "pear"),
            (Self.webProvider(), nil),
        ]
        for row in table {
            let result = await withCheckedContinuation { done in
                _ = row.provider.loadTransferable(type: String.self) { done.resume(returning: $0) }
            }
            switch result {
            case .success(let string): #expect(string == row.string)
            case .failure(let error):
                #expect(row.string == nil)
                #expect((error as NSError).domain == NSItemProvider.errorDomain)
                #expect((error as NSError).code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
            }
        }
        // Apple's registerObject(_:visibility:): a type already registered keeps its
        // representation.
        let twice = Self.textProvider()
        twice.registerObject("second" as NSString, visibility: .all)
        #expect(twice.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(await objects(of: twice).string == "pear")
        let url = NSItemProvider()
        url.register(Self.web)
        let loaded = await withCheckedContinuation { done in _ = url.loadObject(ofClass: URL.self) { value, _ in done.resume(returning: value) } }
        #expect(loaded == Self.web)
    }

    @Test func anOnDropViewLoadsADraggedString() async {
        // The usual SwiftUI drop target: read the first provider as a String.
        let sources: [(name: String, view: AnyView)] = [
            ("onDrag", AnyView(Color.red.frame(width: 100, height: 100).onDrag { NSItemProvider(object: "apple" as NSString) })),
            ("draggable", AnyView(Color.red.frame(width: 100, height: 100).draggable("apple"))),
        ]
        for source in sources {
            let log = EventLog()
            let host = ViewHost(
                HStack(spacing: 0) {
                    source.view
                    Color.blue.frame(width: 100, height: 100)
                        .onDrop(of: [.text], isTargeted: nil) { providers in
                            _ = providers.first?.loadObject(ofClass: String.self) { string, error in
                                Task { @MainActor in log("loaded \(string ?? "nil") \(error == nil)") }
                            }
                            return true
                        }
                }, size: CGSize(width: 200, height: 100))
            await host.drag(from: CGPoint(50, 50), to: CGPoint(150, 50), duration: 0.1)
            await host.advance(by: 0.05)
            #expect(log.take() == ["loaded apple true"], "\(source.name)")
        }
    }
}
