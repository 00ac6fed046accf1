import Foundation

/// Shows a file dialog while its binding is true: through the environment's
/// ``_FileDialogPresenter`` (the desktop's portal) when there is one, otherwise as a sheet
/// holding a ``FileBrowser``. The dialog's answer goes to `complete` (the chosen URLs) or
/// `cancel`, exactly once per presentation, after the binding is set back to false.
struct FileDialogModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let request: _FileDialogRequest
    let complete: @MainActor ([URL]) -> Void
    let cancel: @MainActor () -> Void

    @Environment(\._fileDialogPresenter) private var presenter
    @Environment(\.fileDialogConfiguration) private var configuration
    /// Whether the sheet's presentation was answered, so that its dismissal (Escape) counts
    /// as a cancel only when it was not.
    @State private var answered = AnsweredFlag()

    func body(content: Content) -> some View {
        if let presenter {
            content.onChange(of: isPresented.wrappedValue, initial: true) { _, shown in
                if shown { present(with: presenter) }
            }
        } else {
            content.sheet(isPresented: isPresented, onDismiss: dismissed) {
                FileBrowser(request: configuration.apply(to: request)) { urls in answer(urls) }
            }
        }
    }

    private func present(with presenter: any _FileDialogPresenter) {
        presenter.present(configuration.apply(to: request)) { urls in
            isPresented.wrappedValue = false
            if let urls { complete(urls) } else { cancel() }
        }
    }

    private func answer(_ urls: [URL]?) {
        answered.value = true
        isPresented.wrappedValue = false
        if let urls { complete(urls) } else { cancel() }
    }

    private func dismissed() {
        if !answered.value { cancel() }
        answered.value = false
    }
}

/// A flag kept across a modifier's updates without causing any.
final class AnsweredFlag {
    var value = false
}
