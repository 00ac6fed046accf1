import Foundation
import GalleryKit
import PortableUI

// Issue 8's figures: the gallery's startup to its first frame, the frame time while scrolling
// the catalog with 10,000 loaded products, and the memory those products take.

/// A frame of the gallery drawn the way the window draws it: layout, display list and Cairo
/// over the previous frame in a pixel buffer (no PNG encoding).
@MainActor
private final class FrameTarget {
    let host: ViewHost<GalleryRoot>
    private let width: Int
    private let height: Int
    // (Owned by this target alone; `deinit`, which is not isolated, is its last use.)
    private nonisolated(unsafe) let pixels: UnsafeMutableRawPointer
    private let renderer = IncrementalPixelRenderer()

    init(_ root: GalleryRoot, device: DeviceProfile) {
        host = ViewHost(root, device: device)
        width = Int(device.size.width * device.displayScale)
        height = Int(device.size.height * device.displayScale)
        pixels = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
    }

    deinit { pixels.deallocate() }

    func draw() {
        renderer.draw(
            host.displayList(), into: pixels, width: width, height: height, bytesPerRow: width * 4,
            scale: host.displayScale, background: .white)
    }
}

/// The catalog with `count` products loaded at once.
@MainActor
private func loadedCatalog(_ count: Int) -> ProductCatalog {
    let catalog = ProductCatalog(pageSize: 100, totalCount: count + 1_000)
    catalog.preload(pages: count / 100)
    return catalog
}

/// The child process's part: from its start to the first frame of the catalog, then the
/// resident memory added by loading 10,000 products and scrolling through them. Prints
/// "nanoseconds kibibytes".
@MainActor
func runGalleryChild(processStart: UInt64) {
    let first = FrameTarget(GalleryRoot(selection: .catalog, catalog: loadedCatalog(100)), device: .iPhone15Pro)
    first.draw()
    let firstFrame = DispatchTime.now().uptimeNanoseconds - processStart
    let before = Memory.statusKiB("VmRSS")
    let target = FrameTarget(GalleryRoot(selection: .catalog, catalog: loadedCatalog(10_000)), device: .iPhone15Pro)
    target.draw()
    for _ in 0..<50 {
        target.host.scroll(by: CGPoint(x: 0, y: 2_000), in: "catalog-scroll")
        target.draw()
    }
    print(firstFrame, Memory.statusKiB("VmRSS") - before)
}

/// Prints the gallery table.
@MainActor
func runGalleryBenchmarks() throws {
    let child = try Subprocess.run(executable: CommandLine.arguments[0], arguments: ["--gallery-child"])
    let parts = child.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard parts.count == 2 else { throw BenchmarkError("unexpected output of --gallery-child: \(child)") }

    let target = FrameTarget(GalleryRoot(selection: .catalog, catalog: loadedCatalog(10_000)), device: .iPhone15Pro)
    target.draw()
    target.host.scroll(to: CGPoint(x: 0, y: 400_000), in: "catalog-scroll")
    target.draw()
    var frames: [UInt64] = []
    for _ in 0..<300 {
        let start = DispatchTime.now().uptimeNanoseconds
        target.host.scroll(by: CGPoint(x: 0, y: 12), in: "catalog-scroll")
        target.draw()
        frames.append(DispatchTime.now().uptimeNanoseconds - start)
    }
    frames.sort()
    let full = medianNanoseconds(repetitions: 9) {
        let fresh = FrameTarget(GalleryRoot(selection: .catalog, catalog: loadedCatalog(10_000)), device: .iPhone15Pro)
        let start = DispatchTime.now().uptimeNanoseconds
        fresh.draw()
        return DispatchTime.now().uptimeNanoseconds - start
    }
    print("")
    print("Gallery (iPhone 15 Pro, 393×852 at 3x, catalog screen)")
    print("| measurement | value |")
    print("|---|---|")
    print("| process start to first frame (fonts, layout, display list, pixels) | \(formatMilliseconds(UInt64(parts[0]))) |")
    print("| frame while scrolling 10,000 loaded products (median of 300) | \(formatMilliseconds(frames[frames.count / 2])) |")
    print("| frame while scrolling, 95th percentile | \(formatMilliseconds(frames[frames.count * 95 / 100])) |")
    print("| first frame of a new catalog host with 10,000 products | \(formatMilliseconds(full)) |")
    print("| resident memory for 10,000 loaded products, scrolled through | \(parts[1]) KiB |")
}

func formatMilliseconds(_ nanoseconds: UInt64) -> String {
    String(format: "%.2f ms", Double(nanoseconds) / 1_000_000)
}
