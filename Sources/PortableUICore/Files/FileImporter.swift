import Foundation
import UniformTypeIdentifiers

extension View {
    /// Presents a system dialog for allowing the user to import an existing file.
    ///
    /// The dialog is the desktop's file chooser (xdg-desktop-portal) when one is running,
    /// otherwise a ``FileBrowser`` drawn in a sheet. Files whose type does not conform to
    /// one of `allowedContentTypes` are shown disabled.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        let request = _FileDialogRequest(kind: .open, allowedContentTypes: allowedContentTypes)
        return modifier(
            FileDialogModifier(
                isPresented: isPresented, request: request, complete: { urls in onCompletion(.success(urls[0])) },
                cancel: {}))
    }

    /// Presents a system dialog for allowing the user to import multiple files.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileImporter(
            isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
            onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to import multiple files, calling
    /// `onCancellation` when the user cancels it.
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        let request = _FileDialogRequest(
            kind: .open, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection)
        return modifier(
            FileDialogModifier(
                isPresented: isPresented, request: request, complete: { urls in onCompletion(.success(urls)) },
                cancel: { onCancellation() }))
    }
}
