import Foundation
import PortableUICore
import Testing
@_spi(Benchmarks) @testable import PortableUICairo

/// Compares `view` at `scale` with its golden image `name`.
@MainActor
private func check<V: View>(_ view: V, _ name: String, _ scale: CGFloat) {
    let result = verifySnapshot(of: view, named: name, scale: scale)
    #expect(result.matches, "\(result)")
}

/// Golden images of every drawing family at scales 1, 2 and 3
/// (re-record with `PORTABLEUI_RECORD_SNAPSHOTS=1`).
@MainActor
struct SnapshotTests {
    @Test(arguments: [1.0, 2.0, 3.0]) func shapes(scale: CGFloat) { check(SnapshotScenes.shapes, "shapes", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func strokes(scale: CGFloat) { check(SnapshotScenes.strokes, "strokes", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func gradients(scale: CGFloat) { check(SnapshotScenes.gradients, "gradients", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func clips(scale: CGFloat) { check(SnapshotScenes.clips, "clips", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func effects(scale: CGFloat) { check(SnapshotScenes.effects, "effects", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func images(scale: CGFloat) { check(SnapshotScenes.images, "images", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func canvas(scale: CGFloat) { check(SnapshotScenes.canvas, "canvas", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func symbols(scale: CGFloat) { check(SnapshotScenes.symbolSheet, "symbols", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func ellipticalGradients(scale: CGFloat) {
        check(SnapshotScenes.ellipticalGradients, "elliptical-gradients", scale)
    }
    @Test(arguments: [1.0, 2.0, 3.0]) func hierarchicalStyles(scale: CGFloat) {
        check(SnapshotScenes.hierarchicalStyles, "hierarchical-styles", scale)
    }
}

/// Golden images of text styles at scales 1, 2 and 3, drawn with the pinned fonts
/// (re-record with `PORTABLEUI_RECORD_SNAPSHOTS=1`).
@MainActor
struct TextSnapshotTests {
    @Test(arguments: [1.0, 2.0, 3.0]) func fonts(scale: CGFloat) { check(SnapshotScenes.textFonts, "text-fonts", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func weights(scale: CGFloat) { check(SnapshotScenes.textWeights, "text-weights", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func colors(scale: CGFloat) { check(SnapshotScenes.textColors, "text-colors", scale) }
    @Test(arguments: [1.0, 2.0, 3.0]) func alignment(scale: CGFloat) {
        check(SnapshotScenes.textAlignment, "text-alignment", scale)
    }
    @Test(arguments: [1.0, 2.0, 3.0]) func truncation(scale: CGFloat) {
        check(SnapshotScenes.textTruncation, "text-truncation", scale)
    }
}
