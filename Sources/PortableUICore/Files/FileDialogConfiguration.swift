import Foundation

/// What the `fileDialog…` modifiers set for the file dialogs below them.
struct FileDialogConfiguration: Equatable {
    var defaultDirectory: URL?
    var message: String?
    var confirmationLabel: String?
    var filenameLabel: String?

    /// `request` with what is set here written over it.
    func apply(to request: _FileDialogRequest) -> _FileDialogRequest {
        var request = request
        request.directory = defaultDirectory ?? request.directory
        request.message = message ?? request.message
        request.confirmationLabel = confirmationLabel ?? request.confirmationLabel
        request.filenameLabel = filenameLabel ?? request.filenameLabel
        return request
    }
}

private struct FileDialogConfigurationKey: EnvironmentKey {
    static var defaultValue: FileDialogConfiguration { FileDialogConfiguration() }
}

extension EnvironmentValues {
    var fileDialogConfiguration: FileDialogConfiguration {
        get { self[FileDialogConfigurationKey.self] }
        set { self[FileDialogConfigurationKey.self] = newValue }
    }
}

extension Text {
    /// The text's characters, for a dialog drawn by the desktop.
    var plainCharacters: String { runs.map(\.string).joined() }
}

extension View {
    /// Configures the `fileExporter`, `fileImporter`, or `fileMover` to open with the
    /// specified default directory.
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        transformEnvironment(\.fileDialogConfiguration) { $0.defaultDirectory = defaultDirectory }
    }

    /// On macOS, configures the `fileExporter`, `fileImporter`, or `fileMover` with a
    /// custom text that is presented to the user, similar to a title.
    public func fileDialogMessage(_ message: Text?) -> some View {
        transformEnvironment(\.fileDialogConfiguration) { $0.message = message?.plainCharacters }
    }

    /// Configures the file dialog with a message (a localized string key).
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(Text(messageKey))
    }

    /// Configures the file dialog with a message.
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        fileDialogMessage(Text(message))
    }

    /// On macOS, configures the the `fileExporter`, `fileImporter`, or `fileMover` with a
    /// custom confirmation button label.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        transformEnvironment(\.fileDialogConfiguration) { $0.confirmationLabel = label?.plainCharacters }
    }

    /// Configures the file dialog's confirmation button label (a localized string key).
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(Text(labelKey))
    }

    /// Configures the file dialog's confirmation button label.
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        fileDialogConfirmationLabel(Text(label))
    }

    /// On macOS, configures the `fileExporter` with a label for the file name field.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        transformEnvironment(\.fileDialogConfiguration) { $0.filenameLabel = label?.plainCharacters }
    }

    /// Configures the `fileExporter`'s file name field label (a localized string key).
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileExporterFilenameLabel(Text(labelKey))
    }

    /// Configures the `fileExporter`'s file name field label.
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        fileExporterFilenameLabel(Text(label))
    }
}
