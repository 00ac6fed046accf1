import Foundation
import Testing

/// The example package of docs/testing.md is `Tests/Packages/Counter`, which `make test`
/// builds and tests (target `testing-example`): its files must be the guide's code blocks,
/// so that the guide shows code that compiles and passes.
@Suite
struct TestingGuideTests {
    private static let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let package = root.appendingPathComponent("Tests/Packages/Counter")

    /// The guide's Swift code blocks, in order.
    private static func guideBlocks() throws -> [String] {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
        return guide.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    private static func file(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: [(1, "Sources/CounterUI/CounterView.swift"), (2, "Tests/CounterUITests/CounterViewTests.swift")])
    func theSourcesAreTheGuidesBlocks(block: Int, path: String) throws {
        let blocks = try Self.guideBlocks()
        try #require(blocks.count > block)
        #expect(try Self.file(path) == blocks[block])
    }

    @Test func thePackageManifestIsTheGuidesButForTheDependencyByPath() throws {
        let guide = try #require(try Self.guideBlocks().first)
        let manifest = try Self.file("Package.swift")
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("// ") || $0.hasPrefix("// swift-tools") }
            .joined(separator: "\n")
        let byPath = #"        .package(name: "PortableUI", path: "../../..")"#
        let guideLine = #"        .package(path: "../PortableUI")  // or .package(url: …, branch: "main")"#
        #expect(guide.contains(guideLine))
        #expect(manifest == guide.replacingOccurrences(of: guideLine, with: byPath))
    }

    @Test func theReferencesTheGuidesTestChecksAreCommitted() {
        let folder = Self.package.appendingPathComponent("Tests/CounterUITests/__Snapshots__/CounterViewTests").path
        for name in ["screen.1.png", "screen.2.png", "screen.3.txt", "screen.4.txt"] {
            #expect(FileManager.default.fileExists(atPath: "\(folder)/\(name)"), "\(name)")
        }
    }
}
