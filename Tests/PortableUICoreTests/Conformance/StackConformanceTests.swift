import Foundation
import Testing
@testable import PortableUICore

/// HStack / VStack distribution (layout-rules §3). Hosts propose their size to the root and
/// centre it; every frame below is worked out by hand from the numbered steps.
let stackCases: [LayoutCase] = [
    LayoutCase(
        "objc.io: three rectangles share 300 equally", "objc.io 2020-11-09; layout-rules §3 step 5",
        size: size(300, 100),
        frames: ["r": rect(0, 0, 100, 100), "g": rect(100, 0, 100, 100), "b": rect(200, 0, 100, 100)]
    ) {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).mark("r")
            Rectangle().fill(Color.green).mark("g")
            Rectangle().fill(Color.blue).mark("b")
        }
        .frame(width: 300, height: 100)
    },
    // maxWidth 100 is less flexible and goes first: 150/2 = 75. The green view is then offered
    // 75 but takes its minimum 100: the stack is 175 wide and overflows its 150 frame.
    LayoutCase(
        "objc.io: maxWidth 100 + minWidth 100 in 150 overflow to 175", "objc.io 2020-11-09; layout-rules §3 step 5",
        size: size(150, 100), displayScale: 2,
        frames: [
            "red": rect(-12.5, 0, 75, 100), "green": rect(62.5, 0, 100, 100), "stack": rect(-12.5, 0, 175, 100),
        ]
    ) {
        HStack(spacing: 0) {
            Rectangle().fill(Color.red).frame(maxWidth: 100).mark("red")
            Rectangle().fill(Color.green).frame(minWidth: 100).mark("green")
        }
        .mark("stack")
        .frame(width: 150, height: 100)
    },
    LayoutCase(
        "VStack mirror of the objc.io overflow", "objc.io 2020-11-09; layout-rules §3 (axes swapped)",
        size: size(100, 150), displayScale: 2,
        frames: ["a": rect(0, -12.5, 100, 75), "b": rect(0, 62.5, 100, 100)]
    ) {
        VStack(spacing: 0) {
            Color.red.frame(maxHeight: 100).mark("a")
            Color.green.frame(minHeight: 100).mark("b")
        }
        .frame(width: 100, height: 150)
    },
    // (300 − 8) / 2 = 146 each.
    LayoutCase(
        "two colours split what the default gap leaves", "layout-rules §3 steps 1, 5",
        size: size(300, 100), frames: ["a": rect(0, 0, 146, 100), "b": rect(154, 0, 146, 100)]
    ) {
        HStack {
            Color.red.mark("a")
            Color.blue.mark("b")
        }
    },
    // Gaps 16, 284 left; fixed children first: 284/3 → 50, 234/2 → 30, then the colour 204.
    LayoutCase(
        "fixed children first, the flexible one takes the rest", "layout-rules §3 steps 3b, 5, 7",
        size: size(300, 100),
        frames: ["a": rect(0, 25, 50, 50), "f": rect(58, 0, 204, 100), "c": rect(270, 35, 30, 30)]
    ) {
        HStack {
            box(50, 50).mark("a")
            Color.red.mark("f")
            box(30, 30).mark("c")
        }
    },
    LayoutCase(
        "VStack: fixed children first, the flexible one takes the rest", "layout-rules §3 (axes swapped)",
        size: size(100, 300),
        frames: ["a": rect(25, 0, 50, 50), "f": rect(0, 58, 100, 204), "c": rect(35, 270, 30, 30)]
    ) {
        VStack {
            box(50, 50).mark("a")
            Color.red.mark("f")
            box(30, 30).mark("c")
        }
    },
    // Flexibilities 50, 100, ∞: 300/3 → 50; 250/2 → 100; 150.
    LayoutCase(
        "less flexible children are offered space first", "layout-rules §3 step 3b; fieldguide hstack",
        size: size(300, 10),
        frames: ["a": rect(0, 0, 50, 10), "b": rect(50, 0, 100, 10), "c": rect(150, 0, 150, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 50).mark("a")
            Color.red.frame(maxWidth: 100).mark("b")
            Color.red.mark("c")
        }
    },
    LayoutCase(
        "sorted order is not placement order", "layout-rules §3 steps 3, 6",
        size: size(300, 10), frames: ["a": rect(0, 0, 240, 10), "b": rect(240, 0, 60, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.mark("a")
            Color.red.frame(maxWidth: 60).mark("b")
        }
    },
    // Both infinitely flexible: minimum 120 goes first (100 → 120), then 80 for the other.
    // In declaration order the stack would be 100 + 120 = 220 wide.
    LayoutCase(
        "two unbounded children: the larger minimum first", "layout-rules §3 step 3b (FlexibilityEstimate)",
        size: size(200, 10), frames: ["a": rect(0, 0, 80, 10), "b": rect(80, 0, 120, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).mark("a")
            Color.red.frame(minWidth: 120).mark("b")
        }
    },
    LayoutCase(
        "fixed children wider than the proposal overflow, centred", "layout-rules §3 step 6",
        size: size(300, 10),
        frames: ["s": rect(-50, 0, 400, 10), "a": rect(-50, 0, 200, 10), "b": rect(150, 0, 200, 10)]
    ) {
        HStack(spacing: 0) {
            box(200, 10).mark("a")
            box(200, 10).mark("b")
        }
        .mark("s")
    },
    // 100 left: 150 → 100 (150 − 50 = −50 left), then max(−50/2, 0) = 0 for both others.
    LayoutCase(
        "once the space runs out later children are offered 0", "layout-rules §3 step 5",
        size: size(100, 10),
        frames: ["a": rect(-25, 0, 150, 10), "b": rect(125, 0, 0, 10), "c": rect(125, 0, 0, 10)]
    ) {
        HStack(spacing: 0) {
            box(150, 10).mark("a")
            Color.red.frame(maxWidth: 200).mark("b")
            Color.red.mark("c")
        }
    },
    // The fixedSize proposes nil×nil: ideal lengths 10 and 30, thickness 30. When placing,
    // the stack proposes (nil, 30): the colour becomes 10×30.
    LayoutCase(
        "unspecified proposal: ideal lengths; placing re-proposes the thickness",
        "layout-rules §3 steps 2, 8 (proposalWhenPlacing)", size: size(200, 100),
        frames: ["c": rect(76, 35, 10, 30), "b": rect(94, 35, 30, 30)], fits: [(.unspecified, size(48, 30))]
    ) {
        HStack {
            Color.red.mark("c")
            box(30, 30).mark("b")
        }
        .fixedSize()
    },
    LayoutCase(
        "VStack, unspecified proposal: placing re-proposes the width", "layout-rules §3 steps 2, 8",
        size: size(200, 100), frames: ["c": rect(85, 26, 30, 10), "b": rect(85, 44, 30, 30)],
        fits: [(.unspecified, size(30, 48))]
    ) {
        VStack {
            Color.red.mark("c")
            box(30, 30).mark("b")
        }
        .fixedSize()
    },
    LayoutCase(
        "HStack(alignment: .top)", "layout-rules §3 step 7", size: size(200, 100),
        frames: ["a": rect(76, 30, 20, 40), "b": rect(104, 30, 20, 20)]
    ) {
        HStack(alignment: .top) {
            box(20, 40).mark("a")
            box(20, 20).mark("b")
        }
    },
    LayoutCase(
        "HStack(alignment: .bottom)", "layout-rules §3 step 7", size: size(200, 100),
        frames: ["a": rect(76, 30, 20, 40), "b": rect(104, 50, 20, 20)]
    ) {
        HStack(alignment: .bottom) {
            box(20, 40).mark("a")
            box(20, 20).mark("b")
        }
    },
    LayoutCase(
        "HStack centres vertically by default", "layout-rules §3 step 7; §11 (containers centre)",
        size: size(200, 100), frames: ["a": rect(76, 30, 20, 40), "b": rect(104, 40, 20, 20)]
    ) {
        HStack {
            box(20, 40).mark("a")
            box(20, 20).mark("b")
        }
    },
    LayoutCase(
        "VStack(alignment: .leading)", "layout-rules §3 step 7", size: size(100, 100),
        frames: ["a": rect(30, 26, 40, 20), "b": rect(30, 54, 20, 20)]
    ) {
        VStack(alignment: .leading) {
            box(40, 20).mark("a")
            box(20, 20).mark("b")
        }
    },
    LayoutCase(
        "VStack(alignment: .trailing)", "layout-rules §3 step 7", size: size(100, 100),
        frames: ["a": rect(30, 26, 40, 20), "b": rect(50, 54, 20, 20)]
    ) {
        VStack(alignment: .trailing) {
            box(40, 20).mark("a")
            box(20, 20).mark("b")
        }
    },
    LayoutCase(
        "the minor proposal passes through unchanged", "layout-rules §3 step 5 (P_minor)", size: size(100, 50),
        frames: ["a": rect(0, 15, 46, 20), "b": rect(54, 0, 46, 50)]
    ) {
        HStack {
            Color.red.frame(height: 20).mark("a")
            Color.red.mark("b")
        }
    },
    LayoutCase(
        "VStack thickness is the union of its aligned children", "layout-rules §3 step 6", size: size(200, 100),
        frames: ["a": rect(75, 0, 50, 46), "b": rect(0, 54, 200, 46)]
    ) {
        VStack {
            Color.red.frame(maxWidth: 50).mark("a")
            Color.red.mark("b")
        }
    },
    LayoutCase(
        "nested stacks", "layout-rules §3", size: size(200, 100),
        frames: ["a": rect(0, 0, 100, 50), "b": rect(0, 50, 100, 50), "c": rect(100, 0, 100, 100)]
    ) {
        HStack(spacing: 0) {
            VStack(spacing: 0) {
                Color.red.mark("a")
                Color.red.mark("b")
            }
            Color.red.mark("c")
        }
    },
    // The VStack is 40 wide at any proposal (flexibility 0), so it goes first.
    LayoutCase(
        "a stack's flexibility comes from its children", "layout-rules §3 step 3b", size: size(200, 10),
        frames: ["v": rect(0, 0, 40, 10), "a": rect(0, 0, 40, 10), "c": rect(40, 0, 160, 10)]
    ) {
        HStack(spacing: 0) {
            VStack { box(40, 10).mark("a") }.mark("v")
            Color.red.mark("c")
        }
    },
    LayoutCase(
        "an empty stack is zero-sized", "layout-rules §3 step 6 (no children)", size: size(100, 100),
        frames: ["s": rect(50, 50, 0, 0)], fits: [(.unspecified, .zero), (ProposedViewSize(width: 100, height: 100), .zero)]
    ) {
        HStack { EmptyView() }.mark("s")
    },
    LayoutCase(
        "ideal size of fixed children", "layout-rules §3 step 2", size: size(100, 100),
        fits: [(.unspecified, size(38, 30)), (ProposedViewSize(width: nil, height: 100), size(38, 30))]
    ) {
        HStack {
            box(10, 10)
            box(20, 30)
        }
    },
    LayoutCase(
        "ideal size of colours: 10 each plus the gap", "layout-rules §1, §3 step 2", size: size(100, 100),
        fits: [(.unspecified, size(28, 10)), (ProposedViewSize(width: nil, height: 40), size(28, 40))]
    ) {
        HStack {
            Color.red
            Color.blue
        }
    },
    LayoutCase(
        "VStack ideal size of colours", "layout-rules §1, §3 step 2", size: size(100, 100),
        fits: [(.unspecified, size(10, 28)), (ProposedViewSize(width: 40, height: nil), size(40, 28))]
    ) {
        VStack {
            Color.red
            Color.blue
        }
    },
    // Zero: the box keeps 10, the framed colour shrinks to 0. Infinity: it grows to its maxima.
    LayoutCase(
        "the zero proposal gives the minimum, infinity the maximum", "layout-rules §1 (Apple ProposedViewSize)",
        size: size(100, 100),
        fits: [(.zero, size(18, 10)), (.infinity, size(68, 20)), (.unspecified, size(28, 10))]
    ) {
        HStack {
            box(10, 10)
            Color.red.frame(maxWidth: 50, maxHeight: 20)
        }
    },
    LayoutCase(
        "VStack: zero and infinite proposals", "layout-rules §1", size: size(100, 100),
        fits: [(.zero, size(10, 18)), (.infinity, size(20, 68))]
    ) {
        VStack {
            box(10, 10)
            Color.red.frame(maxWidth: 20, maxHeight: 50)
        }
    },
    LayoutCase(
        "a Spacer between fixed views takes the rest", "layout-rules §2, §3", size: size(300, 10),
        frames: ["a": rect(0, 0, 50, 10), "s": rect(50, 5, 200, 0), "b": rect(250, 0, 50, 10)]
    ) {
        HStack {
            box(50, 10).mark("a")
            Spacer().mark("s")
            box(50, 10).mark("b")
        }
    },
    LayoutCase(
        "ForEach children with explicit spacing", "layout-rules §3 step 1", size: size(320, 10),
        frames: ["c0": rect(0, 0, 100, 10), "c1": rect(110, 0, 100, 10), "c2": rect(220, 0, 100, 10)]
    ) {
        HStack(spacing: 10) {
            ForEach(0..<3) { index in Color.red.mark("c\(index)") }
        }
    },
    LayoutCase(
        "a Group's children are the stack's children", "layout-rules §3; Apple Group docs", size: size(300, 10),
        frames: ["a": rect(0, 0, 100, 10), "b": rect(100, 0, 100, 10), "c": rect(200, 0, 100, 10)]
    ) {
        HStack(spacing: 0) {
            Group {
                Color.red.mark("a")
                Color.red.mark("b")
            }
            Color.red.mark("c")
        }
    },
    LayoutCase(
        "thirds at @3x", "layout-rules §3 step 5; pixel rounding", size: size(100, 10), displayScale: 3,
        frames: [
            "a": rect(0, 0, 100.0 / 3, 10), "b": rect(100.0 / 3, 0, 100.0 / 3, 10),
            "c": rect(200.0 / 3, 0, 100.0 / 3, 10),
        ]
    ) {
        HStack(spacing: 0) {
            Color.red.mark("a")
            Color.red.mark("b")
            Color.red.mark("c")
        }
    },
    LayoutCase(
        "explicit spacing everywhere", "layout-rules §3 step 1", size: size(200, 10),
        frames: ["a": rect(65, 0, 10, 10), "b": rect(95, 0, 10, 10), "c": rect(125, 0, 10, 10)]
    ) {
        HStack(spacing: 20) {
            box(10, 10).mark("a")
            box(10, 10).mark("b")
            box(10, 10).mark("c")
        }
    },
    LayoutCase(
        "negative spacing overlaps children", "layout-rules §3 step 1", size: size(100, 10), displayScale: 2,
        frames: ["a": rect(32.5, 0, 20, 10), "b": rect(47.5, 0, 20, 10)]
    ) {
        HStack(spacing: -5) {
            box(20, 10).mark("a")
            box(20, 10).mark("b")
        }
    },
    LayoutCase(
        "HStackLayout as a container matches HStack", "layout-rules §19; Apple HStackLayout",
        size: size(100, 100), frames: ["a": rect(40, 45, 10, 10), "b": rect(50, 45, 10, 10)]
    ) {
        HStackLayout(spacing: 0) {
            box(10, 10).mark("a")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "VStackLayout in an AnyLayout matches VStack", "layout-rules §19; Apple AnyLayout",
        size: size(100, 100), frames: ["a": rect(45, 40, 10, 10), "b": rect(45, 50, 10, 10)]
    ) {
        AnyLayout(VStackLayout(spacing: 0)) {
            box(10, 10).mark("a")
            box(10, 10).mark("b")
        }
    },
]

@MainActor
struct StackConformanceTests {
    @Test(arguments: stackCases)
    func stack(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
