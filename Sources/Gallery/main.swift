import Foundation
import GalleryKit
import SwiftUI

/// `Gallery` opens the gallery in a window when a display exists. `--render DIR` (or no
/// display) writes a PNG of every screen and state, for iPhone 15 Pro and a desktop window,
/// with an index.html beside them, into DIR (`out/gallery` by default).
let arguments = CommandLine.arguments
let renderFolder = arguments.firstIndex(of: "--render").map { index in
    arguments.indices.contains(index + 1) ? arguments[index + 1] : "out/gallery"
}

if renderFolder == nil, WindowSystem.isDisplayAvailable {
    GalleryApp.main()
}
if renderFolder == nil {
    print("No display is available: rendering the gallery to PNG files instead.")
}
do {
    let index = try await GalleryRenderer(folder: URL(fileURLWithPath: renderFolder ?? "out/gallery")).renderAll()
    print("Open \(index.path) to see every screen side by side.")
} catch {
    FileHandle.standardError.write(Data("Gallery: \(error)\n".utf8))
    exit(1)
}
