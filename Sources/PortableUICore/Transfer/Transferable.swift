import Foundation
import UniformTypeIdentifiers

/// A protocol that describes how a type interacts with transport APIs such as drag and drop
/// or copy and paste (CoreTransferable's, which SwiftUI re-exports).
///
/// A type lists its representations from most to least preferred; a receiver takes the first
/// one whose content type it accepts.
public protocol Transferable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

extension Transferable {
    /// The item's representations, most preferred first (proxies and tuples flattened).
    static var transferEntries: [_TransferEntry<Self>] {
        (transferRepresentation._transferEntries as? [_TransferEntry<Self>]) ?? []
    }

    /// The content types the type can be imported from, most preferred first.
    static var importableContentTypes: [UTType] {
        transferEntries.filter { $0.importData != nil || $0.importFile != nil }.map(\.contentType)
    }

    /// The content types the type can be exported as, most preferred first.
    static var exportedContentTypes: [UTType] {
        transferEntries.filter { $0.exportData != nil }.map(\.contentType)
    }
}
