import Foundation
import UniformTypeIdentifiers

// The exporters ask for a file name (one document) or a folder (several, written as
// "Untitled", "Untitled 2"…), then write the documents there; a nil document fails with
// `CocoaError(.fileWriteUnknown)` once the user has chosen.

extension View {
    /// Presents a system dialog for exporting a document that's stored in a value type,
    /// like a structure, to a file on disk.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileExporter(
            isPresented: isPresented, document: document, contentTypes: [contentType], defaultFilename: defaultFilename,
            onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to export a `FileDocument` to a file
    /// on disk, calling `onCancellation` when the user cancels it.
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let type = FileTransfer.exportType(contentTypes, writable: D.writableContentTypes)
        return exporting(isPresented, type: type, filename: defaultFilename, onCancellation: onCancellation) { url in
            onCompletion(Result { try FileTransfer.write(try Self.required(document), as: type, to: url) })
        }
    }

    /// Presents a system dialog for exporting a document that's stored in a reference type,
    /// like a class, to a file on disk.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileExporter(
            isPresented: isPresented, document: document, contentTypes: [contentType], defaultFilename: defaultFilename,
            onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to export a `ReferenceFileDocument`
    /// to a file on disk, calling `onCancellation` when the user cancels it.
    public func fileExporter<D: ReferenceFileDocument>(
        isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let type = FileTransfer.exportType(contentTypes, writable: D.writableContentTypes)
        return exporting(isPresented, type: type, filename: defaultFilename, onCancellation: onCancellation) { url in
            onCompletion(Result { try FileTransfer.write(try Self.required(document), as: type, to: url) })
        }
    }

    /// Presents a system dialog for exporting a collection of value type documents to files
    /// on disk.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: FileDocument {
        fileExporter(
            isPresented: isPresented, documents: documents, contentTypes: [contentType], onCompletion: onCompletion,
            onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to export a collection of
    /// `FileDocument`s to files on disk, calling `onCancellation` when the user cancels it.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: FileDocument {
        let documents = Array(documents)
        let type = FileTransfer.exportType(contentTypes, writable: C.Element.writableContentTypes)
        return exportingAll(isPresented, onCancellation: onCancellation) { folder in
            onCompletion(
                Result {
                    let urls = FileTransfer.newFiles(documents.count, of: type, in: folder)
                    return try zip(documents, urls).map { try FileTransfer.write($0, as: type, to: $1) }
                })
        }
    }

    /// Presents a system dialog for exporting a collection of reference type documents to
    /// files on disk.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentType: UTType, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element: ReferenceFileDocument {
        fileExporter(
            isPresented: isPresented, documents: documents, contentTypes: [contentType], onCompletion: onCompletion,
            onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to export a collection of
    /// `ReferenceFileDocument`s to files on disk, calling `onCancellation` when the user
    /// cancels it.
    public func fileExporter<C: Collection>(
        isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where C.Element: ReferenceFileDocument {
        let documents = Array(documents)
        let type = FileTransfer.exportType(contentTypes, writable: C.Element.writableContentTypes)
        return exportingAll(isPresented, onCancellation: onCancellation) { folder in
            onCompletion(
                Result {
                    let urls = FileTransfer.newFiles(documents.count, of: type, in: folder)
                    return try zip(documents, urls).map { try FileTransfer.write($0, as: type, to: $1) }
                })
        }
    }
}

extension View {
    /// A save dialog for one file of `type`; `write` receives the chosen URL.
    fileprivate func exporting(
        _ isPresented: Binding<Bool>, type: UTType, filename: String?, onCancellation: @escaping () -> Void,
        write: @escaping @MainActor (URL) -> Void
    ) -> some View {
        let request = _FileDialogRequest(kind: .save, allowedContentTypes: [type], defaultFilename: filename)
        return modifier(
            FileDialogModifier(
                isPresented: isPresented, request: request, complete: { urls in write(urls[0]) }, cancel: { onCancellation() }))
    }

    /// A folder dialog for several files; `write` receives the chosen folder.
    fileprivate func exportingAll(
        _ isPresented: Binding<Bool>, onCancellation: @escaping () -> Void, write: @escaping @MainActor (URL) -> Void
    ) -> some View {
        let request = _FileDialogRequest(kind: .selectFolder, allowedContentTypes: [.folder], confirmationLabel: "Export")
        return modifier(
            FileDialogModifier(
                isPresented: isPresented, request: request, complete: { urls in write(urls[0]) }, cancel: { onCancellation() }))
    }

    /// `document`, or the error of an export without one.
    fileprivate static func required<D>(_ document: D?) throws -> D {
        guard let document else { throw CocoaError(.fileWriteUnknown) }
        return document
    }
}
