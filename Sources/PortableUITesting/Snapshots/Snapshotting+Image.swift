import Foundation
@_spi(Testing) import PortableUI

extension Snapshotting where Value: View, Format == Data {
    /// A PNG image of the view at its ideal size, light, at scale 1.
    public static var image: Snapshotting { .image() }

    /// A PNG image of the view laid out as `layout` says, in `appearance`, over the system
    /// background (white, or black in dark mode), at `scale` (default: the device's, or 1).
    /// Pixels differing within `tolerance` still match.
    ///
    /// ```swift
    /// assertSnapshot(of: ContentView(), as: .image(layout: .device(.iPhone15Pro), appearance: .dark))
    /// ```
    public static func image(
        layout: SnapshotLayout = .sizeThatFits, appearance: ColorScheme = .light, scale: CGFloat? = nil,
        tolerance: SnapshotTolerance = SnapshotTolerance()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            layout.tester(for: view, appearance: appearance, scale: scale).pngData()
        }
    }

    /// A PNG image of the view in a window of `size` points.
    public static func image(
        size: CGSize, scale: CGFloat = 1, appearance: ColorScheme = .light, tolerance: SnapshotTolerance = SnapshotTolerance()
    ) -> Snapshotting {
        .image(layout: .fixed(width: size.width, height: size.height), appearance: appearance, scale: scale, tolerance: tolerance)
    }
}

extension Snapshotting where Value: SnapshotHost, Format == Data {
    /// A PNG image of the tester's window in its current state (after taps, scrolls, typing).
    public static var image: Snapshotting { .image() }

    /// A PNG image of the tester's window in its current state, compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance = SnapshotTolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0.pngData() }
    }
}

extension Diffing where Value == Data {
    /// PNG images compared pixel by pixel; a mismatch names the fraction of pixels that differ
    /// and gives a diff image (differing pixels in red over a faded reference).
    public static func image(tolerance: SnapshotTolerance = SnapshotTolerance()) -> Diffing {
        Diffing(toData: { $0 }, fromData: { $0 }) { reference, actual in
            // The encoder is deterministic: the same pixels give the same bytes, so equal files
            // match without decoding them.
            if reference == actual { return nil }
            guard let difference = PNGDifference(reference: reference, actual: actual, tolerance: tolerance) else {
                return Difference(message: "the reference is not a readable PNG image.")
            }
            if difference.matches { return nil }
            let percent = String(format: "%.3f", difference.differingFraction * 100)
            return Difference(message: "\(percent)% of pixels differ: \(difference.summary)", artifact: difference.diffPNG)
        }
    }
}

