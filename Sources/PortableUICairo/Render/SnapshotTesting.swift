import Foundation
import PortableUICore

/// How different a rendering may be from its reference and still match.
public struct SnapshotTolerance: Sendable {
    /// The largest difference of a channel (0…255, straight RGBA) for a pixel to count as equal.
    public var channel: Int
    /// The fraction of pixels (0…1) that may differ.
    public var pixelFraction: Double

    /// Creates a tolerance; the default allows a difference of 3 per channel on 0.5% of pixels
    /// (antialiasing varies slightly between Cairo versions).
    public init(channel: Int = 3, pixelFraction: Double = 0.005) {
        self.channel = channel
        self.pixelFraction = pixelFraction
    }

    /// Pixel-exact comparison.
    public static let exact = SnapshotTolerance(channel: 0, pixelFraction: 0)
}

/// The outcome of comparing a rendering with its reference PNG.
public struct SnapshotResult: Sendable, CustomStringConvertible {
    /// Whether the rendering matched its reference.
    public let matches: Bool
    /// What happened, with the paths of the files written on failure.
    public let message: String
    /// The reference image's path.
    public let referencePath: String

    public var description: String { message }
}

/// Renders `view` with ``ImageRenderer`` and compares it with the reference PNG
/// `Snapshots/<name>@<scale>x.png` next to the calling test file.
///
/// - A missing reference is recorded, and the result fails so that a new snapshot is
///   always looked at once.
/// - With the environment variable `PORTABLEUI_RECORD_SNAPSHOTS=1`, references are
///   re-recorded (and the results fail, as reminders to unset it).
/// - On a mismatch, the actual image and a diff image (differing pixels in red over a faded
///   reference) are written to `$PORTABLEUI_SNAPSHOT_ARTIFACTS` (default: a
///   `PortableUISnapshots` folder in the temporary directory), and the message names them.
///
/// ```swift
/// @Test func badge() {
///     let result = verifySnapshot(of: Badge(), named: "badge", scale: 2)
///     #expect(result.matches, "\(result)")
/// }
/// ```
@MainActor
public func verifySnapshot<V: View>(
    of view: V, named name: String, proposedSize: ProposedViewSize = .unspecified, scale: CGFloat = 1,
    tolerance: SnapshotTolerance = SnapshotTolerance(), directory: String? = nil, file: StaticString = #filePath
) -> SnapshotResult {
    let folder = directory ?? URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Snapshots").path
    let fileName = "\(name)@\(formatScale(scale))x.png"
    let referencePath = (folder as NSString).appendingPathComponent(fileName)
    let renderer = ImageRenderer(content: view)
    renderer.proposedSize = proposedSize
    renderer.scale = scale
    guard let actualData = renderer.pngData(), let actual = CairoBitmap(pngData: actualData) else {
        return SnapshotResult(matches: false, message: "\(name): the view rendered no image (zero size?).", referencePath: referencePath)
    }
    let recording = ProcessInfo.processInfo.environment["PORTABLEUI_RECORD_SNAPSHOTS"].map { $0 != "" && $0 != "0" } ?? false
    let referenceData = FileManager.default.contents(atPath: referencePath)
    if recording || referenceData == nil {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try actualData.write(to: URL(fileURLWithPath: referencePath))
        } catch {
            return SnapshotResult(matches: false, message: "\(name): cannot record \(referencePath): \(error)", referencePath: referencePath)
        }
        let reason = recording ? "re-recorded (PORTABLEUI_RECORD_SNAPSHOTS is set)" : "had no reference; recorded"
        return SnapshotResult(matches: false, message: "\(name): \(reason) \(referencePath). Check it and run again.", referencePath: referencePath)
    }
    guard let referenceData, let reference = CairoBitmap(pngData: referenceData) else {
        return SnapshotResult(matches: false, message: "\(name): the reference \(referencePath) is not a readable PNG.", referencePath: referencePath)
    }
    let comparison = SnapshotComparison(reference: reference, actual: actual, tolerance: tolerance)
    if comparison.matches {
        return SnapshotResult(matches: true, message: "\(name): matches \(referencePath).", referencePath: referencePath)
    }
    let artifacts = ProcessInfo.processInfo.environment["PORTABLEUI_SNAPSHOT_ARTIFACTS"]
        ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("PortableUISnapshots")
    let base = (artifacts as NSString).appendingPathComponent("\(name)@\(formatScale(scale))x")
    try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
    try? actualData.write(to: URL(fileURLWithPath: base + ".actual.png"))
    try? comparison.diffImage()?.pngData()?.write(to: URL(fileURLWithPath: base + ".diff.png"))
    return SnapshotResult(
        matches: false,
        message: "\(name): \(comparison.summary) Actual: \(base).actual.png, diff: \(base).diff.png, reference: \(referencePath).",
        referencePath: referencePath)
}

