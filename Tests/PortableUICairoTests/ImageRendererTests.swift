import Foundation
import PortableUICore
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

#if canImport(FoundationXML)
import FoundationXML
#endif

/// ImageRenderer's outputs: sizes, PNG pixels, valid SVG and PDF documents that rasterize
/// like the PNG, and robustness against bad input.
@MainActor
struct ImageRendererTests {
    private var scene: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Circle().fill(.red)
                RoundedRectangle(cornerRadius: 8).fill(LinearGradient(colors: [.blue, .green], startPoint: .top, endPoint: .bottom))
                Capsule().stroke(.orange, lineWidth: 4)
                Rectangle().fill(EllipticalGradient(colors: [.yellow, .red, .blue], startRadiusFraction: 0.1))
            }
            Color.purple.frame(height: 12).opacity(0.5)
        }
        .frame(width: 160, height: 60).padding(5).background(Color.white)
    }

    @Test func pngHasTheContentSizeTimesTheScale() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
        renderer.scale = 3
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        #expect(bitmap.width == 90 && bitmap.height == 60)
        let pixel = bitmap.rgba(x: 45, y: 30)
        #expect(pixel.0 == 255 && pixel.1 == 59 && pixel.2 == 48 && pixel.3 == 255)
    }

    @Test func proposedSizeIsOfferedToFlexibleContent() throws {
        let renderer = ImageRenderer(content: Color.blue)
        #expect(try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:))).width == 10)
        renderer.proposedSize = ProposedViewSize(width: 40, height: 25)
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        #expect(bitmap.width == 40 && bitmap.height == 25)
    }

    @Test func opaqueImagesHaveNoTransparency() throws {
        let renderer = ImageRenderer(content: Circle().fill(.red).frame(width: 10, height: 10))
        renderer.isOpaque = true
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        #expect(bitmap.rgba(x: 0, y: 0).3 == 255)
        renderer.isOpaque = false
        let transparent = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        #expect(transparent.rgba(x: 0, y: 0).3 == 0)
    }

    @Test func emptyContentRendersNothingAndInfiniteContentIsLimited() {
        #expect(ImageRenderer(content: EmptyView()).pngData() == nil)
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = ProposedViewSize(width: .infinity, height: 5)
        #expect(renderer.layout().size == CGSize(width: ImageRenderer<Color>.maximumSide, height: 5))
    }

    @Test func svgIsWellFormedAndSized() throws {
        let data = try #require(ImageRenderer(content: scene).svgData())
        let delegate = RootElementReader()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
        #expect(delegate.root == "svg")
        #expect(delegate.attributes["width"] == "170pt" && delegate.attributes["height"] == "70pt")
        #expect(delegate.elementCount > 3)
    }

    @Test func pdfIsAOnePageDocument() throws {
        let data = try #require(ImageRenderer(content: scene).pdfData())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("%%EOF"))
        #expect(text.contains("/Type /Page"))
        #expect(text.contains("/MediaBox [ 0 0 170 70 ]"))
    }

    @Test func renderWritesTheFormatOfTheExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PortableUIRenderTests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: scene)
        for ext in ["png", "svg", "pdf"] {
            let url = folder.appendingPathComponent("scene.\(ext)")
            try renderer.render(to: url)
            #expect((try? Data(contentsOf: url).count) ?? 0 > 100)
        }
        #expect(throws: ImageRendererError.unsupportedFormat("gif")) {
            try renderer.render(to: folder.appendingPathComponent("scene.gif"))
        }
    }

    /// SVG and PDF rasterized by Debian's rsvg-convert and pdftoppm (librsvg2-bin,
    /// poppler-utils) look like the PNG; skipped where the tools are missing.
    @Test(arguments: ["svg", "pdf"]) func vectorOutputRasterizesLikeThePNG(format: String) throws {
        let tool = format == "svg" ? "/usr/bin/rsvg-convert" : "/usr/bin/pdftoppm"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PortableUIVector-\(getpid())-\(format)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = ImageRenderer(content: scene)
        renderer.scale = 2
        let input = folder.appendingPathComponent("scene.\(format)")
        try renderer.render(to: input)
        let output = folder.appendingPathComponent("raster.png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments =
            format == "svg"
            ? ["-d", "144", "-p", "144", "-o", output.path, input.path]
            : ["-png", "-r", "144", "-singlefile", input.path, folder.appendingPathComponent("raster").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let reference = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        let rasterized = try #require(CairoBitmap(pngData: Data(contentsOf: output)))
        let comparison = SnapshotComparison(
            reference: reference, actual: rasterized, tolerance: SnapshotTolerance(channel: 40, pixelFraction: 0.03))
        #expect(comparison.matches, "\(format): \(comparison.summary)")
    }

    @Test func decodesPNGAndJPEGPixels() throws {
        let png = try #require(CairoBitmap(pngData: Data(contentsOf: URL(fileURLWithPath: SnapshotScenes.fixture("quadrants.png")))))
        #expect(png.width == 24 && png.height == 16)
        let red = png.rgba(x: 2, y: 2)
        #expect(red.0 > 220 && red.1 < 70 && red.3 == 255)
        let jpegData = try Data(contentsOf: URL(fileURLWithPath: SnapshotScenes.fixture("quadrants.jpg")))
        guard case .success(let jpeg) = CairoImageDecoder.decodeJPEG(jpegData) else {
            Issue.record("the JPEG fixture does not decode")
            return
        }
        #expect(jpeg.width == 24 && jpeg.height == 16)
        let renderer = ImageRenderer(content: Image(data: jpegData))
        let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
        let green = bitmap.rgba(x: 20, y: 2)
        #expect(green.1 > 150 && green.0 < 90 && green.3 == 255)
    }

    @Test func corruptImagesDrawAPlaceholderWithoutCrashing() throws {
        let before = Diagnostics.count
        // A readable header keeps its size (the data fails when decoded); others are 32×32.
        for (name, width, height) in [("truncated.png", 24, 16), ("corrupt.png", 32, 32), ("missing.png", 32, 32)] {
            let renderer = ImageRenderer(content: Image(contentsOfFile: SnapshotScenes.fixture(name)))
            let bitmap = try #require(renderer.pngData().flatMap(CairoBitmap.init(pngData:)))
            #expect(bitmap.width == width && bitmap.height == height)
            #expect(bitmap.rgba(x: width / 2, y: 4).3 == 255)
        }
        var jpeg = try Data(contentsOf: URL(fileURLWithPath: SnapshotScenes.fixture("quadrants.jpg")))
        jpeg.replaceSubrange(200..<jpeg.count, with: Data(repeating: 0x55, count: 40))
        #expect(ImageRenderer(content: Image(data: jpeg)).pngData() != nil)
        #expect(Diagnostics.count > before)
    }
}

/// Reads the root element of an XML document.
private final class RootElementReader: NSObject, XMLParserDelegate {
    var root: String?
    var attributes: [String: String] = [:]
    var elementCount = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elementCount += 1
        if root == nil {
            root = elementName
            attributes = attributeDict
        }
    }
}
