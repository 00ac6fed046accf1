import Foundation
import UniformTypeIdentifiers

/// A declarative description of the process of importing and exporting a transferable item.
///
/// Built-in representations describe one content type each; a representation of your own
/// composes them in its ``body``.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item that's being transferred.
    associatedtype Item: Transferable
    /// The transfer representation for the item.
    associatedtype Body: TransferRepresentation

    /// The transfer representation for the item.
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }

    /// PortableUI's flattened form of the representation: one entry per content type, most
    /// preferred first (each is a `_TransferEntry<Item>`). Composed representations take
    /// their body's.
    var _transferEntries: [Any] { get }
}

extension TransferRepresentation {
    public var _transferEntries: [Any] { body._transferEntries }
}

extension TransferRepresentation where Body == Never {
    /// Built-in representations have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive transfer representation") }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public var _transferEntries: [Any] { [] }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

/// One content type of a transferable item: how to export the item as data and import it
/// from data or a file (what each built-in representation reduces to).
public struct _TransferEntry<Item>: @unchecked Sendable {
    var contentType: UTType
    var suggestedFileName: String?
    var exportData: (@Sendable (Item) async throws -> Data)?
    var importData: (@Sendable (Data) async throws -> Item)?
    /// Imports the item from a file where the representation reads files (a file dropped
    /// from the desktop is handed over as it is, not read into memory first).
    var importFile: (@Sendable (ReceivedTransferredFile) async throws -> Item)?
}

/// A transfer representation made of several, most preferred first (the builder's block).
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    public typealias Body = Never
    let entries: [Any]
    public var _transferEntries: [Any] { entries }
}

/// Creates a transfer representation by composing existing transfer representations.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Passes a single transfer representation to the builder unmodified.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Item == Content.Item {
        content
    }

    /// Builds a transfer representation from an expression.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where Item == R.Item {
        content
    }

    /// Builds a codable representation from an expression (so that its item type is inferred).
    public static func buildExpression<Encoder, Decoder>(
        _ content: CodableRepresentation<Item, Encoder, Decoder>
    ) -> CodableRepresentation<Item, Encoder, Decoder> {
        content
    }

    /// Combines multiple transfer representations into a single transfer representation.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation>(_ content1: C1, _ content2: C2)
        -> TupleTransferRepresentation<Item, (C1, C2)> where Item == C1.Item, C1.Item == C2.Item
    {
        TupleTransferRepresentation(entries: content1._transferEntries + content2._transferEntries)
    }

    /// Combines multiple transfer representations into a single transfer representation.
    public static func buildBlock<C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation>(
        _ content1: C1, _ content2: C2, _ content3: C3
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3)> where Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item {
        TupleTransferRepresentation(entries: content1._transferEntries + content2._transferEntries + content3._transferEntries)
    }

    /// Combines multiple transfer representations into a single transfer representation.
    public static func buildBlock<
        C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation
    >(
        _ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4
    ) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)>
    where Item == C1.Item, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item {
        let entries = content1._transferEntries + content2._transferEntries
        return TupleTransferRepresentation(entries: entries + content3._transferEntries + content4._transferEntries)
    }
}
