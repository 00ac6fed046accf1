import Foundation
import PortableUIPreviews

/// The steps of `portableui-previews`:
///
/// 1. Read the package (targets, products, the PortableUI it depends on) and choose the
///    targets: the one named, or every library and executable target whose sources mention
///    `#Preview` or `PreviewProvider`.
/// 2. For each target, build a runner: the generated ``RunnerPackage`` for a library target,
///    the app itself for an executable target.
/// 3. Ask the runner for the list of previews, then render each in a process of its own,
///    into `OUT/TARGET/`; a process that crashes, fails or hangs gives a failure naming the
///    preview's file and line.
/// 4. Write `OUT/index.html` with every preview of every target; print one line per preview.
struct PreviewTool {
    var options: PreviewToolOptions

    /// Runs the tool; returns the number of previews that failed.
    func run() throws -> Int {
        let package = try PackageInfo(root: options.package, scratchPath: options.scratchPath)
        let targets = try package.previewTargets(named: options.target)
        guard !targets.isEmpty else { throw ToolError("no target of \(options.package.path) has previews") }
        var results: [PreviewResult] = []
        // The next build in the shared folder, by whichever root, plans for itself.
        defer { Subprocess.forgetBuildPlan(in: options.scratchPath) }
        for target in targets {
            results += try render(target, of: package)
        }
        try FileManager.default.createDirectory(at: options.out, withIntermediateDirectories: true)
        let index = options.out.appendingPathComponent("index.html")
        try PreviewIndexPage(title: "Previews of \(package.root.lastPathComponent)", results: results).html.write(
            to: index, atomically: true, encoding: .utf8)
        let failures = results.filter { $0.failure != nil }.count
        print("\(results.count) previews, \(failures) failed. Open \(index.path) to see them.")
        return failures
    }

    private func render(_ target: PackageInfo.Target, of package: PackageInfo) throws -> [PreviewResult] {
        let runner = try self.runner(for: target, of: package)
        let work = options.out.appendingPathComponent(".work/\(target.name)")
        let folder = options.out.appendingPathComponent(target.name)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: folder)
        let listFile = work.appendingPathComponent("list.json")
        let listing = try runner(["list", listFile.path], work.appendingPathComponent("list.log"))
        guard listing.succeeded, let list = try? JSONDecoder().decode([PreviewResult].self, from: Data(contentsOf: listFile))
        else { throw ToolError("listing the previews of \(target.name) failed: \(listing.failureReason)") }
        var results: [PreviewResult] = []
        for (index, listed) in list.enumerated() {
            var listed = listed
            if listed.kind == "provider", let found = package.declaration(of: listed.title, in: target) {
                listed.location = "\(found.fileID):\(found.line)"
            }
            let resultFile = work.appendingPathComponent("preview-\(index + 1).json")
            try? FileManager.default.removeItem(at: resultFile)
            let outcome = try runner(
                ["render", String(index), folder.path, String(options.scale ?? 0), resultFile.path],
                work.appendingPathComponent("preview-\(index + 1).log"))
            var result =
                (try? JSONDecoder().decode(PreviewResult.self, from: Data(contentsOf: resultFile)))
                ?? PreviewResult(title: listed.title, location: listed.location, kind: listed.kind, failure: outcome.failureReason)
            result.location = listed.location
            if !outcome.succeeded, result.failure == nil { result.failure = outcome.failureReason }
            result.images = result.images.map { image in
                var image = image
                image.files = image.files.mapValues { "\(target.name)/\($0)" }
                return image
            }
            print(result.failure.map { "✗ \(result.location) \(result.title): \($0)" } ?? "✓ \(result.location) \(result.title)")
            results.append(result)
        }
        return results
    }

    /// A function that runs the target's runner with a command, logging to a file.
    private func runner(for target: PackageInfo.Target, of package: PackageInfo) throws -> (
        [String], URL
    ) throws -> Subprocess.Outcome {
        let timeout = options.timeout
        if target.type == "executable" {
            guard let product = package.products.first(where: { !$0.isLibrary && $0.targets.contains(target.name) }) else {
                throw ToolError("no executable product builds \(target.name)")
            }
            try Subprocess.build(["--package-path", package.root.path, "--product", product.name], scratchPath: options.scratchPath)
            let executable = options.scratchPath.appendingPathComponent("debug/\(product.name)")
            return { arguments, log in
                try Subprocess.run(
                    executable, [],
                    environment: [
                        PreviewRunner.environmentVariable: arguments.joined(separator: "\n"),
                        PreviewRunner.modulesVariable: target.module,
                    ], log: log, timeout: timeout)
            }
        }
        guard let product = package.products.first(where: { $0.isLibrary && $0.targets.contains(target.name) }) else {
            throw ToolError("\(target.name) is in no library product, so a runner cannot link it; add a .library product")
        }
        guard let portableUI = package.portableUI else {
            throw ToolError("\(package.root.path) does not depend on PortableUI")
        }
        let runner = RunnerPackage(
            package: package, target: target, product: product, portableUI: portableUI, scratchPath: options.scratchPath)
        try runner.write()
        let executable = try runner.build()
        return { arguments, log in try Subprocess.run(executable, arguments, log: log, timeout: timeout) }
    }
}
