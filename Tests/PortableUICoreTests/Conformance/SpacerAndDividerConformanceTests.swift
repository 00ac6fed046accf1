import Foundation
import Testing
@testable import PortableUICore

/// Spacer and Divider (layout-rules §2): a spacer grows along its stack's axis (both axes
/// outside a stack) from `minLength` (default 8) and gets space last; a divider is a hairline
/// of 1/displayScale across its stack's axis and flexible along it.
let spacerAndDividerCases: [LayoutCase] = [
    LayoutCase(
        "a spacer outside a stack takes the whole proposal", "layout-rules §2 (both axes outside a stack)",
        size: size(100, 50), frames: ["s": rect(0, 0, 100, 50)]
    ) {
        Spacer().mark("s")
    },
    LayoutCase(
        "a spacer's ideal size outside a stack is minLength on both axes", "layout-rules §2", size: size(100, 50),
        frames: ["s": rect(46, 21, 8, 8)]
    ) {
        Spacer().fixedSize().mark("s")
    },
    LayoutCase(
        "Spacer(minLength: 20) ideal size", "layout-rules §2", size: size(100, 50), frames: ["s": rect(40, 15, 20, 20)]
    ) {
        Spacer(minLength: 20).fixedSize().mark("s")
    },
    // The box is offered 100 − 10 and takes 95; the spacer then −5 + 10 = 5, but keeps its 10.
    LayoutCase(
        "a spacer never shrinks below minLength", "layout-rules §2, §3 step 4", size: size(100, 10), displayScale: 2,
        frames: ["a": rect(-2.5, 0, 95, 10), "s": rect(92.5, 5, 10, 0)]
    ) {
        HStack(spacing: 0) {
            box(95, 10).mark("a")
            Spacer(minLength: 10).mark("s")
        }
    },
    // 100 − 16 for the box (20); the spacers share 64 + 16 = 80.
    LayoutCase(
        "spacers share what is left equally", "layout-rules §2, §3 steps 4, 5", size: size(100, 10),
        frames: ["s1": rect(0, 5, 40, 0), "a": rect(40, 0, 20, 10), "s2": rect(60, 5, 40, 0)]
    ) {
        HStack(spacing: 0) {
            Spacer().mark("s1")
            box(20, 10).mark("a")
            Spacer().mark("s2")
        }
    },
    LayoutCase(
        "a spacer in a VStack has no width", "layout-rules §2 (width = 0 in a VStack)", size: size(100, 100),
        frames: ["s": rect(50, 10, 0, 90), "a": rect(45, 0, 10, 10)]
    ) {
        VStack {
            box(10, 10).mark("a")
            Spacer().mark("s")
        }
    },
    // 10 + 8 + 1/3 + 8 + 10 = 36⅓ wide, centred in 100⅓.
    LayoutCase(
        "a divider in an HStack is vertical and 1 pixel wide", "layout-rules §2 (Divider thickness = 1/displayScale)",
        size: size(100 + 1.0 / 3, 40), displayScale: 3,
        frames: ["a": rect(32, 15, 10, 10), "d": rect(50, 0, 1.0 / 3, 40), "b": rect(58 + 1.0 / 3, 15, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            Divider().mark("d")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "a divider outside a stack is horizontal (@2x: 0.5 pt)", "layout-rules §2", size: size(100, 50.5),
        displayScale: 2, frames: ["d": rect(0, 25, 100, 0.5)]
    ) {
        Divider().mark("d")
    },
    LayoutCase(
        "a divider at @1x is 1 pt; its ideal length is 10", "layout-rules §1, §2", size: size(100, 51),
        frames: ["d": rect(45, 25, 10, 1)]
    ) {
        Divider().fixedSize().mark("d")
    },
    LayoutCase(
        "a divider follows its nearest stack", "layout-rules §2 (horizontal in a VStack)", size: size(100, 51),
        frames: ["d": rect(0, 25, 100, 1)]
    ) {
        HStack {
            VStack { Divider().mark("d") }
        }
    },
    LayoutCase(
        "a divider in a VStack at @3x", "layout-rules §2", size: size(60, 20 + 1.0 / 3), displayScale: 3,
        frames: ["d": rect(0, 10, 60, 1.0 / 3)]
    ) {
        VStack(spacing: 0) {
            box(10, 10)
            Divider().mark("d")
            box(10, 10)
        }
    },
]

@MainActor
struct SpacerAndDividerConformanceTests {
    @Test(arguments: spacerAndDividerCases)
    func spacerAndDivider(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
