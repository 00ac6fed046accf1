import Foundation
import Testing
@testable import PortableUICore

/// `aspectRatio` (layout-rules §14): it changes only the proposal (the r:1 rectangle scaled to
/// fit in or fill the proposal, nil counting as ∞) and reports the child's size.
let aspectRatioCases: [LayoutCase] = [
    LayoutCase(
        "fit 2:1 in 300×100", "layout-rules §14 (fit scale = min)", size: size(300, 100),
        frames: ["c": rect(50, 0, 200, 100)]
    ) {
        Color.red.mark("c").aspectRatio(2, contentMode: .fit)
    },
    LayoutCase(
        "fill 2:1 in 300×100", "layout-rules §14 (fill scale = max)", size: size(300, 100),
        frames: ["c": rect(0, -25, 300, 150)]
    ) {
        Color.red.mark("c").aspectRatio(2, contentMode: .fill)
    },
    LayoutCase(
        "fit 1:2 in 300×100", "layout-rules §14", size: size(300, 100), frames: ["c": rect(125, 0, 50, 100)]
    ) {
        Color.red.mark("c").aspectRatio(0.5, contentMode: .fit)
    },
    LayoutCase(
        "fit 4:3 given as a CGSize", "layout-rules §14", size: size(300, 300), displayScale: 2,
        frames: ["c": rect(0, 37.5, 300, 225)]
    ) {
        Color.red.mark("c").aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)
    },
    LayoutCase(
        "no ratio: a colour's square ideal size gives 1:1 (fit)", "layout-rules §14 (nil ratio → ideal size)",
        size: size(300, 100), frames: ["c": rect(100, 0, 100, 100)]
    ) {
        Color.red.mark("c").aspectRatio(contentMode: .fit)
    },
    LayoutCase(
        "no ratio: 1:1 fill", "layout-rules §14", size: size(300, 100), frames: ["c": rect(0, -100, 300, 300)]
    ) {
        Color.red.mark("c").aspectRatio(contentMode: .fill)
    },
    LayoutCase(
        "scaledToFit", "layout-rules §14; Apple scaledToFit", size: size(100, 300), frames: ["c": rect(0, 100, 100, 100)]
    ) {
        Color.red.mark("c").scaledToFit()
    },
    LayoutCase(
        "scaledToFill", "layout-rules §14; Apple scaledToFill", size: size(100, 300),
        frames: ["c": rect(-100, 0, 300, 300)]
    ) {
        Color.red.mark("c").scaledToFill()
    },
    LayoutCase(
        "no ratio: a 40×20 ideal size gives 2:1 (fit)", "layout-rules §14", size: size(300, 100),
        frames: ["c": rect(50, 0, 200, 100)]
    ) {
        Color.red.frame(idealWidth: 40, idealHeight: 20).mark("c").aspectRatio(contentMode: .fit)
    },
    // max(300/40, 100/20) = 7.5 → 300×150.
    LayoutCase(
        "no ratio: a 40×20 ideal size gives 2:1 (fill)", "layout-rules §14", size: size(300, 100),
        frames: ["c": rect(0, -25, 300, 150)]
    ) {
        Color.red.frame(idealWidth: 40, idealHeight: 20).mark("c").aspectRatio(contentMode: .fill)
    },
    LayoutCase(
        "a fixed-size child keeps its size", "layout-rules §14 (reports the child's size; fieldguide gotchas)",
        size: size(300, 100), frames: ["m": rect(125, 25, 50, 50)]
    ) {
        box(50, 50).aspectRatio(2, contentMode: .fit).mark("m")
    },
    LayoutCase(
        "fill with a fixed-size child keeps its size", "layout-rules §14", size: size(300, 100),
        frames: ["m": rect(125, 25, 50, 50)]
    ) {
        box(50, 50).aspectRatio(2, contentMode: .fill).mark("m")
    },
    LayoutCase(
        "the child is centred geometrically, not on its guides", "OpenSwiftUI _AspectRatioLayout (anchor .center)",
        size: size(300, 100), frames: ["m": rect(125, 25, 50, 50), "c": rect(125, 25, 50, 50)]
    ) {
        box(50, 50).alignmentGuide(HorizontalAlignment.center) { _ in 0 }.mark("c")
            .aspectRatio(2, contentMode: .fit).mark("m")
    },
    LayoutCase(
        "the child may ignore the ratio's rectangle", "layout-rules §14 (only the proposal changes)",
        size: size(300, 100), frames: ["m": rect(125, 0, 50, 100)]
    ) {
        Color.red.frame(maxWidth: 50).aspectRatio(1, contentMode: .fit).mark("m")
    },
    LayoutCase(
        "an unspecified proposal passes through", "layout-rules §14 (OpenSwiftUI _AspectRatioLayout)",
        size: size(300, 100), frames: ["m": rect(145, 45, 10, 10)]
    ) {
        Color.red.aspectRatio(2, contentMode: .fit).fixedSize().mark("m")
    },
    LayoutCase(
        "an unspecified height counts as infinite", "layout-rules §14 (nil counts as ∞)", size: size(300, 100),
        frames: ["m": rect(0, -25, 300, 150)]
    ) {
        Color.red.aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true).mark("m")
    },
    LayoutCase(
        "an unspecified width counts as infinite", "layout-rules §14 (nil counts as ∞)", size: size(300, 100),
        frames: ["m": rect(50, 0, 200, 100)]
    ) {
        Color.red.aspectRatio(2, contentMode: .fit).fixedSize(horizontal: true, vertical: false).mark("m")
    },
    // Flexibility: proposed width 0 → 0, ∞ → 100 (height-bound); it goes first and takes 100.
    LayoutCase(
        "a square in an HStack", "layout-rules §3 step 3b, §14", size: size(300, 100),
        frames: ["a": rect(0, 0, 100, 100), "b": rect(100, 0, 200, 100)]
    ) {
        HStack(spacing: 0) {
            Color.red.aspectRatio(1, contentMode: .fit).mark("a")
            Color.blue.mark("b")
        }
    },
    LayoutCase(
        "a 2:1 view in a VStack", "layout-rules §3 step 3b, §14", size: size(100, 100),
        frames: ["a": rect(0, 0, 100, 50), "b": rect(0, 50, 100, 50)]
    ) {
        VStack(spacing: 0) {
            Color.red.aspectRatio(2, contentMode: .fit).mark("a")
            Color.blue.mark("b")
        }
    },
]

@MainActor
struct AspectRatioConformanceTests {
    @Test(arguments: aspectRatioCases)
    func aspectRatio(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
