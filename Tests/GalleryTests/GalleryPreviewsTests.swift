import Foundation
import PortableUIPreviews
import Testing

/// Every file of GalleryKit's sources has a preview (the rule of issue #17), and every
/// preview renders.
@MainActor
struct GalleryPreviewsTests {
    let entries = PreviewEntry.all(inModules: ["GalleryKit"])

    @Test func everySourceFileHasAPreview() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/GalleryKit").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.map { "GalleryKit/" + ($0 as NSString).lastPathComponent }
        #expect(files.count > 20)
        let previewed = Set(entries.map(\.fileID))
        #expect(files.filter { !previewed.contains($0) } == [])
    }

    @Test func everyPreviewRenders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-previews-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try PreviewRunner.renderAll(entries, into: folder, scale: 1, title: "Gallery")
        #expect(results.count == entries.count)
        #expect(results.compactMap { result in result.failure.map { "\(result.location): \($0)" } } == [])
    }
}
