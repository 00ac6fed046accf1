import Foundation
@_spi(PreviewRendering) @_spi(Hosting) import PortableUICore
import PortableUICairo

/// Renders previews to PNG files, in light and dark appearance, the way Xcode's canvas lays
/// them out:
///
/// 1. The device is the ``DeviceProfile`` named by `previewDevice`, turned to the preview's
///    orientation. When none is named (or the name is unknown) it is the platform's default:
///    the Mac window for a provider whose `platform` is macOS, iPhone 15 Pro otherwise.
/// 2. `.device` (the default) hosts the view on the device's screen, with its safe area;
///    `.sizeThatFits` offers the view the device's screen size and renders it at the size it
///    takes; `.fixed(width:height:)` hosts it in a container of that size, centred.
/// 3. Each appearance sets the environment's `colorScheme` and draws over the system
///    background of that appearance (white, black).
///
/// A preview that cannot be rendered (an empty or invalid size, an image that cannot be
/// encoded) gives a ``PreviewResult`` with its failure; rendering goes on with the next.
@MainActor
public struct PreviewRenderer {
    /// Where the PNG files go.
    public var folder: URL
    /// Pixels per point; each device's own scale when `nil`.
    public var scale: CGFloat?
    /// The appearances to render.
    public var colorSchemes: [ColorScheme] = [.light, .dark]

    public init(folder: URL, scale: CGFloat? = nil) {
        self.folder = folder
        self.scale = scale
    }

    /// Renders the preview `entry`; `number` makes its file names unique in the folder.
    public func render(_ entry: PreviewEntry, number: Int) -> PreviewResult {
        var result = PreviewResult(entry: entry)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let items = entry.items()
            guard !items.isEmpty else { throw PreviewFailure("the preview has no views") }
            for (index, item) in items.enumerated() {
                let title = item.traits.displayName ?? (items.count > 1 ? "\(entry.title) \(index + 1)" : entry.title)
                result.images.append(try render(item, title: title, baseName: "preview-\(number)-\(index + 1)"))
            }
        } catch let failure as PreviewFailure {
            result.failure = failure.reason
            result.images = []
        } catch {
            result.failure = "\(error)"
            result.images = []
        }
        return result
    }

    private func render(_ item: PreviewContent.Item, title: String, baseName: String) throws -> PreviewResult.Image {
        var notes: [String] = []
        var device = PreviewScreen.device(for: item.traits, notes: &notes)
        device = PreviewScreen.rotated(device, to: item.traits.orientation)
        if let scale { device.displayScale = scale }
        var image = PreviewResult.Image(
            title: title, layout: PreviewScreen.describe(item.traits, on: device), width: 0, height: 0, files: [:], notes: notes)
        for colorScheme in colorSchemes {
            let (data, size, diagnostics) = try render(item.view, layout: item.traits.layout, on: device, colorScheme: colorScheme)
            let file = "\(baseName)-\(colorScheme == .dark ? "dark" : "light").png"
            try data.write(to: folder.appendingPathComponent(file))
            image.files[colorScheme == .dark ? "dark" : "light"] = file
            image.width = size.width
            image.height = size.height
            if colorScheme == colorSchemes.first {
                image.notes += diagnostics
            }
        }
        return image
    }

    private func render(_ view: any View, layout: PreviewLayout, on device: DeviceProfile, colorScheme: ColorScheme) throws
        -> (Data, CGSize, [String])
    {
        var environment = device.environment
        environment.colorScheme = colorScheme
        let content = AnyView(view)
        let size: CGSize
        var safeArea = EdgeInsets()
        switch layout {
        case .device:
            size = device.size
            safeArea = device.safeAreaInsets
        case .sizeThatFits:
            let measuring = host(content, size: device.size, safeArea: EdgeInsets(), device: device, environment: environment)
            let fitted = measuring.sizeThatFits(ProposedViewSize(device.size))
            guard fitted.width.isFinite, fitted.height.isFinite, fitted.width >= 1, fitted.height >= 1 else {
                throw PreviewFailure(
                    "the view takes \(fitted.width)×\(fitted.height) pt when offered the device's size; nothing to draw")
            }
            size = CGSize(width: fitted.width.rounded(.up), height: fitted.height.rounded(.up))
        case .fixed(let width, let height), .fixed3D(let width, let height, _):
            guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 10_000, height <= 10_000 else {
                throw PreviewFailure("invalid fixed layout \(width)×\(height) pt (each side must be 1 to 10000 points)")
            }
            size = CGSize(width: width, height: height)
        }
        let background: Color = colorScheme == .dark ? .black : .white
        let host = host(content, size: size, safeArea: safeArea, device: device, environment: environment)
        guard let data = host.pngData(background: background) else {
            throw PreviewFailure("the image of \(size.width)×\(size.height) pt could not be drawn or encoded")
        }
        return (data, size, host.diagnostics)
    }

    private func host(
        _ content: AnyView, size: CGSize, safeArea: EdgeInsets, device: DeviceProfile, environment: EnvironmentValues
    ) -> ViewHost<AnyView> {
        ViewHost(
            content, size: size, safeAreaInsets: safeArea, displayScale: device.displayScale, environment: environment,
            defaultTextEngine: PangoTextEngine.platformDefault)
    }
}

/// Why a preview could not be rendered.
struct PreviewFailure: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
