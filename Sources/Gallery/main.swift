import Foundation
import GalleryKit
import PortableUIPreviews
import SwiftUI

/// `Gallery` opens the gallery in a window when a display exists. `--render DIR` (or no
/// display) writes a PNG of every screen and state, for iPhone 15 Pro and a desktop window,
/// with an index.html beside them, into DIR (`out/gallery` by default), and every `#Preview`
/// of GalleryKit's sources into DIR/previews; `--scale N` renders at N pixels per point
/// instead of each device's own scale.
let arguments = CommandLine.arguments
func argument(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}
let renderFolder = arguments.contains("--render") ? argument(after: "--render") ?? "out/gallery" : nil
let scale = argument(after: "--scale").flatMap(Double.init).map { CGFloat($0) }

if renderFolder == nil, WindowSystem.isDisplayAvailable {
    GalleryApp.main()
}
if renderFolder == nil {
    print("No display is available: rendering the gallery to PNG files instead.")
}
do {
    var renderer = GalleryRenderer(folder: URL(fileURLWithPath: renderFolder ?? "out/gallery"))
    if let scale {
        renderer.devices = renderer.devices.map { device in
            var device = device
            device.displayScale = scale
            return device
        }
    }
    let index = try await renderer.renderAll()
    let previews = try await MainActor.run {
        try PreviewRunner.renderAll(
            PreviewEntry.all(inModules: ["GalleryKit"]), into: renderer.folder.appendingPathComponent("previews"),
            scale: scale, title: "Previews of the gallery's sources")
    }
    for failed in previews where failed.failure != nil {
        FileHandle.standardError.write(Data("Gallery: preview \(failed.location) failed: \(failed.failure!)\n".utf8))
    }
    print("wrote \(previews.count) previews into \(renderer.folder.appendingPathComponent("previews").path)")
    print("Open \(index.path) to see every screen side by side.")
} catch {
    FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
    exit(1)
}
