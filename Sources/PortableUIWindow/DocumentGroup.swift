import Foundation
@_spi(Hosting) import PortableUICore

/// A scene that enables support for opening, creating, and saving documents: a window per
/// document, with File › Open… (Ctrl+O), Save (Ctrl+S) and Save As… (Ctrl+Shift+S).
///
/// The launch window holds a new document (an editor group) or offers to open one (a
/// viewer group); File › New Window (Ctrl+N) opens a new document. Files given on the
/// command line open as documents: the first in the launch window, the others in windows
/// of their own. Open… uses the file dialog (the desktop's portal, or the drawn file
/// browser) filtered by the document's readable types; Save writes the document back to its
/// file, Save As… (and Save of a new document) asks where.
public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never
    let makeRoot: @MainActor (URL?) -> AnyView
    let isViewer: Bool

    public func _windows(into windows: inout [_WindowDescription]) {
        var description = _WindowDescription(
            kind: .group, id: nil, title: "", presents: { $0.base is _DocumentFile }
        ) { [makeRoot] scene in
            makeRoot((scene.value?.base as? _DocumentFile)?.url)
        }
        description.commands = DocumentCommands.contributions(isViewer: isViewer)
        windows.append(description)
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Creates a document group for creating and editing file documents.
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init(isViewer: false, newDocument: newDocument, content: editor)
    }

    /// Creates a document group capable of viewing file documents.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.init(isViewer: true, newDocument: nil, content: viewer)
    }

    private init(isViewer: Bool, newDocument: (() -> Document)?, content: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        self.isViewer = isViewer
        makeRoot = { url in
            let session = DocumentSession(io: _DocumentIO<Document>.value, model: url == nil ? newDocument?() : nil, url: url)
            return AnyView(
                _DocumentWindow(session: session) { document, fileURL in
                    content(FileDocumentConfiguration(document: document, fileURL: fileURL, isEditable: !isViewer))
                })
        }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Creates a document group for creating and editing reference file documents.
    public init(newDocument: @escaping () -> Document, @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(isViewer: false, newDocument: newDocument, content: editor)
    }

    /// Creates a document group capable of viewing reference file documents.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        self.init(isViewer: true, newDocument: nil, content: viewer)
    }

    private init(
        isViewer: Bool, newDocument: (() -> Document)?, content: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        self.isViewer = isViewer
        makeRoot = { url in
            let session = DocumentSession(io: _DocumentIO<Document>.reference, model: url == nil ? newDocument?() : nil, url: url)
            return AnyView(
                _DocumentWindow(session: session) { document, fileURL in
                    content(
                        ReferenceFileDocumentConfiguration(document: document.wrappedValue, fileURL: fileURL, isEditable: !isViewer))
                })
        }
    }
}
