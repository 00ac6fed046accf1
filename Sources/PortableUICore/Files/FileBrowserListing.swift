import Foundation
import UniformTypeIdentifiers

/// The entries a file browser shows for one folder: its visible items, folders first then
/// files, each by name as the Finder sorts them (numbers by value, case ignored); a file
/// the request cannot choose is shown but disabled.
struct FileBrowserListing: Equatable {
    /// One item of the folder.
    struct Entry: Equatable, Identifiable {
        let name: String
        let url: URL
        let isDirectory: Bool
        /// Whether the user may choose it (a folder can always be opened to browse it).
        let isSelectable: Bool

        var id: String { name }
    }

    let directory: URL
    let entries: [Entry]

    /// The listing of `directory` for `request`; empty when the folder cannot be read.
    init(directory: URL, request: _FileDialogRequest, fileManager: FileManager = .default) {
        self.directory = directory
        let names = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        var entries: [Entry] = []
        for name in names where !name.hasPrefix(".") {
            let url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let folder = isDirectory.boolValue
            let selectable = Self.isSelectable(name: name, isDirectory: folder, request: request)
            entries.append(Entry(name: name, url: url, isDirectory: folder, isSelectable: selectable))
        }
        self.entries = entries.sorted(by: Self.precedes)
    }

    /// Folders before files, then by name.
    private static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.isDirectory != rhs.isDirectory { return lhs.isDirectory }
        return lhs.name.compare(rhs.name, options: [.caseInsensitive, .numeric]) == .orderedAscending
    }

    /// Whether an item may be chosen: in an open dialog a file whose type conforms to an
    /// allowed one, or a folder when folders are allowed; in a save or folder dialog,
    /// nothing (files are shown dimmed, for reference).
    static func isSelectable(name: String, isDirectory: Bool, request: _FileDialogRequest) -> Bool {
        guard request.kind == .open else { return false }
        if isDirectory { return request.choosesFolders }
        let type = contentType(ofFileNamed: name)
        return request.allowedContentTypes.contains { type.conforms(to: $0) }
    }

    /// The type of a file from its extension; data when the extension is unknown.
    static func contentType(ofFileNamed name: String) -> UTType {
        let pathExtension = (name as NSString).pathExtension
        guard !pathExtension.isEmpty else { return .data }
        return UTType(filenameExtension: pathExtension) ?? .data
    }

    /// The folders from the root down to `directory`, for the path bar.
    static func ancestors(of directory: URL) -> [URL] {
        var chain: [URL] = [directory.standardizedFileURL]
        while let last = chain.last, last.path != "/" {
            chain.append(last.deletingLastPathComponent().standardizedFileURL)
        }
        return chain.reversed()
    }
}
