import Foundation
import SwiftUI

/// Renders every ``GallerySnapshot`` for iPhone 15 Pro and a desktop window into a folder of
/// PNG files, with an index.html that shows them side by side.
@MainActor
public struct GalleryRenderer {
    /// Where the files go.
    public let folder: URL
    /// The screens to render on.
    public var devices: [DeviceProfile] = [.iPhone15Pro, .macWindow]
    /// The pictures to render.
    public var snapshots: [GallerySnapshot] = GallerySnapshot.all

    public init(folder: URL) {
        self.folder = folder
    }

    /// Renders every snapshot on every device; returns the index page's location.
    @discardableResult
    public func renderAll() async throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for snapshot in snapshots {
            for device in devices {
                let file = folder.appendingPathComponent(Self.fileName(snapshot, device))
                try await render(snapshot, on: device).write(to: file)
                print("wrote \(file.path)")
            }
        }
        for file in try AppShellPictures.render(into: folder, scale: devices.last?.displayScale ?? 2) {
            print("wrote \(file.path)")
        }
        let index = folder.appendingPathComponent("index.html")
        try GalleryIndexPage(snapshots: snapshots, devices: devices, fileName: Self.fileName).html.write(
            to: index, atomically: true, encoding: .utf8)
        return index
    }

    /// The PNG image of a snapshot on a device.
    public func render(_ snapshot: GallerySnapshot, on device: DeviceProfile) async throws -> Data {
        let host = Self.host(for: snapshot, on: device)
        await snapshot.prepare(host)
        let background = Palette.of(snapshot.appearance).background
        guard let data = host.pngData(background: background) else { throw ImageRendererError.renderingFailed }
        return data
    }

    /// The gallery hosted on a device's screen, showing the snapshot's screen and appearance,
    /// with the device's accessibility settings.
    public static func host(for snapshot: GallerySnapshot, on device: DeviceProfile) -> ViewHost<GalleryRoot> {
        let root = GalleryRoot(
            selection: snapshot.screen, settings: GallerySettings(appearance: snapshot.appearance),
            catalog: ProductCatalog(latency: snapshot.storeLatency))
        var settings = AccessibilitySettings()
        settings.reduceMotion = snapshot.reducesMotion
        let host = ViewHost(root, device: device, accessibilitySettings: settings)
        host.startDate = pictureDate
        return host
    }

    /// The date the pictures are taken at (live clocks show it), so that they are the same
    /// at every run: 1 December 2026, 9:41 UTC.
    static let pictureDate = Date(timeIntervalSince1970: 1_796_118_060)

    /// The file name of a snapshot on a device, such as `catalog-iPhone-15-Pro.png`.
    static func fileName(_ snapshot: GallerySnapshot, _ device: DeviceProfile) -> String {
        "\(snapshot.name)-\(device.name.replacingOccurrences(of: " ", with: "-")).png"
    }
}

#Preview("A snapshot's host, on a desktop window", traits: .fixedLayout(width: 1024, height: 768)) {
    GalleryRoot(selection: .catalog, catalog: .preview(pages: 2))
}
