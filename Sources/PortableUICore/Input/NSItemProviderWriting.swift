import Foundation
import UniformTypeIdentifiers

/// A protocol that defines how to export an object's data for an item provider (Foundation's
/// on Apple platforms; Foundation on Linux lacks it). `NSString` and `NSURL` conform.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The type identifiers the class's objects can be written as, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this object can be written as (the class's, unless it says otherwise).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Loads the object's data in a type, calling `completionHandler` with it or an error.
    @discardableResult
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's types.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

extension NSString: NSItemProviderWriting {
    /// Plain text in UTF-8.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    /// The string's UTF-8 bytes.
    @discardableResult
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(data(using: String.Encoding.utf8.rawValue), nil)
        return nil
    }
}

extension NSURL: NSItemProviderWriting {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// A file URL is a file URL (which conforms to the URL type); any other, a URL.
    public var writableTypeIdentifiersForItemProvider: [String] {
        [isFileURL ? UTType.fileURL.identifier : UTType.url.identifier]
    }

    /// The URL's absolute string in UTF-8.
    @discardableResult
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}
