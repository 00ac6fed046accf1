import Foundation
import Testing

@_spi(PreviewRendering) @testable import PortableUIPreviews
@_spi(PreviewRendering) import SwiftUI

/// Discovery and rendering of the previews in TestPreviews.swift: found with their names and
/// lines, laid out as their traits say (Apple's documentation of PreviewTrait and
/// PreviewLayout: size that fits = the size the view takes when offered the device's; fixed =
/// the given size; device = the device's screen), and a preview that cannot be rendered
/// reported without stopping the others.
@MainActor
struct PreviewRendererTests {
    let entries = PreviewEntry.all(inModules: ["PortableUIPreviewsTests"])

    /// The line of the first line of TestPreviews.swift containing `text`.
    func line(of text: String) throws -> Int {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("TestPreviews.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test func findsEveryPreviewOfTheModuleWithItsNameAndLine() throws {
        #expect(entries.map(\.title) == ["Fits", "Fixed", "Volume", "Landscape", "Line \(try line(of: "@Previewable") - 1)", "Empty",
            "Not a number", "Badge_Previews", "MacBadge_Previews"])
        let fits = try #require(entries.first)
        #expect(fits.fileID == "PortableUIPreviewsTests/TestPreviews.swift")
        #expect(fits.line == (try line(of: "#Preview(\"Fits\"")))
        #expect(fits.kind == .macro)
        #expect(entries.last?.kind == .provider)
    }

    @Test func findsNothingInAModuleWithoutPreviews() {
        #expect(PreviewEntry.all(inModules: ["PortableUICore"]).isEmpty)
    }

    /// Each case: the preview's title, and each view's size in points and layout description.
    @Test(arguments: [
        ("Fits", [(120.0, 40.0, "size that fits (offered iPhone 15 Pro, portrait)")]),
        ("Fixed", [(300, 200, "fixed 300×200 pt")]),
        ("Volume", [(240, 160, "fixed 240×160 pt (depth 80 pt not drawn)")]),
        ("Landscape", [(852, 393, "iPhone 15 Pro, landscapeLeft")]),
        ("Badge_Previews", [
            (80, 50, "fixed 80×50 pt"), (667, 375, "iPhone SE (3rd generation), landscapeRight"),
            (0, 0, "size that fits (offered iPhone 15 Pro, portrait)"),
            (0, 0, "size that fits (offered iPhone 15 Pro, portrait)"),
        ]),
        // A macOS provider's views: the Mac window, a named device, an unknown one.
        ("MacBadge_Previews", [(1024, 768, "Mac window"), (390, 844, "iPhone 14, portrait"), (1024, 768, "Mac window")]),
    ])
    func rendersEachViewAsItsTraitsSay(_ title: String, _ expected: [(Double, Double, String)]) throws {
        // 0×0 stands for the size of the ForEach's badges (counts 1, 2), measured here.
        var count = 0
        let expected = expected.map { row in
            guard row.0 == 0 else { return row }
            count += 1
            let size = Self.fittedSize(Badge(count: count))
            return (Double(size.width), Double(size.height), row.2)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let entry = try #require(entries.first { $0.title == title })
        let result = PreviewRenderer(folder: folder, scale: 1).render(entry, number: 1)
        #expect(result.failure == nil)
        #expect(result.images.map { [$0.width, $0.height] } == expected.map { [$0.0, $0.1] })
        #expect(result.images.map(\.layout) == expected.map(\.2))
        for image in result.images {
            let light = try Data(contentsOf: folder.appendingPathComponent(try #require(image.files["light"])))
            let dark = try Data(contentsOf: folder.appendingPathComponent(try #require(image.files["dark"])))
            #expect(pngSize(light) == [Int(image.width), Int(image.height)])
            // The appearances differ wherever the background shows (everywhere but the two
            // previews a colour fills).
            #expect((light != dark) == !["Fits", "Volume"].contains(title))
        }
    }

    @Test func providerViewsTakeTheirDisplayNames() throws {
        let entry = try #require(entries.first { $0.kind == .provider })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let titles = PreviewRenderer(folder: folder, scale: 1).render(entry, number: 1).images.map(\.title)
        #expect(titles == ["Three", "Badge_Previews 2", "Badge_Previews 3", "Badge_Previews 4"])
    }

    @Test func aBrokenPreviewIsReportedAndTheOthersStillRender() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = try PreviewRunner.renderAll(entries, into: folder, scale: 1, title: "Test")
        let failed = results.filter { $0.failure != nil }.map(\.title)
        #expect(failed == ["Empty", "Not a number"])
        #expect(results.filter { $0.failure == nil }.allSatisfy { !$0.images.isEmpty })
        let empty = try #require(results.first { $0.title == "Empty" })
        #expect(empty.failure?.contains("0.0×0.0 pt") == true)
        #expect(empty.location == "PortableUIPreviewsTests/TestPreviews.swift:\(try line(of: "#Preview(\"Empty\""))")
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("9 previews, 12 views rendered, 2 failed."))
        #expect(index.contains("Failed: invalid fixed layout nan×10.0 pt"))
    }

    /// Each case: the platform a provider names, the device a view names, the device rendered
    /// on and the notes (Xcode previews a macOS provider in a Mac window and an iOS one on the
    /// scheme's simulator; PortableUI has no tvOS, watchOS or visionOS profiles).
    @Test(arguments: [
        (PreviewPlatform?.none, String?.none, "iPhone 15 Pro", [String]()),
        (.iOS, nil, "iPhone 15 Pro", []),
        (.macOS, nil, "Mac window", []),
        (.macOS, "iPad (10th generation)", "iPad (10th generation)", []),
        (.macOS, "Vision Pro", "Mac window", ["Unknown preview device “Vision Pro”: rendered on Mac window."]),
        (.watchOS, nil, "iPhone 15 Pro", ["No watchOS device profile: rendered on iPhone 15 Pro."]),
        (nil, "Pixel 8", "iPhone 15 Pro", ["Unknown preview device “Pixel 8”: rendered on iPhone 15 Pro."]),
    ])
    func theDeviceComesFromTheNameElseThePlatform(_ platform: PreviewPlatform?, _ name: String?, _ device: String, _ notes: [String]) {
        var traits = PreviewTraitValues()
        traits.platform = platform
        traits.device = name.map(PreviewDevice.init(rawValue:))
        var found: [String] = []
        #expect(PreviewScreen.device(for: traits, notes: &found).name == device)
        #expect(found == notes)
    }

    @Test func aProvidersPlatformReachesEachOfItsViews() throws {
        let entry = try #require(entries.first { $0.title == "MacBadge_Previews" })
        #expect(entry.items().map(\.traits.platform) == [.macOS, .macOS, .macOS])
    }

    @Test func landscapeMovesTheInsetsToTheSides() {
        let rotated = PreviewScreen.rotated(.iPhone15Pro, to: .landscapeLeft)
        #expect(rotated.size == CGSize(width: 852, height: 393))
        #expect(rotated.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(PreviewScreen.rotated(.iPhoneSE3, to: .landscapeRight).safeAreaInsets == EdgeInsets())
        #expect(PreviewScreen.rotated(.iPhone15Pro, to: .portraitUpsideDown) == .iPhone15Pro)
    }

    /// What the renderer's size-that-fits layout must give: the view's own size when offered
    /// the device's screen, rounded up to whole points.
    static func fittedSize(_ view: some View) -> CGSize {
        let host = ViewHost(AnyView(view), size: DeviceProfile.iPhone15Pro.size)
        let size = host.sizeThatFits(ProposedViewSize(DeviceProfile.iPhone15Pro.size))
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ data: Data) -> [Int] {
        guard data.count > 24 else { return [] }
        let bytes = [UInt8](data[16..<24])
        return [0, 4].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    }
}
