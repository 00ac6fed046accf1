import Foundation
import UniformTypeIdentifiers

// Items, files and objects: the parts of NSItemProvider that `onDrop` code reads providers with.

extension NSItemProvider {
    /// Creates an item provider with an object, according to the item provider type coercion
    /// policy: `loadItem` of that type gives the object itself; a nil item or type registers nothing.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let registeredItem = item, let typeIdentifier else { return }
        // (Items are immutable objects: NSString, NSURL, NSData.)
        nonisolated(unsafe) let item = registeredItem
        let registered = NSItemProviderRepresentation(identifier: typeIdentifier, source: .item({ completion, _, _ in completion?(item, nil) }), object: item)
        representations.append(registered)
    }

    /// Provides data-backed content from an existing file: the file as its extension's type
    /// (`public.data` when the extension is unknown), then its file URL. Nil when the URL is
    /// nil, not a file URL, or names no file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        registerObject(fileURL as NSURL, visibility: .all)
    }

    /// Lazily registers an item, according to the item provider type coercion policy: the
    /// load handler is called (with no expected class) each time the type is loaded.
    public func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler) {
        representations.append(NSItemProviderRepresentation(identifier: typeIdentifier, source: .item(loadHandler)))
    }

    /// Registers a file-backed representation for an item, specifying file options, item
    /// visibility, and a load handler (which calls back with the file, whether it must be
    /// coordinated, and an error).
    public func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        let load: NSItemProviderRepresentation.FileLoader = { completion in
            nonisolated(unsafe) let completion = completion
            return loadHandler { url, coordinated, error in completion(url, coordinated, error) }
        }
        representations.append(NSItemProviderRepresentation(identifier: typeIdentifier, source: .file(load), fileOptions: fileOptions))
    }

    /// Lazily registers the types a value bridged to a writable class (`String` through
    /// `NSString`, `URL` through `NSURL`) can be written as; the load handler makes the value
    /// when one of them is loaded.
    @preconcurrency
    public func registerObject<T>(
        ofClass: T.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@Sendable (T?, (any Error)?) -> Void) -> Progress?
    ) where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderWriting {
        registerObject(ofClass: T._ObjectiveCType.self, visibility: visibility) { completion in
            loadHandler { value, error in completion(value.map { $0._bridgeToObjectiveC() }, error) }
        }
    }

    /// Whether a representation conforms to the type and offers the file options (a file
    /// that opens in place is a file representation registered with `.openInPlace`).
    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        let wanted = UTType.declared(typeIdentifier)
        return representations.contains {
            UTType.declared($0.identifier).conforms(to: wanted) && $0.fileOptions.isSuperset(of: fileOptions)
        }
    }

    /// Loads the item's data and coerces it: the object registered (an `NSString`, an
    /// `NSURL`) as it is, a file representation as its file URL, data of a URL type as an
    /// `NSURL` (so `item as? URL` reads it), other data as `NSData` (`item as? Data`).
    /// An error in ``errorDomain`` when no representation conforms to the type.
    public func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: NSItemProvider.CompletionHandler? = nil
    ) {
        let completion = completionHandler ?? { _, _ in }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            return completion(nil, Self.error(.itemUnavailableError, typeIdentifier))
        }
        representation.loadItem(options: options, completion)
    }

    /// Asynchronously writes a copy of the provided, typed data to a temporary file, which
    /// the completion handler may read until it returns (the file is deleted then). The
    /// file is named after ``suggestedName``, with the type's extension. The progress
    /// completes when the handler runs; cancelling it first gives the handler Apple's
    /// cancellation error.
    @discardableResult
    public func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        let load = NSItemProviderLoad { completionHandler(nil, $0) }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            return load.unavailable(typeIdentifier)
        }
        load.track(representation.loadFile(named: suggestedName) { url, error in load.finish { completionHandler(url, error) } })
        return load.progress
    }

    /// Asynchronously opens a file in place, if possible: a file registered to open in place
    /// (`.openInPlace`) of a type conforming to `typeIdentifier` is handed over as it is
    /// (`isInPlace` true, the file left where it is); otherwise the first representation
    /// conforming to the type is copied to a temporary file (false), deleted when the handler
    /// returns. There is no file coordination.
    @discardableResult
    public func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        let load = NSItemProviderLoad { completionHandler(nil, false, $0) }
        let wanted = UTType.declared(typeIdentifier)
        let conforming = representations.filter { UTType.declared($0.identifier).conforms(to: wanted) }
        guard let representation = conforming.first(where: { $0.fileOptions.contains(.openInPlace) }) ?? conforming.first else {
            return load.unavailable(typeIdentifier)
        }
        if representation.fileOptions.contains(.openInPlace) {
            load.track(representation.loadOriginalFile { url, error in load.finish { completionHandler(url, url != nil, error) } })
        } else {
            load.track(representation.loadFile(named: suggestedName) { url, error in load.finish { completionHandler(url, false, error) } })
        }
        return load.progress
    }

    /// Whether the provider has a representation the class can read.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRepresentation(for: aClass) != nil
    }

    /// Whether the provider has a representation the bridged class (`NSString` for `String`,
    /// `NSURL` for `URL`) can read.
    public func canLoadObject<T>(ofClass: T.Type) -> Bool where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Asynchronously loads an object of the class from the first representation (in the
    /// order registered) of a type the class reads; an error in ``errorDomain`` when there
    /// is none, the loader's or the class's error when loading or reading fails. The
    /// progress completes when the handler runs; cancelling it first gives the handler
    /// Apple's cancellation error.
    @discardableResult
    public func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let load = NSItemProviderLoad { completionHandler(nil, $0) }
        guard let representation = readableRepresentation(for: aClass) else {
            return load.unavailable(aClass.readableTypeIdentifiersForItemProvider.first ?? "\(aClass)")
        }
        let identifier = representation.identifier
        load.track(representation.loadData { data, error in
            load.finish {
                guard let data else { return completionHandler(nil, error ?? Self.error(.itemUnavailableError, identifier)) }
                do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil) } catch {
                    completionHandler(nil, error)
                }
            }
        })
        return load.progress
    }

    /// Asynchronously loads a value of a type bridged to a readable class (`String` through
    /// `NSString`, `URL` through `NSURL`; Swift on Linux bridges them as on Apple platforms).
    /// (Not `@discardableResult`: Apple's Swift declaration is not, unlike the class form.)
    public func loadObject<T>(
        ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    /// The first representation, in the order registered, of a type the class reads.
    private func readableRepresentation(for aClass: any NSItemProviderReading.Type) -> NSItemProviderRepresentation? {
        let readable = aClass.readableTypeIdentifiersForItemProvider.map(UTType.declared)
        return representations.first { registered in
            let type = UTType.declared(registered.identifier)
            return readable.contains { type.conforms(to: $0) }
        }
    }
}
