import Foundation

/// The installed symbol set that draws SF Symbol names: Phosphor Icons (MIT licence), from
/// the PyPI package `py-phosphor-icons` that `make setup` installs into the package's
/// `.venv`.
///
/// Phosphor is the open set closest to SF Symbols' look (rounded strokes on a square grid,
/// outline and filled forms) and the only one packaged in several stroke weights, so a
/// symbol follows its font's weight as SF Symbols do. Glyphs are read from the set's SVG
/// files when first drawn and kept (see docs/differences.md for the choice).
///
/// The set is looked for in `$PORTABLEUI_SYMBOLS` (a directory holding the weight folders),
/// then in a `.venv` of the current directory, of the executable's directory or of their
/// ancestors, then in the system's and the user's Python package directories.
final class SymbolLibrary: @unchecked Sendable {
    /// The weights the set is drawn in (one folder each).
    enum Weight: String, CaseIterable, Sendable {
        case thin, light, regular, bold, fill, duotone

        /// The stroke weight closest to a font weight.
        init(_ weight: Font.Weight) {
            switch weight.value {
            case ..<250: self = .thin
            case ..<350: self = .light
            case ..<550: self = .regular
            default: self = .bold
            }
        }
    }

    /// The folder holding one folder per weight, or `nil` when the set is not installed.
    let directory: URL?

    private let lock = NSLock()
    private var glyphs: [String: SymbolGlyph?] = [:]
    private var reportedMissingSet = false
    private var unknownNames: Set<String> = []

    init(directory: URL?) {
        self.directory = directory
    }

    /// The library of the installed set, located once.
    static let shared = SymbolLibrary(directory: locate())

    /// Whether the set's files were found.
    var isInstalled: Bool { directory != nil }

    /// The glyph `name` in `weight`, or `nil` when the set is not installed or has no such
    /// file. A missing set is reported once; a damaged file once per glyph.
    func glyph(_ name: String, weight: Weight) -> SymbolGlyph? {
        let key = "\(weight.rawValue)/\(name)"
        lock.lock()
        if let cached = glyphs[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let loaded = load(name, weight: weight)
        lock.lock()
        glyphs[key] = .some(loaded)
        lock.unlock()
        return loaded
    }

    private func load(_ name: String, weight: Weight) -> SymbolGlyph? {
        guard let directory else {
            reportMissingSet()
            return nil
        }
        // The set names its files `name.svg` in the regular weight, `name-weight.svg` in the others.
        let fileName = weight == .regular ? name : "\(name)-\(weight.rawValue)"
        let file = directory.appendingPathComponent(weight.rawValue).appendingPathComponent(fileName + ".svg")
        guard let data = FileManager.default.contents(atPath: file.path), let svg = String(data: data, encoding: .utf8)
        else { return nil }
        let (glyph, error) = SymbolGlyph.parse(svg: svg)
        if let error { Diagnostics.report("The symbol file \(file.path) has malformed path data (\(error)).") }
        return glyph.layers.isEmpty ? nil : glyph
    }

    private func reportMissingSet() {
        lock.lock()
        let first = !reportedMissingSet
        reportedMissingSet = true
        lock.unlock()
        guard first else { return }
        Diagnostics.report(
            "The symbol set (Phosphor Icons, PyPI py-phosphor-icons) is not installed: Image(systemName:) draws "
                + "placeholders. Run `make setup`, or set PORTABLEUI_SYMBOLS to its svgs/flat directory.")
    }

    /// Records an unknown name; true the first time.
    func noteUnknown(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return unknownNames.insert(name).inserted
    }

    // MARK: Locating the set

    /// The set's folder inside an installed `py-phosphor-icons`.
    static let packagePath = "py_phosphor_icons/svgs/flat"

    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["PORTABLEUI_SYMBOLS"], !explicit.isEmpty {
            return isSet(URL(fileURLWithPath: explicit)) ? URL(fileURLWithPath: explicit) : nil
        }
        for packages in packageDirectories(environment: environment) {
            let candidate = packages.appendingPathComponent(packagePath)
            if isSet(candidate) { return candidate }
        }
        return nil
    }

    /// Python package directories where the set may be installed, nearest first.
    private static func packageDirectories(environment: [String: String]) -> [URL] {
        var roots: [URL] = []
        var seen = Set<String>()
        for start in [FileManager.default.currentDirectoryPath, Bundle.main.executablePath ?? ""] where !start.isEmpty {
            var url = URL(fileURLWithPath: start).standardizedFileURL
            for _ in 0..<8 {
                if seen.insert(url.path).inserted { roots.append(url.appendingPathComponent(".venv/lib")) }
                let parent = url.deletingLastPathComponent()
                if parent.path == url.path { break }
                url = parent
            }
        }
        roots += ["/usr/local/lib", "/usr/lib"].map { URL(fileURLWithPath: $0) }
        if let home = environment["HOME"] { roots.append(URL(fileURLWithPath: home).appendingPathComponent(".local/lib")) }
        return roots.flatMap(pythonPackageDirectories(in:))
    }

    /// `lib/python3.X/site-packages` and `dist-packages` under a `lib` directory.
    private static func pythonPackageDirectories(in lib: URL) -> [URL] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: lib.path) else { return [] }
        return entries.filter { $0.hasPrefix("python3") }.sorted().flatMap { python in
            ["site-packages", "dist-packages"].map { lib.appendingPathComponent(python).appendingPathComponent($0) }
        }
    }

    private static func isSet(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("regular").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
