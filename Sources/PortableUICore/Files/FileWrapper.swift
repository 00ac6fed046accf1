import Foundation

#if !canImport(Darwin)
    /// A representation of a node (a file or a directory) in a file system, as Foundation's
    /// `FileWrapper`, which the open-source Foundation does not have: what a ``FileDocument``
    /// reads from and writes to.
    ///
    /// Regular files and directories only; symbolic links are read as the file they point
    /// to, and file attributes are not kept.
    open class FileWrapper: @unchecked Sendable {
        /// Options for reading a file wrapper.
        public struct ReadingOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Reads the contents at once (always the case here).
            public static let immediate = ReadingOptions(rawValue: 1 << 0)
            /// Skips reading when the file might be large (ignored here).
            public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
        }

        /// Options for writing a file wrapper.
        public struct WritingOptions: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Writes to a temporary file first, then moves it into place.
            public static let atomic = WritingOptions(rawValue: 1 << 0)
            /// Updates the wrapper's file names after writing.
            public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
        }

        private enum Node {
            case file(Data)
            case directory([String: FileWrapper])
        }

        private var node: Node
        /// The filename of the file wrapper object.
        open var filename: String?
        /// The preferred filename for the file wrapper object.
        open var preferredFilename: String?

        /// Creates a regular-file file wrapper with the given contents.
        public init(regularFileWithContents contents: Data) {
            node = .file(contents)
        }

        /// Initializes the receiver as a directory file wrapper, with a given file-wrapper
        /// list (its keys are the children's names).
        public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
            for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
                child.preferredFilename = name
            }
            node = .directory(childrenByPreferredName)
        }

        /// Initializes a file wrapper instance whose kind is determined by the type of file
        /// system node located by the URL.
        public init(url: URL, options: ReadingOptions = []) throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            if isDirectory.boolValue {
                var children: [String: FileWrapper] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                    children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                }
                node = .directory(children)
            } else {
                node = .file(try Data(contentsOf: url))
            }
            filename = url.lastPathComponent
            preferredFilename = url.lastPathComponent
        }

        /// Whether the wrapper is a regular-file file wrapper.
        open var isRegularFile: Bool {
            if case .file = node { return true }
            return false
        }

        /// Whether the wrapper is a directory file wrapper.
        open var isDirectory: Bool {
            if case .directory = node { return true }
            return false
        }

        /// Whether the wrapper is a symbolic-link file wrapper (never: links are followed).
        open var isSymbolicLink: Bool { false }

        /// The contents of the file-system node associated with a regular-file file wrapper.
        open var regularFileContents: Data? {
            if case .file(let data) = node { return data }
            return nil
        }

        /// The file wrappers contained by a directory file wrapper, by name.
        open var fileWrappers: [String: FileWrapper]? {
            if case .directory(let children) = node { return children }
            return nil
        }

        /// Adds a child file wrapper to the receiver, which must be a directory file wrapper,
        /// and returns the name it is stored under (its preferred name, numbered if taken).
        @discardableResult
        open func addFileWrapper(_ child: FileWrapper) -> String {
            guard case .directory(var children) = node else {
                preconditionFailure("addFileWrapper(_:) needs a directory file wrapper")
            }
            let base = child.preferredFilename ?? "Untitled"
            var name = base
            var number = 2
            while children[name] != nil {
                name = "\(number) \(base)"
                number += 1
            }
            child.filename = name
            children[name] = child
            node = .directory(children)
            return name
        }

        /// Creates a regular-file file wrapper with the given contents and adds it to the
        /// receiver, which must be a directory file wrapper.
        @discardableResult
        open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
            let child = FileWrapper(regularFileWithContents: data)
            child.preferredFilename = fileName
            return addFileWrapper(child)
        }

        /// Removes a child file wrapper from the receiver, which must be a directory file
        /// wrapper.
        open func removeFileWrapper(_ child: FileWrapper) {
            guard case .directory(var children) = node else { return }
            for (name, wrapper) in children where wrapper === child { children[name] = nil }
            node = .directory(children)
        }

        /// Recursively writes the entire contents of a file wrapper to a given file-system
        /// URL (a directory replaces what is at `url`).
        open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
            switch node {
            case .file(let data):
                try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
            case .directory(let children):
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for (name, child) in children {
                    try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
                }
            }
            if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
        }
    }
#endif
