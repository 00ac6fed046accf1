import Foundation
import SwiftUI

/// A sample screen: until the gallery of the four articles exists, `make demo` lays this
/// screen out headless on every device profile, prints its layout and renders it to PNG.
struct SampleScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                Circle().fill(Color.blue).frame(width: 48, height: 48).accessibilityIdentifier("avatar")
                VStack(alignment: .leading, spacing: 6) {
                    RoundedRectangle(cornerRadius: 4).frame(width: 160, height: 16).accessibilityIdentifier("title")
                    RoundedRectangle(cornerRadius: 4).frame(width: 100, height: 12)
                }
                Spacer()
                Capsule().fill(Color.green).frame(width: 44, height: 24).accessibilityIdentifier("badge")
            }
            Text("PortableUI").font(.largeTitle).bold()
            Text("SwiftUI's layout on Linux: this screen was laid out and drawn headless.")
                .font(.body).foregroundStyle(Color.secondary)
            Divider()
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                ForEach(0..<3) { row in
                    GridRow {
                        ForEach(0..<3) { column in
                            Color.orange.frame(height: 60).accessibilityIdentifier("tile-\(row)-\(column)")
                        }
                    }
                }
            }
            Spacer()
        }
        .padding()
    }
}

/// Lays the sample screen out on every device profile, prints the layouts and writes a PNG of
/// each into the output folder (`--render DIR`, `out/gallery` by default).
@MainActor
func renderGallery(into folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for device in DeviceProfile.all {
        let host = ViewHost(SampleScreen(), device: device)
        print("== \(device.name): \(Int(device.size.width))×\(Int(device.size.height)) @\(Int(device.displayScale))x")
        print(host.layoutDescription())
        let renderer = ImageRenderer(
            content: SampleScreen().background(Color.white).frame(width: device.size.width, height: device.size.height))
        renderer.scale = device.displayScale
        let file = folder.appendingPathComponent(device.name.replacingOccurrences(of: " ", with: "-") + ".png")
        try renderer.render(to: file)
        print("wrote \(file.path)\n")
    }
}

let arguments = CommandLine.arguments
let folder = arguments.firstIndex(of: "--render").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
do {
    try MainActor.assumeIsolated { try renderGallery(into: URL(fileURLWithPath: folder ?? "out/gallery")) }
} catch {
    FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
    exit(1)
}
