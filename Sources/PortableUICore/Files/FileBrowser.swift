import Foundation
import UniformTypeIdentifiers

/// The file dialog drawn with PortableUI itself, shown in a sheet when the desktop offers no
/// file chooser portal: a path bar, the folder's listing, a name field when saving, and
/// Cancel and confirm buttons.
///
/// A folder row opens the folder; a file row selects the file (toggles it, with multiple
/// selection). Where folders may be chosen, confirming with no file selected chooses the
/// folder shown. The confirm button answers with the selected files (open), the folder and
/// the typed name (save) or the folder shown (choose folder); it is disabled until there is
/// something to answer.
struct FileBrowser: View {
    let request: _FileDialogRequest
    /// Called once with the chosen URLs, or nil when the user cancels.
    let finish: @MainActor ([URL]?) -> Void

    @State private var directory: URL
    @State private var selection: Set<String> = []
    @State private var filename: String

    init(request: _FileDialogRequest, finish: @escaping @MainActor ([URL]?) -> Void) {
        self.request = request
        self.finish = finish
        let home = FileManager.default.homeDirectoryForCurrentUser
        _directory = State(initialValue: (request.directory ?? home).standardizedFileURL)
        _filename = State(initialValue: request.defaultFilename ?? "Untitled")
    }

    private var listing: FileBrowserListing { FileBrowserListing(directory: directory, request: request) }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            if let message = request.message { Text(message).font(.headline) }
            if request.kind == .save { nameField }
            pathBar
            rows
            buttons
        }
        .padding(16)
        .frame(width: 400)
        .accessibilityIdentifier("fileBrowser")
    }

    private var nameField: some View {
        HStack {
            Text(request.filenameLabel ?? "Save As:")
            TextField("Name", text: $filename).accessibilityIdentifier("fileBrowser.name")
        }
    }

    private var pathBar: some View {
        HStack(spacing: 2) {
            ForEach(FileBrowserListing.ancestors(of: directory), id: \.path) { folder in
                Button(folder.path == "/" ? "/" : folder.lastPathComponent) { open(folder) }
                    .buttonStyle(.borderless)
                    .accessibilityIdentifier("fileBrowser.path.\(folder.path)")
                if folder.path != directory.path, folder.path != "/" {
                    Image(systemName: "chevron.right").font(.caption).foregroundStyle(.secondary)
                }
            }
        }
    }

    private var rows: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(listing.entries) { entry in row(entry) }
            }
        }
        .frame(height: 240)
        .background(Color.primary.opacity(0.04))
        .clipShape(RoundedRectangle(cornerRadius: 6))
    }

    /// A row: a folder opens, a file that can be chosen is selected; a file that cannot
    /// (not of an allowed type, or any file in a save or folder dialog) is drawn in the
    /// secondary colour and takes no click, as NSOpenPanel greys the files it will not take.
    private func row(_ entry: FileBrowserListing.Entry) -> some View {
        let selected = selection.contains(entry.name)
        let choosable = entry.isDirectory || entry.isSelectable
        return Button {
            choose(entry)
        } label: {
            HStack(spacing: 6) {
                Image(systemName: entry.isDirectory ? "folder" : "doc")
                Text(entry.name)
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 8)
            .frame(height: 24)
            .foregroundStyle(choosable ? Color.primary : Color.secondary)
            .background(selected ? Color.accentColor.opacity(0.3) : Color.clear)
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!choosable)
        .accessibilityIdentifier("fileBrowser.row.\(entry.name)")
    }

    private var buttons: some View {
        HStack {
            Spacer()
            Button("Cancel") { finish(nil) }
                .keyboardShortcut(.cancelAction)
                .accessibilityIdentifier("fileBrowser.cancel")
            Button(request.confirmTitle) { confirm() }
                .keyboardShortcut(.defaultAction)
                .disabled(chosen == nil)
                .accessibilityIdentifier("fileBrowser.confirm")
        }
    }

    /// What confirming answers now, nil when there is nothing to answer.
    private var chosen: [URL]? {
        switch request.kind {
        case .open:
            let files = listing.entries.filter { selection.contains($0.name) }.map(\.url)
            if !files.isEmpty { return files }
            return request.choosesFolders ? [directory] : nil
        case .save:
            let name = filename.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("/") else { return nil }
            return [directory.appendingPathComponent(request.filename(name))]
        case .selectFolder:
            return [directory]
        }
    }

    private func confirm() {
        if let chosen { finish(chosen) }
    }

    /// A folder row opens the folder (a folder is chosen by confirming while it is shown);
    /// a file row selects the file.
    private func choose(_ entry: FileBrowserListing.Entry) {
        if entry.isDirectory { open(entry.url) } else { select(entry.name) }
    }

    private func select(_ name: String) {
        if request.allowsMultipleSelection {
            if selection.contains(name) { selection.remove(name) } else { selection.insert(name) }
        } else {
            selection = [name]
        }
    }

    private func open(_ folder: URL) {
        directory = folder.standardizedFileURL
        selection = []
    }
}
