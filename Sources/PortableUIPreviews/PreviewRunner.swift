import Foundation

/// The part of `portableui-previews` that runs inside the process holding the previews: the
/// small runner package it generates for a library target, or an app started with the
/// `PORTABLEUI_PREVIEW_RUNNER` environment variable (see `App.main()`).
///
/// Commands (results go to files, so that what the previews print cannot garble them):
/// - `list RESULT`: the previews found, as a JSON array of ``PreviewResult`` without images;
/// - `render INDEX FOLDER SCALE RESULT`: renders the preview at INDEX of that list into
///   FOLDER (SCALE 0 for each device's own), and writes its ``PreviewResult`` as JSON;
/// - `render-all FOLDER SCALE`: renders every preview in this process, with an index.html.
///
/// Rendering one preview per process is what lets the tool report a preview that crashes
/// (a trap in its body) and still render the others.
@MainActor
public enum PreviewRunner {
    /// The environment variable that makes `App.main()` run the runner: the command and its
    /// arguments, separated by newlines.
    nonisolated public static let environmentVariable = "PORTABLEUI_PREVIEW_RUNNER"
    /// The environment variable naming the modules whose previews the runner of an app
    /// renders, separated by commas (all modules when it is not set).
    nonisolated public static let modulesVariable = "PORTABLEUI_PREVIEW_MODULES"

    /// Runs the command in `arguments` over the previews of `modules` (all when empty);
    /// returns the process's exit status.
    public static func run(_ arguments: [String], modules: Set<String> = []) -> Int32 {
        let entries = PreviewEntry.all(inModules: modules)
        do {
            switch arguments.first {
            case "list" where arguments.count == 2:
                try write(entries.map(PreviewResult.init(entry:)), to: arguments[1])
                return 0
            case "render" where arguments.count == 5:
                guard let index = Int(arguments[1]), entries.indices.contains(index) else {
                    FileHandle.standardError.write(Data("No preview \(arguments[1]) of \(entries.count).\n".utf8))
                    return 2
                }
                let renderer = PreviewRenderer(folder: URL(fileURLWithPath: arguments[2]), scale: scale(arguments[3]))
                try write(renderer.render(entries[index], number: index + 1), to: arguments[4])
                return 0
            case "render-all" where arguments.count == 3:
                let results = try renderAll(
                    entries, into: URL(fileURLWithPath: arguments[1]), scale: scale(arguments[2]), title: "Previews")
                return results.contains { $0.failure != nil } ? 1 : 0
            default:
                FileHandle.standardError.write(Data("PreviewRunner: unknown command \(arguments)\n".utf8))
                return 2
            }
        } catch {
            FileHandle.standardError.write(Data("PreviewRunner: \(error)\n".utf8))
            return 1
        }
    }

    /// Renders `entries` in this process into `folder`, with an index.html titled `title`.
    @discardableResult
    public static func renderAll(_ entries: [PreviewEntry], into folder: URL, scale: CGFloat? = nil, title: String)
        throws -> [PreviewResult]
    {
        let renderer = PreviewRenderer(folder: folder, scale: scale)
        let results = entries.enumerated().map { renderer.render($1, number: $0 + 1) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PreviewIndexPage(title: title, results: results).html.write(
            to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        return results
    }

    /// Runs the command in the environment variables, if they are set (see `App.main()`);
    /// returns its exit status, or `nil` when the process is not a runner.
    public static func runFromEnvironment() -> Int32? {
        let environment = ProcessInfo.processInfo.environment
        guard let command = environment[environmentVariable] else { return nil }
        let modules = environment[modulesVariable].map { Set($0.split(separator: ",").map(String.init)) } ?? []
        return run(command.components(separatedBy: "\n"), modules: modules)
    }

    private static func scale(_ argument: String) -> CGFloat? {
        Double(argument).flatMap { $0 > 0 && $0.isFinite ? CGFloat($0) : nil }
    }

    private static func write<T: Encodable>(_ value: T, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(value).write(to: URL(fileURLWithPath: path))
    }
}
