import Foundation

/// The properties of an open file document: a binding to the document, where it is stored
/// and whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The current document model (setting it marks the document as edited).
    @Binding public var document: Document
    /// The URL of the open file document (nil until it is saved).
    public var fileURL: URL?
    /// Whether you can edit the document (false in a viewer).
    public var isEditable: Bool

    @_spi(Hosting) public init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// The properties of an open reference file document.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The current document model.
    @ObservedObject public var document: Document
    /// The URL of the open file document (nil until it is saved).
    public var fileURL: URL?
    /// Whether you can edit the document (false in a viewer).
    public var isEditable: Bool

    @_spi(Hosting) public init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