private func formatScale(_ scale: CGFloat) -> String {
    scale == scale.rounded() ? String(Int(scale)) : String(Double(scale))
}

/// A pixel comparison of two bitmaps.
struct SnapshotComparison {
    let reference: CairoBitmap
    let actual: CairoBitmap
    let tolerance: SnapshotTolerance
    /// The number of pixels that differ by more than the channel tolerance.
    let differingPixels: Int
    /// The largest channel difference found.
    let largestDifference: Int

    init(reference: CairoBitmap, actual: CairoBitmap, tolerance: SnapshotTolerance) {
        self.reference = reference
        self.actual = actual
        self.tolerance = tolerance
        guard reference.width == actual.width, reference.height == actual.height else {
            differingPixels = Int.max
            largestDifference = 255
            return
        }
        var differing = 0, largest = 0
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let difference = Self.difference(reference.rgba(x: x, y: y), actual.rgba(x: x, y: y))
                largest = Swift.max(largest, difference)
                if difference > tolerance.channel { differing += 1 }
            }
        }
        differingPixels = differing
        largestDifference = largest
    }

    var sizesMatch: Bool { reference.width == actual.width && reference.height == actual.height }

    var matches: Bool {
        sizesMatch && Double(differingPixels) <= tolerance.pixelFraction * Double(reference.width * reference.height)
    }

    var summary: String {
        guard sizesMatch else {
            return "the size differs: \(actual.width)×\(actual.height) pixels instead of \(reference.width)×\(reference.height)."
        }
        let total = reference.width * reference.height
        let percent = String(format: "%.3f", Double(differingPixels) * 100 / Double(total))
        return "\(differingPixels) of \(total) pixels (\(percent)%) differ by more than \(tolerance.channel) (largest difference \(largestDifference))."
    }

    /// The largest channel difference of two straight RGBA pixels; fully transparent pixels
    /// are equal whatever their color.
    static func difference(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Int {
        if a.3 == 0 && b.3 == 0 { return 0 }
        return Swift.max(
            abs(Int(a.0) - Int(b.0)), abs(Int(a.1) - Int(b.1)), abs(Int(a.2) - Int(b.2)), abs(Int(a.3) - Int(b.3)))
    }

    /// Differing pixels in red over a faded reference (same size images only).
    func diffImage() -> CairoBitmap? {
        guard sizesMatch, let diff = CairoBitmap(width: reference.width, height: reference.height, isOpaque: true) else {
            return nil
        }
        for y in 0..<reference.height {
            for x in 0..<reference.width {
                let r = reference.rgba(x: x, y: y), a = actual.rgba(x: x, y: y)
                if Self.difference(r, a) > tolerance.channel {
                    diff.setOpaquePixel(x: x, y: y, red: 255, green: 0, blue: 0)
                } else {
                    let alpha = Double(r.3) / 255
                    let gray = (Double(r.0) + Double(r.1) + Double(r.2)) / 765 * alpha + (1 - alpha)
                    let level = UInt8(((0.75 + gray * 0.25) * 255).rounded())
                    diff.setOpaquePixel(x: x, y: y, red: level, green: level, blue: level)
                }
            }
        }
        diff.markDirty()
        return diff
    }
}

/// The pixel difference of two PNG images, for snapshot libraries built on this one.
@_spi(Testing)
public struct PNGDifference {
    /// Whether the images match within the tolerance.
    public let matches: Bool
    /// How many pixels differ, in words.
    public let summary: String
    /// The fraction (0…1) of pixels that differ beyond the channel tolerance; 1 when the sizes differ.
    public let differingFraction: Double
    /// Differing pixels in red over a faded reference (nil when the sizes differ).
    public let diffPNG: Data?

    /// Compares two PNG images; nil when either is not a readable PNG.
    public init?(reference: Data, actual: Data, tolerance: SnapshotTolerance) {
        guard let referenceBitmap = CairoBitmap(pngData: reference), let actualBitmap = CairoBitmap(pngData: actual) else {
            return nil
        }
        let comparison = SnapshotComparison(reference: referenceBitmap, actual: actualBitmap, tolerance: tolerance)
        matches = comparison.matches
        summary = comparison.summary
        let total = referenceBitmap.width * referenceBitmap.height
        differingFraction = comparison.sizesMatch && total > 0 ? Double(comparison.differingPixels) / Double(total) : 1
        diffPNG = comparison.matches ? nil : comparison.diffImage()?.pngData()
    }
}
