import Foundation

/// What the tool needs to know of the package whose previews it renders, from
/// `swift package describe` and `swift package show-dependencies` (both JSON).
struct PackageInfo {
    struct Target {
        var name: String
        var module: String
        var type: String
        /// The target's folder, absolute.
        var path: URL
        var sources: [String]
    }

    struct Product {
        var name: String
        var isLibrary: Bool
        var targets: [String]
    }

    var root: URL
    var targets: [Target]
    var products: [Product]
    /// The PortableUI the package depends on.
    var portableUI: PortableUIDependency?

    /// Reads the package at `root`, whose dependencies are checked out in `scratchPath`.
    init(root: URL, scratchPath: URL) throws {
        self.root = root
        let description = try Self.json(["describe", "--type", "json"], in: root, scratchPath: scratchPath)
        targets = (description["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard let name = target["name"] as? String, let type = target["type"] as? String,
                let path = target["path"] as? String
            else { return nil }
            let folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
            return Target(
                name: name, module: target["c99name"] as? String ?? name, type: type, path: folder,
                sources: target["sources"] as? [String] ?? [])
        }
        products = (description["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String else { return nil }
            let type = product["type"] as? [String: Any] ?? [:]
            return Product(name: name, isLibrary: type["library"] != nil, targets: product["targets"] as? [String] ?? [])
        }
        if description["name"] as? String == "PortableUI" {
            portableUI = PortableUIDependency(identity: root.standardizedFileURL.lastPathComponent.lowercased(), path: root)
        } else {
            let dependencies = try Self.json(["show-dependencies", "--format", "json"], in: root, scratchPath: scratchPath)
            var found = Self.findPortableUI(
                in: dependencies["dependencies"] as? [[String: Any]] ?? [],
                checkouts: scratchPath.appendingPathComponent("checkouts"))
            if let identity = found?.identity { found?.pin = Self.pin(of: identity, in: root) }
            portableUI = found
        }
    }

    /// The targets whose sources mention a preview, or the one named.
    func previewTargets(named name: String?) throws -> [Target] {
        if let name {
            guard let target = targets.first(where: { $0.name == name }) else {
                throw ToolError("the package has no target \(name); its targets: \(targets.map(\.name).joined(separator: ", "))")
            }
            return [target]
        }
        return targets.filter { target in
            (target.type == "library" || target.type == "executable")
                && target.sources.contains { source in
                    let text = (try? String(contentsOf: target.path.appendingPathComponent(source), encoding: .utf8)) ?? ""
                    return text.contains("#Preview") || text.contains("PreviewProvider")
                }
        }
    }

    /// The file (`Module/File.swift`) and line declaring the type `name` in `target`, if found.
    func declaration(of name: String, in target: Target) -> (fileID: String, line: Int)? {
        for source in target.sources.sorted() {
            guard let text = try? String(contentsOf: target.path.appendingPathComponent(source), encoding: .utf8) else {
                continue
            }
            for (number, line) in text.components(separatedBy: "\n").enumerated() {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "\t" })
                if let index = words.firstIndex(where: { $0 == "struct" || $0 == "enum" || $0 == "class" }),
                    words.indices.contains(index + 1), words[index + 1] == name
                {
                    return ("\(target.module)/\((source as NSString).lastPathComponent)", number + 1)
                }
            }
        }
        return nil
    }

    /// PortableUI among `dependencies`, at its path, or in `checkouts` when it comes by URL.
    private static func findPortableUI(in dependencies: [[String: Any]], checkouts: URL) -> PortableUIDependency? {
        for dependency in dependencies {
            if dependency["name"] as? String == "PortableUI", let identity = dependency["identity"] as? String {
                let location = dependency["path"] as? String ?? dependency["url"] as? String ?? ""
                let path =
                    location.hasPrefix("/")
                    ? URL(fileURLWithPath: location)
                    : checkouts.appendingPathComponent(
                        URL(string: location)?.deletingPathExtension().lastPathComponent ?? identity)
                return PortableUIDependency(identity: identity, path: path)
            }
            if let found = findPortableUI(in: dependency["dependencies"] as? [[String: Any]] ?? [], checkouts: checkouts) {
                return found
            }
        }
        return nil
    }

    /// The location and revision Package.resolved pins `identity` to, if it comes by URL.
    private static func pin(of identity: String, in root: URL) -> PortableUIDependency.Pin? {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("Package.resolved")),
            let resolved = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        for pin in resolved["pins"] as? [[String: Any]] ?? [] where pin["identity"] as? String == identity {
            guard let location = pin["location"] as? String,
                let revision = (pin["state"] as? [String: Any])?["revision"] as? String
            else { return nil }
            return PortableUIDependency.Pin(location: location, revision: revision)
        }
        return nil
    }

    private static func json(_ arguments: [String], in root: URL, scratchPath: URL) throws -> [String: Any] {
        let output = try Subprocess.output(
            swift: ["package", "--package-path", root.path, "--scratch-path", scratchPath.path] + arguments)
        // SwiftPM may print warnings before the JSON.
        guard let start = output.firstIndex(of: UInt8(ascii: "{")),
            let object = try? JSONSerialization.jsonObject(with: output[start...]) as? [String: Any]
        else { throw ToolError("could not read `swift package \(arguments.joined(separator: " "))` of \(root.path)") }
        return object
    }
}

/// A failure that stops the tool, with the message to print.
struct ToolError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
