import Foundation

extension View {
    /// Presents a system dialog for allowing the user to move an existing file to a new
    /// location: the user chooses a folder, and the file is moved into it under its name.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to move an existing file to a new
    /// location, calling `onCancellation` when the user cancels it.
    public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        let files = file.map { [$0] } ?? []
        return fileMover(
            isPresented: isPresented, files: files,
            onCompletion: { result in onCompletion(result.map { $0[0] }) }, onCancellation: onCancellation)
    }

    /// Presents a system dialog for allowing the user to move a collection of existing
    /// files to a new location.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a system dialog for allowing the user to move a collection of existing
    /// files to a new location, calling `onCancellation` when the user cancels it.
    public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        let files = Array(files)
        let request = _FileDialogRequest(kind: .selectFolder, allowedContentTypes: [.folder])
        return modifier(
            FileDialogModifier(
                isPresented: isPresented, request: request,
                complete: { folders in onCompletion(Result { try FileTransfer.move(files, into: folders[0]) }) },
                cancel: { onCancellation() }))
    }
}
