import Foundation
import Testing
@testable import PortableUICore

/// `fixedSize` (layout-rules §7): nil on the fixed axes, the proposal on the others; the view
/// reports its child's (ideal) size, which can overflow.
let fixedSizeCases: [LayoutCase] = [
    LayoutCase(
        "fixedSize on a colour: 10×10", "layout-rules §1, §7", size: size(100, 100), frames: ["c": rect(45, 45, 10, 10)]
    ) {
        Color.red.mark("c").fixedSize()
    },
    LayoutCase(
        "horizontal only", "layout-rules §7", size: size(100, 100), frames: ["c": rect(45, 0, 10, 100)]
    ) {
        Color.red.mark("c").fixedSize(horizontal: true, vertical: false)
    },
    LayoutCase(
        "vertical only", "layout-rules §7", size: size(100, 100), frames: ["c": rect(0, 45, 100, 10)]
    ) {
        Color.red.mark("c").fixedSize(horizontal: false, vertical: true)
    },
    LayoutCase(
        "fixedSize of a padded colour", "layout-rules §7, §8", size: size(100, 100), frames: ["p": rect(40, 40, 20, 20)]
    ) {
        Color.red.padding(5).fixedSize().mark("p")
    },
    // Ideal: min widths 100 + 100; the stack overflows its 150 instead of shrinking to 50 + 100.
    LayoutCase(
        "a stack at its ideal size overflows", "layout-rules §3 step 2, §7", size: size(150, 10),
        frames: ["a": rect(-25, 0, 100, 10), "b": rect(75, 0, 100, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 100).mark("a")
            box(100, 10).mark("b")
        }
        .fixedSize()
    },
    LayoutCase(
        "a fixed child keeps its ideal width while siblings flex", "layout-rules §3, §7", size: size(100, 10),
        frames: ["a": rect(0, 0, 30, 10), "b": rect(30, 0, 70, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(idealWidth: 30).fixedSize(horizontal: true, vertical: false).mark("a")
            Color.blue.mark("b")
        }
    },
    LayoutCase(
        "fixedSize reports a size larger than the proposal", "layout-rules §7 (can overflow)", size: size(100, 100),
        frames: ["m": rect(-10, -10, 120, 120)]
    ) {
        Color.red.frame(minWidth: 120, minHeight: 120).fixedSize().mark("m")
    },
    LayoutCase(
        "vertical fixedSize of a VStack", "layout-rules §3 step 2, §7", size: size(100, 100),
        frames: ["a": rect(0, 40, 100, 10), "b": rect(0, 50, 100, 10)]
    ) {
        VStack(spacing: 0) {
            Color.red.mark("a")
            Color.blue.mark("b")
        }
        .fixedSize(horizontal: false, vertical: true)
    },
]

@MainActor
struct FixedSizeConformanceTests {
    @Test(arguments: fixedSizeCases)
    func fixedSize(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
