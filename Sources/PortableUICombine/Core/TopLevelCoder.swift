import Foundation

/// A type that defines methods for encoding (Combine's; `CodableRepresentation` and the
/// `encode(encoder:)` operator take one).
public protocol TopLevelEncoder {
    /// The type this encoder produces.
    associatedtype Output
    /// Encodes an instance of the indicated type.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that defines methods for decoding (Combine's).
public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    associatedtype Input
    /// Decodes an instance of the indicated type.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}
