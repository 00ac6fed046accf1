import Foundation

/// A document a document group's window presents (its `openWindow` value).
@_spi(Hosting) public struct _DocumentFile: Codable, Hashable {
    public let url: URL

    public init(url: URL) { self.url = url }
}

/// What the File menu's document items do in the focused document window.
@_spi(Hosting) public struct _DocumentActions {
    public let open: () -> Void
    public let save: () -> Void
    public let saveAs: () -> Void
}

@_spi(Hosting) public struct _DocumentActionsKey: FocusedValueKey {
    public typealias Value = _DocumentActions
}

extension FocusedValues {
    /// The focused document window's actions, for the File menu.
    @_spi(Hosting) public var _documentActions: _DocumentActions? {
        get { self[_DocumentActionsKey.self] }
        set { self[_DocumentActionsKey.self] = newValue }
    }
}

/// The root of a document group's window: the editor for its document (or a prompt to
/// open one, in a viewer without a file), the file dialogs of Open… and Save As…, and the
/// actions it gives the File menu. Files handed to the app (`onOpenURL`) open in this
/// window while its document is new and untouched, otherwise in windows of their own.
@_spi(Hosting) public struct _DocumentWindow<Model, Content: View>: View {
    let session: DocumentSession<Model>
    let content: @MainActor (Binding<Model>, URL?) -> Content
    @State private var isOpening = false
    @State private var isSavingAs = false
    @Environment(\.openWindow) private var openWindow

    public init(session: DocumentSession<Model>, @ViewBuilder content: @escaping @MainActor (Binding<Model>, URL?) -> Content) {
        self.session = session
        self.content = content
    }

    private var actions: _DocumentActions {
        _DocumentActions(open: { isOpening = true }, save: { save() }, saveAs: { isSavingAs = true })
    }

    public var body: some View {
        VStack(spacing: 0) {
            if let failure = session.failure {
                Text(failure).foregroundStyle(.red).padding(6).accessibilityIdentifier("document.failure")
            }
            editor.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .focusedSceneValue(\._documentActions, actions)
        .onOpenURL { url in open(url) }
        .modifier(
            FileDialogModifier(
                isPresented: $isOpening,
                request: _FileDialogRequest(
                    kind: .open, allowedContentTypes: session.io.readableContentTypes, directory: folder),
                complete: { urls in open(urls[0]) }, cancel: {})
        )
        .modifier(
            FileDialogModifier(
                isPresented: $isSavingAs,
                request: _FileDialogRequest(
                    kind: .save, allowedContentTypes: Array(session.io.writableContentTypes.prefix(1)),
                    defaultFilename: session.fileURL?.lastPathComponent ?? "Untitled", directory: folder),
                complete: { urls in session.save(to: urls[0]) }, cancel: {})
        )
    }

    /// Where the dialogs start: the folder of the document's file, if it has one.
    private var folder: URL? { session.fileURL?.deletingLastPathComponent() }

    @ViewBuilder private var editor: some View {
        if let model = session.model {
            content(binding(model), session.fileURL)
        } else {
            ContentUnavailableView {
                Label("No Document", systemImage: "doc")
            } actions: {
                Button("Open…") { isOpening = true }.accessibilityIdentifier("document.open")
            }
        }
    }

    /// The document, edits marking it edited.
    private func binding(_ initial: Model) -> Binding<Model> {
        let session = session
        return Binding(
            get: { session.model ?? initial },
            set: { value in
                session.model = value
                session.isEdited = true
            })
    }

    /// Saves to the document's file, or asks where (Save As…) when it has none.
    private func save() {
        if let url = session.fileURL { session.save(to: url) } else { isSavingAs = true }
    }

    private func open(_ url: URL) {
        if session.isUntouched { session.open(url) } else { openWindow(value: _DocumentFile(url: url)) }
    }
}
