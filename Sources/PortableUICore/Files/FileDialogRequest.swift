import Foundation
import UniformTypeIdentifiers

/// What a file dialog asks the user for: files to open, a file to save to, or a folder to
/// move or export into. The file importer, exporter and mover make one; the drawn
/// ``FileBrowser`` or the desktop's portal answers it with URLs.
@_spi(Hosting) public struct _FileDialogRequest: Equatable, Sendable {
    /// What the dialog chooses.
    public enum Kind: Equatable, Sendable {
        /// Existing files (or folders, when the allowed types include folders).
        case open
        /// The name and folder of a new file.
        case save
        /// A folder.
        case selectFolder
    }

    public var kind: Kind
    /// The types that may be chosen (open), or the type written (save: its first element).
    public var allowedContentTypes: [UTType]
    public var allowsMultipleSelection: Bool
    /// The name proposed in the save dialog's name field.
    public var defaultFilename: String?
    /// The folder the dialog shows first (the home folder when nil).
    public var directory: URL?
    /// The message above the listing (`fileDialogMessage`).
    public var message: String?
    /// The confirm button's title (`fileDialogConfirmationLabel`); "Open", "Save" or
    /// "Move" by default.
    public var confirmationLabel: String?
    /// The label before the name field (`fileExporterFilenameLabel`).
    public var filenameLabel: String?

    public init(
        kind: Kind, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false, defaultFilename: String? = nil,
        directory: URL? = nil, message: String? = nil, confirmationLabel: String? = nil, filenameLabel: String? = nil
    ) {
        self.kind = kind
        self.allowedContentTypes = allowedContentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.defaultFilename = defaultFilename
        self.directory = directory
        self.message = message
        self.confirmationLabel = confirmationLabel
        self.filenameLabel = filenameLabel
    }

    /// The dialog's title: the platform's words for each kind.
    public var title: String {
        switch kind {
        case .open: "Open"
        case .save: "Save"
        case .selectFolder: "Choose Folder"
        }
    }

    /// The confirm button's title.
    public var confirmTitle: String {
        if let confirmationLabel { return confirmationLabel }
        switch kind {
        case .open: return "Open"
        case .save: return "Save"
        case .selectFolder: return "Choose"
        }
    }

    /// Whether folders themselves may be chosen in an open dialog: an allowed type is a
    /// folder type.
    public var choosesFolders: Bool {
        allowedContentTypes.contains { UTType.folder.conforms(to: $0) && $0 != .item }
    }

    /// `name` with the saved type's filename extension added when it has none.
    public func filename(_ name: String) -> String {
        guard kind == .save, let wanted = allowedContentTypes.first?.preferredFilenameExtension,
            (name as NSString).pathExtension.isEmpty
        else { return name }
        return name + "." + wanted
    }
}

/// Something that shows file dialogs instead of the drawn ``FileBrowser``: the window host
/// installs the desktop's file chooser portal when one is running.
@_spi(Hosting) @MainActor public protocol _FileDialogPresenter: AnyObject {
    /// Shows `request` and calls `completion` once with the chosen URLs, or nil when the
    /// user cancelled.
    func present(_ request: _FileDialogRequest, completion: @escaping @MainActor @Sendable ([URL]?) -> Void)
}

private struct FileDialogPresenterKey: EnvironmentKey {
    static var defaultValue: (any _FileDialogPresenter)? { nil }
}

extension EnvironmentValues {
    /// The presenter of file dialogs; nil draws them with ``FileBrowser``.
    @_spi(Hosting) public var _fileDialogPresenter: (any _FileDialogPresenter)? {
        get { self[FileDialogPresenterKey.self] }
        set { self[FileDialogPresenterKey.self] = newValue }
    }
}
