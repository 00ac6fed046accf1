import Foundation
import UniformTypeIdentifiers

// The content-type forms (iOS 16, macOS 13): each is its type-identifier form with the
// content type's identifier. Their load methods are Swift declarations without
// `@discardableResult`, as Apple's, so an unused `Progress` warns there as here.

extension NSItemProvider {
    /// Provides data-backed content from an existing file, as a file representation of
    /// `contentType` (else the type of the file's extension, else `public.data`); the file
    /// name becomes ``suggestedName``. With `openInPlace` the file is handed over as it is to
    /// in-place loads; `coordinated` is what the load handler reports.
    public convenience init(
        contentsOf fileURL: URL, contentType: UTType?, openInPlace: Bool = false, coordinated: Bool = false,
        visibility: NSItemProviderRepresentationVisibility = .all
    ) {
        self.init()
        suggestedName = fileURL.lastPathComponent
        let type = contentType ?? UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(for: type, visibility: visibility, openInPlace: openInPlace) { completion in
            completion(fileURL, coordinated, nil)
            return nil
        }
    }

    /// Registers a data-backed representation for an item of a content type, specifying item
    /// visibility and a load handler.
    public func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers a file-backed representation for an item of a content type, with item
    /// visibility, an open-in-place option and a load handler (which calls back with the
    /// file, whether it must be coordinated, and an error).
    public func registerFileRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all, openInPlace: Bool = false,
        loadHandler: @escaping @Sendable (@escaping (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        registerFileRepresentation(
            forTypeIdentifier: contentType.identifier, fileOptions: openInPlace ? .openInPlace : [], visibility: visibility,
            loadHandler: loadHandler)
    }

    /// Registers a data representation of a content type loaded by an asynchronous function,
    /// which runs in a task when the data is asked for.
    func registerDataRepresentation(for contentType: UTType, loading: @escaping @Sendable () async throws -> Data) {
        registerDataRepresentation(for: contentType) { completion in
            // (The provider's loader calls back once, from the task it starts.)
            nonisolated(unsafe) let completion = completion
            Task {
                do { completion(try await loading(), nil) } catch { completion(nil, error) }
            }
            return nil
        }
    }

    /// Asynchronously copies the data of a content type into a `Data` object, returning a
    /// progress object (see ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``).
    public func loadDataRepresentation(
        for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Asynchronously writes a copy of the content type's data to a temporary file (Boolean
    /// false), deleted when the handler returns; with `openInPlace`, opens the file in place
    /// when it was registered to open in place (Boolean true; see
    /// ``loadInPlaceFileRepresentation(forTypeIdentifier:completionHandler:)``).
    public func loadFileRepresentation(
        for contentType: UTType, openInPlace: Bool = false,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        if openInPlace {
            return loadInPlaceFileRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
        }
        return loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
    }
}
