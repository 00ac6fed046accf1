import CCairo
import Foundation
import PortableUICore
@_spi(Hosting) import PortableUICore

/// An object that creates images from PortableUI views, as SwiftUI's `ImageRenderer`.
///
/// ```swift
/// let renderer = ImageRenderer(content: Card(title: "Hello"))
/// renderer.scale = 2
/// try renderer.pngData()?.write(to: URL(fileURLWithPath: "card.png"))
/// try renderer.render(to: URL(fileURLWithPath: "card.pdf"))
/// ```
///
/// The content is proposed ``proposedSize`` and rendered at the size it chooses (its
/// ideal size for `.unspecified`). PNG output is `scale` pixels per point; SVG and PDF are
/// in points. On Linux there is no `CGImage`/`UIImage`: use ``pngData()``, ``svgData()``,
/// ``pdfData()`` or ``render(to:)``. Presentations (sheets, alerts, open menus) are drawn
/// above the content, settled.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// The scale at which to render the image (pixels per point; also the environment's
    /// `displayScale`).
    public var scale: CGFloat = 1
    /// Whether the image is fully opaque (PNG without alpha; undrawn pixels are black).
    public var isOpaque = false

    /// Creates a renderer object with a source content view.
    public init(content view: Content) {
        content = view
    }

    /// The largest side, in points, that the renderer draws.
    static var maximumSide: CGFloat { 16_384 }
    /// How far (seconds) the renderer's clock is moved before drawing, past any transition.
    static var settlingTime: Double { 60 }

    /// Lays the content out and returns its size in points and its display list.
    public func layout() -> (size: CGSize, displayList: DisplayList) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let host = ViewHost(
            content, size: .zero, safeAreaInsets: EdgeInsets(), displayScale: scale, environment: EnvironmentValues(),
            defaultTextEngine: PangoTextEngine.platformDefault)
        var size = host.sizeThatFits(proposedSize)
        if !size.width.isFinite || !size.height.isFinite || size.width > Self.maximumSide || size.height > Self.maximumSide {
            Diagnostics.report(
                "ImageRenderer: the content chose the size (\(size.width), \(size.height)); each side is limited to \(Int(Self.maximumSide)) points."
            )
            func limit(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(value, Self.maximumSide) : Self.maximumSide }
            size = CGSize(width: limit(size.width), height: limit(size.height))
        }
        host.size = size
        // The views are drawn as they rest: a transition the first update started (a
        // presented sheet rising, an alert fading in) is drawn finished, as the renderer has
        // no clock to run it.
        host.layoutIfNeeded()
        host.tick(to: host.time + Self.settlingTime)
        return (size, host.displayList())
    }

    /// The size of the PNG image in pixels for a content size in points.
    private func pixelSize(_ size: CGSize) -> (Int, Int) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        return (Int((size.width * scale - 0.001).rounded(.up)), Int((size.height * scale - 0.001).rounded(.up)))
    }

    /// The content rendered as a PNG image, or `nil` when it has no area.
    public func pngData() -> Data? {
        let (size, list) = layout()
        let (width, height) = pixelSize(size)
        guard let bitmap = CairoBitmap(width: width, height: height, isOpaque: isOpaque) else { return nil }
        bitmap.draw(list, scale: scale.isFinite && scale > 0 ? scale : 1)
        return bitmap.pngData()
    }

    /// The content rendered as an SVG document (points as user units).
    public func svgData() -> Data? {
        let (size, list) = layout()
        return VectorDocument.data(list, size: size, format: .svg)
    }

    /// The content rendered as a one-page PDF document (page size in points).
    public func pdfData() -> Data? {
        let (size, list) = layout()
        return VectorDocument.data(list, size: size, format: .pdf)
    }

    /// Writes the content to a file whose extension chooses the format: `png`, `svg` or `pdf`.
    public func render(to url: URL) throws {
        let data: Data?
        switch url.pathExtension.lowercased() {
        case "png": data = pngData()
        case "svg": data = svgData()
        case "pdf": data = pdfData()
        default: throw ImageRendererError.unsupportedFormat(url.pathExtension)
        }
        guard let data else { throw ImageRendererError.renderingFailed }
        try data.write(to: url)
    }
}

/// Why ``ImageRenderer/render(to:)`` failed.
public enum ImageRendererError: Error, Equatable, CustomStringConvertible {
    /// The file extension is not `png`, `svg` or `pdf`.
    case unsupportedFormat(String)
    /// The content has no area or Cairo failed.
    case renderingFailed

    public var description: String {
        switch self {
        case .unsupportedFormat(let ext): return "Unsupported image format \"\(ext)\"; use png, svg or pdf."
        case .renderingFailed: return "The content could not be rendered (it has no area, or Cairo failed)."
        }
    }
}
