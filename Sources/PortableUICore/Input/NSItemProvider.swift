import Foundation
import UniformTypeIdentifiers

/// The visibility of an item provider's representation (Foundation's, which Foundation on
/// Linux lacks).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Visible to all processes.
    case all = 0
    /// Visible only to processes from the same team.
    case team = 1
    /// Visible only to processes in the same app group.
    case group = 2
    /// Visible only to the process that registered it.
    case ownProcess = 3
}

/// An item provider for conveying data or a file between processes during drag-and-drop or
/// copy-and-paste activities (Foundation's on Apple platforms; Foundation on Linux lacks it,
/// so PortableUI provides the part that `onDrag`, `onDrop` and `onInsert(of:perform:)` use).
///
/// It holds data representations registered by type identifier and loads them on request,
/// calling the completion handler before `loadDataRepresentation` returns.
open class NSItemProvider: NSObject, @unchecked Sendable {
    private var representations: [(identifier: String, load: (@escaping (Data?, Error?) -> Void) -> Progress?)] = []

    /// A name suggested for the item (a file name).
    open var suggestedName: String?

    /// Creates an empty item provider.
    public override init() {}

    /// Creates an item provider with an object (an `NSString`, an `NSURL`), offering the
    /// types the object can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Registers an object, under each type it can be written as.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
                // (The object calls back once; the provider's caller handles the result.)
                nonisolated(unsafe) let completion = completion
                return object.loadData(withTypeIdentifier: identifier) { data, error in completion(data, error) }
            }
        }
    }

    /// The type identifiers registered, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.identifier) }

    /// The content types registered, in the order registered.
    open var registeredContentTypes: [UTType] {
        representations.map { UTType.declared($0.identifier) }
    }

    /// Registers a data-backed representation for an item.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
    ) {
        representations.append((typeIdentifier, loadHandler))
    }

    /// Registers a data-backed representation for an item of a content type.
    open func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Returns a Boolean value indicating whether an item provider contains a data
    /// representation conforming to a specified uniform type identifier.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Asynchronously copies the provided, typed data into a `Data` object; an error when no
    /// representation conforms to the type.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void
    ) -> Progress {
        guard let load = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, CocoaError(.fileReadUnknown))
            return Progress(totalUnitCount: 0)
        }
        return load(completionHandler) ?? Progress(totalUnitCount: 1)
    }

    /// Asynchronously copies the provided data of a content type into a `Data` object.
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// The data of the first representation whose type conforms to `identifier`'s; a loader
    /// that calls back more than once is heard the first time only.
    func loadData(forTypeIdentifier identifier: String) async throws -> Data {
        let once = CallbackOnce()
        return try await withCheckedThrowingContinuation { continuation in
            loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                guard once.claim() else { return }
                if let data { continuation.resume(returning: data) } else {
                    continuation.resume(throwing: error ?? CocoaError(.fileReadUnknown))
                }
            }
        }
    }

    /// The first representation whose type conforms to `identifier`'s.
    private func representation(conformingTo identifier: String) -> ((@escaping (Data?, Error?) -> Void) -> Progress?)? {
        let wanted = UTType.declared(identifier)
        return representations.first { UTType.declared($0.identifier).conforms(to: wanted) }?.load
    }
}

/// Whether a callback was heard already.
private final class CallbackOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    /// True the first time only.
    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
