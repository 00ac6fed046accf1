import Foundation
import Testing
@testable import PortableUICore

/// ZStack, overlay and background (layout-rules §9): a ZStack proposes its proposal to every
/// child, is the union of its top-priority children aligned on the guides, and places every
/// child with its final size; a secondary view is proposed the primary's size and never
/// changes the primary's layout.
let overlayAndZStackCases: [LayoutCase] = [
    LayoutCase(
        "ZStack: a colour fills, a box is centred", "layout-rules §9 (ZStack)", size: size(100, 100),
        frames: ["z": rect(0, 0, 100, 100), "a": rect(0, 0, 100, 100), "b": rect(40, 40, 20, 20)]
    ) {
        ZStack {
            Color.red.mark("a")
            box(20, 20).mark("b")
        }
        .mark("z")
    },
    LayoutCase(
        "ZStack size is the union of its children", "layout-rules §9 (fieldguide zstack)", size: size(100, 100),
        frames: ["z": rect(20, 20, 60, 60), "a": rect(35, 20, 30, 60), "b": rect(20, 35, 60, 30)]
    ) {
        ZStack {
            box(30, 60).mark("a")
            box(60, 30).mark("b")
        }
        .mark("z")
    },
    LayoutCase(
        "ZStack(alignment: .topLeading)", "layout-rules §9", size: size(100, 100),
        frames: ["z": rect(25, 30, 50, 40), "a": rect(25, 30, 50, 30), "b": rect(25, 30, 20, 40)]
    ) {
        ZStack(alignment: .topLeading) {
            box(50, 30).mark("a")
            box(20, 40).mark("b")
        }
        .mark("z")
    },
    LayoutCase(
        "ZStack(alignment: .bottomTrailing)", "layout-rules §9", size: size(100, 100),
        frames: ["a": rect(25, 40, 50, 30), "b": rect(55, 30, 20, 40)]
    ) {
        ZStack(alignment: .bottomTrailing) {
            box(50, 30).mark("a")
            box(20, 40).mark("b")
        }
    },
    LayoutCase(
        "ZStack: only the highest priority counts for the size", "layout-rules §9 (layoutPriority in ZStack)",
        size: size(100, 100),
        frames: ["z": rect(30, 40, 40, 20), "bg": rect(30, 40, 40, 20), "fg": rect(30, 40, 40, 20)]
    ) {
        ZStack {
            Color.red.mark("bg")
            box(40, 20).layoutPriority(1).mark("fg")
        }
        .mark("z")
    },
    LayoutCase(
        "ZStack: a lower-priority fixed child can overflow", "layout-rules §9 (layoutPriority in ZStack)",
        size: size(100, 100), frames: ["z": rect(40, 40, 20, 20), "a": rect(10, 10, 80, 80), "b": rect(40, 40, 20, 20)]
    ) {
        ZStack {
            box(80, 80).mark("a")
            box(20, 20).layoutPriority(1).mark("b")
        }
        .mark("z")
    },
    // Union 200×100; when placing, the colour is proposed 200×100, not the host's 100×100.
    LayoutCase(
        "ZStack places every child with its final size", "layout-rules §9 (proposed the ZStack's final size)",
        size: size(100, 100),
        frames: ["z": rect(-50, 0, 200, 100), "a": rect(-50, 25, 200, 50), "b": rect(-50, 0, 200, 100)]
    ) {
        ZStack {
            box(200, 50).mark("a")
            Color.red.mark("b")
        }
        .mark("z")
    },
    LayoutCase(
        "ZStack with an unspecified proposal: the colour takes the final size", "layout-rules §9",
        size: size(100, 100), frames: ["a": rect(25, 25, 50, 50), "c": rect(25, 25, 50, 50)]
    ) {
        ZStack {
            box(50, 50).mark("a")
            Color.red.mark("c")
        }
        .fixedSize()
    },
    // The box's leading guide −40 puts it 40 right of the line: union [0, 60] × [−25, 25].
    LayoutCase(
        "an explicit guide grows the ZStack (union, not max)", "layout-rules §9 (use union), §11",
        size: size(100, 100), frames: ["z": rect(20, 25, 60, 50), "a": rect(20, 25, 50, 50), "b": rect(60, 40, 20, 20)]
    ) {
        ZStack(alignment: .leading) {
            box(50, 50).mark("a")
            box(20, 20).alignmentGuide(.leading) { _ in -40 }.mark("b")
        }
        .mark("z")
    },
    // The ZStack's minimum (30) beats the colour's (0): it goes first and takes 100.
    LayoutCase(
        "ZStack in an HStack", "layout-rules §3 step 3b, §9", size: size(200, 100),
        frames: ["a": rect(0, 0, 100, 100), "b": rect(100, 0, 100, 100)]
    ) {
        HStack(spacing: 0) {
            ZStack {
                Color.red.mark("a")
                box(30, 30)
            }
            Color.blue.mark("b")
        }
    },
    LayoutCase(
        "an empty ZStack is zero-sized", "layout-rules §9", size: size(100, 100), frames: ["z": rect(50, 50, 0, 0)]
    ) {
        ZStack { EmptyView() }.mark("z")
    },
    LayoutCase(
        "overlay is proposed the primary's size", "layout-rules §9 (overlay)", size: size(100, 100),
        frames: ["o": rect(25, 25, 50, 50)]
    ) {
        box(50, 50).overlay(Color.red.mark("o"))
    },
    LayoutCase(
        "overlay alignment", "layout-rules §9", size: size(100, 100), frames: ["o": rect(65, 25, 10, 10)]
    ) {
        box(50, 50).overlay(box(10, 10).mark("o"), alignment: .topTrailing)
    },
    LayoutCase(
        "a larger overlay does not change the size", "layout-rules §9 (primary provides the layout)",
        size: size(100, 100), frames: ["m": rect(25, 25, 50, 50), "o": rect(10, 10, 80, 80)]
    ) {
        box(50, 50).overlay(box(80, 80).mark("o")).mark("m")
    },
    LayoutCase(
        "overlay(alignment:content:)", "layout-rules §9", size: size(100, 100), frames: ["o": rect(45, 65, 10, 10)]
    ) {
        box(50, 50).overlay(alignment: .bottom) { box(10, 10).mark("o") }
    },
    LayoutCase(
        "overlay of a padded view covers the padding", "layout-rules §9", size: size(100, 100),
        frames: ["o": rect(15, 15, 70, 70)]
    ) {
        box(50, 50).padding(10).overlay(Color.red.mark("o"))
    },
    LayoutCase(
        "a flexible overlay sizes within the primary", "layout-rules §9", size: size(100, 100),
        frames: ["o": rect(25, 25, 20, 50)]
    ) {
        box(50, 50).overlay(Color.red.frame(maxWidth: 20).mark("o"), alignment: .leading)
    },
    LayoutCase(
        "a padded overlay", "layout-rules §8, §9", size: size(100, 100), frames: ["o": rect(35, 35, 30, 30)]
    ) {
        box(40, 40).overlay(Color.red.mark("o").padding(5))
    },
    LayoutCase(
        "background is proposed the primary's size", "layout-rules §9 (background)", size: size(100, 100),
        frames: ["b": rect(25, 25, 50, 50)]
    ) {
        box(50, 50).background(Color.red.mark("b"))
    },
    LayoutCase(
        "a larger background does not change the size", "layout-rules §9", size: size(100, 100),
        frames: ["m": rect(40, 40, 20, 20), "bg": rect(0, 0, 100, 100)]
    ) {
        box(20, 20).background(box(100, 100).mark("bg")).mark("m")
    },
    // The implicit ZStack is 20×10 (bottom-leading union), bottom-leading in the 60×60 primary.
    LayoutCase(
        "background(alignment:content:) is an implicit ZStack", "layout-rules §9 (implicit ZStack)",
        size: size(100, 100), frames: ["x": rect(20, 70, 10, 10), "y": rect(20, 75, 20, 5)]
    ) {
        box(60, 60).background(alignment: .bottomLeading) {
            box(10, 10).mark("x")
            box(20, 5).mark("y")
        }
    },
    LayoutCase(
        "border does not change the layout", "layout-rules §9 (border is an overlay)", size: size(100, 100),
        frames: ["m": rect(30, 30, 40, 40)]
    ) {
        box(40, 40).border(Color.red, width: 3).mark("m")
    },
]

@MainActor
struct OverlayAndZStackConformanceTests {
    @Test(arguments: overlayAndZStackCases)
    func overlayAndZStack(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
