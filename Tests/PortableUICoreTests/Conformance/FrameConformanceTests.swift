import Foundation
import Testing
@testable import PortableUICore

/// A 20×20 box aligned in a 100×100 fixed frame, for each of the nine alignments.
private func alignedBoxCase(_ name: String, _ alignment: Alignment, x: CGFloat, y: CGFloat) -> LayoutCase {
    LayoutCase(
        "fixed frame, alignment \(name)", "layout-rules §5 (placed by alignment guides)", size: size(100, 100),
        frames: ["c": rect(x, y, 20, 20), "f": rect(0, 0, 100, 100)]
    ) {
        box(20, 20).mark("c").frame(width: 100, height: 100, alignment: alignment).mark("f")
    }
}

/// `frame(width:height:alignment:)` (layout-rules §5) and the flexible frame (layout-rules §6):
/// one case per branch of the per-axis formula, the normalisation and the placement proposal.
let frameCases: [LayoutCase] = [
    alignedBoxCase("topLeading", .topLeading, x: 0, y: 0),
    alignedBoxCase("top", .top, x: 40, y: 0),
    alignedBoxCase("topTrailing", .topTrailing, x: 80, y: 0),
    alignedBoxCase("leading", .leading, x: 0, y: 40),
    alignedBoxCase("center", .center, x: 40, y: 40),
    alignedBoxCase("trailing", .trailing, x: 80, y: 40),
    alignedBoxCase("bottomLeading", .bottomLeading, x: 0, y: 80),
    alignedBoxCase("bottom", .bottom, x: 40, y: 80),
    alignedBoxCase("bottomTrailing", .bottomTrailing, x: 80, y: 80),
    LayoutCase(
        "both dimensions fixed", "layout-rules §5", size: size(100, 100), frames: ["f": rect(25, 35, 50, 30)]
    ) {
        box(50, 30).mark("f")
    },
    LayoutCase(
        "only the width fixed: the height is the child's", "layout-rules §5 (Apple: assumes the child's behaviour)",
        size: size(100, 100), frames: ["f": rect(25, 0, 50, 100)]
    ) {
        Color.red.frame(width: 50).mark("f")
    },
    LayoutCase(
        "only the height fixed: the width is the child's", "layout-rules §5", size: size(100, 100),
        frames: ["f": rect(0, 35, 100, 30)]
    ) {
        Color.red.frame(height: 30).mark("f")
    },
    LayoutCase(
        "the child is proposed the fixed size", "layout-rules §5", size: size(100, 100),
        frames: ["c": rect(25, 40, 50, 20)]
    ) {
        Color.red.mark("c").frame(width: 50, height: 20)
    },
    LayoutCase(
        "a fixed width with a fixed-size child keeps the child's height", "layout-rules §5", size: size(100, 100),
        frames: ["f": rect(25, 35, 50, 30), "c": rect(35, 35, 30, 30)]
    ) {
        box(30, 30).mark("c").frame(width: 50).mark("f")
    },
    LayoutCase(
        "a child larger than the frame overflows, centred", "layout-rules §5", size: size(200, 200),
        frames: ["f": rect(75, 75, 50, 50), "c": rect(50, 50, 100, 100)]
    ) {
        box(100, 100).mark("c").frame(width: 50, height: 50).mark("f")
    },
    LayoutCase(
        "a zero frame", "layout-rules §5", size: size(100, 100), frames: ["f": rect(50, 50, 0, 0)]
    ) {
        Color.red.frame(width: 0, height: 0).mark("f")
    },
    // Flexible frames, per axis. p: proposal, c: child size, cp: child proposal.
    LayoutCase(
        "no proposal, an ideal: the ideal (and the child is proposed it)", "layout-rules §6 (p == nil, ideal)",
        size: size(100, 100), frames: ["f": rect(30, 35, 40, 30), "c": rect(30, 35, 40, 30)]
    ) {
        Color.red.mark("c").frame(idealWidth: 40, idealHeight: 30).fixedSize().mark("f")
    },
    LayoutCase(
        "an ideal is ignored when there is a proposal", "layout-rules §6", size: size(100, 100),
        frames: ["f": rect(0, 0, 100, 100)]
    ) {
        Color.red.frame(idealWidth: 40).mark("f")
    },
    LayoutCase(
        "an ideal width is a stack child's ideal length", "layout-rules §3 step 2, §6", size: size(100, 10),
        frames: ["f": rect(30, 0, 40, 10)]
    ) {
        HStack { Color.red.frame(idealWidth: 40).mark("f") }.fixedSize(horizontal: true, vertical: false)
    },
    LayoutCase(
        "min and max, proposal above max: max", "layout-rules §6 (both, clamp(p))", size: size(300, 100),
        frames: ["f": rect(50, 45, 200, 10), "c": rect(145, 45, 10, 10)]
    ) {
        box(10, 10).mark("c").frame(minWidth: 50, maxWidth: 200).mark("f")
    },
    LayoutCase(
        "min and max, proposal between: the proposal", "layout-rules §6 (both, clamp(p))", size: size(120, 100),
        frames: ["f": rect(0, 45, 120, 10), "c": rect(55, 45, 10, 10)]
    ) {
        box(10, 10).mark("c").frame(minWidth: 50, maxWidth: 200).mark("f")
    },
    LayoutCase(
        "min and max, proposal below min: min", "layout-rules §6 (both, clamp(p))", size: size(30, 100),
        frames: ["f": rect(-10, 45, 50, 10), "c": rect(10, 45, 10, 10)]
    ) {
        box(10, 10).mark("c").frame(minWidth: 50, maxWidth: 200).mark("f")
    },
    LayoutCase(
        "min and max, no proposal, small child: min", "layout-rules §6 (both, clamp(c))", size: size(300, 100),
        frames: ["f": rect(125, 45, 50, 10), "c": rect(145, 45, 10, 10)]
    ) {
        box(10, 10).mark("c").frame(minWidth: 50, maxWidth: 200).fixedSize().mark("f")
    },
    LayoutCase(
        "min and max, no proposal, wide child: max", "layout-rules §6 (both, clamp(c))", size: size(300, 100),
        frames: ["f": rect(50, 45, 200, 10), "c": rect(0, 45, 300, 10)]
    ) {
        box(300, 10).mark("c").frame(minWidth: 50, maxWidth: 200).fixedSize().mark("f")
    },
    LayoutCase(
        "min 0, max ∞ accepts the proposal unconditionally", "layout-rules §6 (fieldguide)", size: size(300, 100),
        frames: ["f": rect(0, 40, 300, 20), "c": rect(-100, 40, 500, 20)]
    ) {
        box(500, 20).mark("c").frame(minWidth: 0, maxWidth: .infinity).mark("f")
    },
    LayoutCase(
        "only min, smaller child: min", "layout-rules §6 (max(min(cp, c), min))", size: size(100, 100),
        frames: ["f": rect(25, 45, 50, 10), "c": rect(40, 45, 20, 10)]
    ) {
        box(20, 10).mark("c").frame(minWidth: 50).mark("f")
    },
    LayoutCase(
        "only min, child between min and proposal: the child", "layout-rules §6 (max(min(cp, c), min))",
        size: size(100, 100), frames: ["f": rect(10, 45, 80, 10)]
    ) {
        box(80, 10).frame(minWidth: 50).mark("f")
    },
    LayoutCase(
        "only min, child wider than the proposal: the proposal", "layout-rules §6 (max(min(cp, c), min))",
        size: size(100, 100), frames: ["f": rect(0, 45, 100, 10), "c": rect(-10, 45, 120, 10)]
    ) {
        box(120, 10).mark("c").frame(minWidth: 50).mark("f")
    },
    LayoutCase(
        "only min, proposal below min: the child is proposed min", "layout-rules §6 (cp = clamp(p))",
        size: size(30, 100), frames: ["f": rect(-10, 0, 50, 100)]
    ) {
        Color.red.frame(minWidth: 50).mark("f")
    },
    // Ideal colour 10 → max(min(∞, 10), 50) = 50; placing proposes 50 (not nil), so it fills.
    LayoutCase(
        "only min, no proposal: min, and the child is placed with it", "layout-rules §6; OpenSwiftUI placement",
        size: size(100, 100), frames: ["f": rect(25, 0, 50, 100), "c": rect(25, 0, 50, 100)]
    ) {
        Color.red.mark("c").frame(minWidth: 50).fixedSize(horizontal: true, vertical: false).mark("f")
    },
    LayoutCase(
        "only max, flexible child: max", "layout-rules §6 (min(max(cp, c), max))", size: size(100, 100),
        frames: ["f": rect(25, 0, 50, 100)]
    ) {
        Color.red.frame(maxWidth: 50).mark("f")
    },
    LayoutCase(
        "only max, small child: still min(proposal, max)", "layout-rules §6 (fieldguide: clamps the proposal)",
        size: size(100, 100), frames: ["f": rect(25, 45, 50, 10), "c": rect(40, 45, 20, 10)]
    ) {
        box(20, 10).mark("c").frame(maxWidth: 50).mark("f")
    },
    LayoutCase(
        "only max, child wider than max: max, the child overflows", "layout-rules §6", size: size(100, 100),
        frames: ["f": rect(25, 45, 50, 10), "c": rect(10, 45, 80, 10)]
    ) {
        box(80, 10).mark("c").frame(maxWidth: 50).mark("f")
    },
    LayoutCase(
        "only max, proposal below max: the proposal", "layout-rules §6 (min(max(cp, c), max))", size: size(30, 100),
        frames: ["f": rect(0, 45, 30, 10), "c": rect(5, 45, 20, 10)]
    ) {
        box(20, 10).mark("c").frame(maxWidth: 50).mark("f")
    },
    LayoutCase(
        "only max, no proposal: the child", "layout-rules §6 (cp == nil)", size: size(100, 100),
        frames: ["f": rect(40, 45, 20, 10)]
    ) {
        box(20, 10).frame(maxWidth: 50).fixedSize().mark("f")
    },
    // Ideal of the stack 20 → min(20, 15) = 15; 15 is not strictly below the max, so the
    // stack is placed with 15 and its colours share it.
    LayoutCase(
        "only max, no proposal, child beyond max: placed with max", "layout-rules §6; OpenSwiftUI placement",
        size: size(100, 10), displayScale: 2,
        frames: ["f": rect(42.5, 0, 15, 10), "a": rect(42.5, 0, 7.5, 10), "b": rect(50, 0, 7.5, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.mark("a")
            Color.blue.mark("b")
        }
        .frame(maxWidth: 15)
        .fixedSize(horizontal: true, vertical: false)
        .mark("f")
    },
    LayoutCase(
        "maxWidth .infinity fills, alignment leading", "layout-rules §6", size: size(300, 100),
        frames: ["f": rect(0, 40, 300, 20), "c": rect(0, 40, 20, 20)]
    ) {
        box(20, 20).mark("c").frame(maxWidth: .infinity, alignment: .leading).mark("f")
    },
    LayoutCase(
        "both axes unbounded, alignment bottomTrailing", "layout-rules §6", size: size(300, 100),
        frames: ["f": rect(0, 0, 300, 100), "c": rect(280, 80, 20, 20)]
    ) {
        box(20, 20).mark("c").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing).mark("f")
    },
    LayoutCase(
        "an unconstrained axis adopts the child's size", "layout-rules §6 (else: c)", size: size(200, 100),
        frames: ["f": rect(50, 30, 100, 40)]
    ) {
        box(30, 40).frame(minWidth: 100).mark("f")
    },
    LayoutCase(
        "min and max, no proposal: placed with the clamped size", "layout-rules §6; OpenSwiftUI placement",
        size: size(200, 10), frames: ["f": rect(75, 0, 50, 10), "c": rect(75, 0, 50, 10)]
    ) {
        Color.red.mark("c").frame(minWidth: 50, maxWidth: 100).fixedSize(horizontal: true, vertical: false).mark("f")
    },
    // Normalisation.
    LayoutCase(
        "an ideal below the minimum is raised to it", "layout-rules §6 (ideal = max(min, ideal))", size: size(100, 100),
        frames: ["f": rect(25, 45, 50, 10)]
    ) {
        Color.red.frame(minWidth: 50, idealWidth: 20).fixedSize().mark("f")
    },
    LayoutCase(
        "a maximum below the ideal is raised to it", "layout-rules §6 (max = max(ideal, max))", size: size(100, 100),
        frames: ["f": rect(10, 45, 80, 10)]
    ) {
        Color.red.frame(idealWidth: 80, maxWidth: 50).fixedSize().mark("f")
    },
    // min > max (no ideal): the "both" branch needs min ≤ max, so the frame takes the child's
    // size; the child is proposed clamp(300) = 50, the maximum winning.
    LayoutCase(
        "min above max: the child's size, proposed max", "layout-rules §6 (min ≤ max); OpenSwiftUI clamp",
        size: size(300, 100), frames: ["f": rect(125, 0, 50, 100), "c": rect(125, 0, 50, 100)]
    ) {
        Color.red.mark("c").frame(minWidth: 100, maxWidth: 50).mark("f")
    },
]

@MainActor
struct FrameConformanceTests {
    @Test(arguments: frameCases)
    func frame(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
