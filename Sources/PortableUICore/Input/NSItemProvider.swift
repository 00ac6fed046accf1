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
/// It holds representations registered by type identifier (data, files, items) and loads
/// them on request. Apple calls completion handlers on an internal queue; PortableUI calls
/// them from wherever the registered loader calls back: before the load method returns for
/// objects, items and files registered in this process (`init(object:)`, `init(item:typeIdentifier:)`,
/// `init(contentsOf:)`), from a task for values of a `Transferable` type and dropped items,
/// and at once from Foundation's thread when the `Progress` a load returned is cancelled.
/// Code that updates the interface hops to the main queue, as on Apple platforms.
///
/// Failures are reported as errors, never traps: a type no representation conforms to gives
/// an error in ``errorDomain`` with ``ErrorCode/itemUnavailableError``.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The type of block that receives an item provider's item (`loadItem`).
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
    /// The type of block that loads an item for `registerItem(forTypeIdentifier:loadHandler:)`:
    /// the completion handler to call, the class expected (nil here) and the load options.
    public typealias LoadHandler = @Sendable (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// The error domain associated with the item provider.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// The error codes that describe problems with consuming data from an item provider
    /// (Apple's values).
    public enum ErrorCode: Int, Sendable {
        /// An unknown error.
        case unknownError = -1
        /// The requested data was unavailable from the item provider.
        case itemUnavailableError = -1000
        /// Type coercion to the requested class failed.
        case unexpectedValueClassError = -1100
        /// The requested data type coercion is unavailable.
        case unavailableCoercionError = -1200
    }

    var representations: [NSItemProviderRepresentation] = []

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

    /// Registers an object, under each type it can be written as; `loadItem` gives the
    /// object itself. A type already registered keeps its representation (Apple: duplicate
    /// representations are ignored).
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in object.writableTypeIdentifiersForItemProvider where !registeredTypeIdentifiers.contains(identifier) {
            let load: NSItemProviderRepresentation.DataLoader = { completion in
                // (The object calls back once; the provider's caller handles the result.)
                nonisolated(unsafe) let completion = completion
                return object.loadData(withTypeIdentifier: identifier) { data, error in completion(data, error) }
            }
            representations.append(NSItemProviderRepresentation(identifier: identifier, source: .data(load), object: object as? NSSecureCoding))
        }
    }

    /// Lazily registers the types the class's objects can be written as: when one of them is
    /// loaded, the load handler makes the object (each time), which then gives its data.
    open func registerObject(
        ofClass aClass: any NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable ((any NSItemProviderWriting)?, (any Error)?) -> Void) -> Progress?
    ) {
        for identifier in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error ?? NSItemProvider.error(.itemUnavailableError, identifier)) }
                    object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    /// The type identifiers registered, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.identifier) }

    /// The type identifiers registered with the file options (all of them for no options), in
    /// the order registered.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.identifier)
    }

    /// Registered content types in the order the app registers each type.
    open var registeredContentTypes: [UTType] {
        representations.map { UTType.declared($0.identifier) }
    }

    /// The registered content types that conform to a content type, in the order registered.
    open func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// Registered content types that the system can load as open-in-place files (file
    /// representations registered to open in place).
    open var registeredContentTypesForOpenInPlace: [UTType] {
        registeredTypeIdentifiers(fileOptions: .openInPlace).map(UTType.declared)
    }

    /// Registers a data-backed representation for an item, specifying item visibility and a
    /// load handler (which calls back once with the data or an error).
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        let load: NSItemProviderRepresentation.DataLoader = { completion in
            // (The loader calls back once; the load it serves hears it once.)
            nonisolated(unsafe) let completion = completion
            return loadHandler { data, error in completion(data, error) }
        }
        representations.append(NSItemProviderRepresentation(identifier: typeIdentifier, source: .data(load)))
    }

    /// Returns a Boolean value indicating whether an item provider contains a data
    /// representation conforming to a specified uniform type identifier.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Asynchronously copies the provided, typed data into a `Data` object; an error when no
    /// representation conforms to the type. A file representation gives the file's contents,
    /// an item its data (a string's UTF-8 bytes, a URL's absolute string). The progress
    /// completes when the handler runs; cancelling it first gives the handler Apple's
    /// cancellation error.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let load = NSItemProviderLoad { completionHandler(nil, $0) }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            return load.unavailable(typeIdentifier)
        }
        load.track(representation.loadData { data, error in load.finish { completionHandler(data, error) } })
        return load.progress
    }

    /// The data of the first representation whose type conforms to `identifier`'s.
    func loadData(forTypeIdentifier identifier: String) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
                if let data { continuation.resume(returning: data) } else {
                    continuation.resume(throwing: error ?? Self.error(.unknownError, identifier))
                }
            }
        }
    }

    /// The first representation whose type conforms to `identifier`'s.
    func representation(conformingTo identifier: String) -> NSItemProviderRepresentation? {
        let wanted = UTType.declared(identifier)
        return representations.first { UTType.declared($0.identifier).conforms(to: wanted) }
    }

    /// An error of the item provider's domain about a type identifier.
    static func error(_ code: ErrorCode, _ typeIdentifier: String) -> NSError {
        let description: String
        switch code {
        case .itemUnavailableError: description = "No item of type \(typeIdentifier) is available."
        case .unexpectedValueClassError: description = "The item of type \(typeIdentifier) could not be read as the class asked for."
        case .unavailableCoercionError, .unknownError: description = "The item of type \(typeIdentifier) could not be loaded."
        }
        return NSError(domain: errorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}
