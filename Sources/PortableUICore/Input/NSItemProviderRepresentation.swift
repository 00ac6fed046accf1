import Foundation
import UniformTypeIdentifiers

/// One representation registered with an item provider: its type, where its content comes
/// from (data, a file, an item) and the object it was registered from, if any.
///
/// Every source can be had in every form: data (a file's contents, an item's bytes), a file
/// (data written to a temporary file) and an item (the object itself, else the data as a URL
/// for URL types and as `Data` for the others).
struct NSItemProviderRepresentation: @unchecked Sendable {
    typealias DataLoader = (@escaping (Data?, Error?) -> Void) -> Progress?
    typealias FileLoader = (@escaping (URL?, Bool, Error?) -> Void) -> Progress?

    enum Source {
        case data(DataLoader)
        case file(FileLoader)
        case item(NSItemProvider.LoadHandler)
    }

    let identifier: String
    let source: Source
    /// The object registered (`init(object:)`, `init(item:typeIdentifier:)`), which `loadItem` gives as it is.
    var object: (any NSSecureCoding)?
    var fileOptions: NSItemProviderFileOptions = []

    /// Loads the content as data.
    func loadData(_ completion: @escaping (Data?, Error?) -> Void) -> Progress? {
        switch source {
        case .data(let load):
            return load(completion)
        case .file(let load):
            return load { url, _, error in
                guard let url else { return completion(nil, error ?? unavailable) }
                do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
            }
        case .item(let load):
            nonisolated(unsafe) let completion = completion
            let unexpected = NSItemProvider.error(.unexpectedValueClassError, identifier)
            load({ item, error in
                if let error { return completion(nil, error) }
                guard let data = Self.data(of: item) else { return completion(nil, unexpected) }
                completion(data, nil)
            }, nil, nil)
            return nil
        }
    }

    /// Loads the content as a file the completion handler may read until it returns: a copy
    /// of the registered file (named `name`, else as the file is), or the data written to a
    /// file named `name`. The copy is deleted once the handler returns.
    func loadFile(named name: String?, _ completion: @escaping (URL?, Error?) -> Void) -> Progress? {
        let type = UTType.declared(identifier)
        if case .file(let load) = source {
            return load { url, _, error in
                guard let url else { return completion(nil, error ?? unavailable) }
                let fileName = Self.fileName(name ?? url.lastPathComponent, type: type)
                Self.withTemporaryFile(named: fileName, completion) { try FileManager.default.copyItem(at: url, to: $0) }
            }
        }
        let fileName = Self.fileName(name, type: type)
        return loadData { data, error in
            guard let data else { return completion(nil, error ?? unavailable) }
            Self.withTemporaryFile(named: fileName, completion) { try data.write(to: $0) }
        }
    }

    /// Loads a file representation as the file itself (opened in place): its URL, or Cocoa's
    /// no-such-file error when the file is gone. Other sources have no file to hand over.
    func loadOriginalFile(_ completion: @escaping (URL?, Error?) -> Void) -> Progress? {
        guard case .file(let load) = source else {
            completion(nil, unavailable)
            return nil
        }
        return load { url, _, error in
            guard let url else { return completion(nil, error ?? unavailable) }
            guard FileManager.default.fileExists(atPath: url.path) else {
                return completion(nil, CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]))
            }
            completion(url, nil)
        }
    }

    /// Loads the content as an item: the object registered, a file's URL, a URL type's URL,
    /// else the data.
    func loadItem(options: [AnyHashable: Any]?, _ completion: @escaping NSItemProvider.CompletionHandler) {
        if let object { return completion(object, nil) }
        switch source {
        case .item(let load):
            load(completion, nil, options)
        case .file(let load):
            _ = load { url, _, error in completion(url.map { $0 as NSURL }, url == nil ? (error ?? unavailable) : nil) }
        case .data:
            let isURL = UTType.declared(identifier).conforms(to: .url)
            let unexpected = NSItemProvider.error(.unexpectedValueClassError, identifier)
            _ = loadData { data, error in
                guard let data else { return completion(nil, error ?? unavailable) }
                guard isURL else { return completion(NSData(data: data), nil) }
                guard let url = NSURL(string: String(decoding: data, as: UTF8.self)) else { return completion(nil, unexpected) }
                completion(url, nil)
            }
        }
    }

    private var unavailable: NSError { NSItemProvider.error(.itemUnavailableError, identifier) }

    /// An item's bytes: data as it is, a URL's absolute string, a string's UTF-8.
    private static func data(of item: (any NSSecureCoding)?) -> Data? {
        switch item {
        case let data as Data: data
        case let url as URL: Data(url.absoluteString.utf8)
        case let string as String: Data(string.utf8)
        default: nil
        }
    }

    /// The suggested name, else "item", with the type's extension when it has none.
    private static func fileName(_ suggested: String?, type: UTType) -> String {
        let name = suggested.flatMap { $0.isEmpty || $0.contains("/") ? nil : $0 } ?? "item"
        guard (name as NSString).pathExtension.isEmpty, let ext = type.preferredFilenameExtension else { return name }
        return name + "." + ext
    }

    /// Makes a file in a directory of its own under the temporary directory, hands it to
    /// `completion` and deletes the directory after `completion` returns (Apple: "the file
    /// is deleted after the completion handler returns").
    private static func withTemporaryFile(
        named name: String, _ completion: (URL?, Error?) -> Void, writing write: (URL) throws -> Void
    ) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProvider-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try write(file)
        } catch {
            return completion(nil, error)
        }
        completion(file, nil)
    }
}
