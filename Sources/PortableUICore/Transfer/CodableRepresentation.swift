import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that participate in Swift's protocols for encoding
/// and decoding: the item travels as its encoding (JSON unless another coder is given).
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable
where
    Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
    Encoder.Output == Data, Decoder.Input == Data
{
    public typealias Body = Never
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// Creates a transfer representation for a given type with the encoder and decoder you supply.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }

    public var _transferEntries: [Any] {
        // The coders are reference types kept for the item's lifetime; they are used one
        // transfer at a time.
        nonisolated(unsafe) let encoder = encoder
        nonisolated(unsafe) let decoder = decoder
        let entry = _TransferEntry<Item>(
            contentType: contentType,
            exportData: { try encoder.encode($0) },
            importData: { try decoder.decode(Item.self, from: $0) })
        return [entry]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Creates a transfer representation for a given type that encodes and decodes as JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}
