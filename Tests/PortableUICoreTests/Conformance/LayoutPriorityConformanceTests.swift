import Foundation
import Testing
@testable import PortableUICore

/// `layoutPriority` in stacks (layout-rules §3 step 4, Apple `layoutPriority` docs). Only the
/// outermost layout of a child counts: `frame`, `padding`, `aspectRatio` and `position` make a
/// new view of priority 0, while `fixedSize` (layout-rules §7), `alignmentGuide`, `offset`,
/// `overlay` and `background` keep their content's (OpenSwiftUI `UnaryLayout`,
/// `LayoutPriorityLayout`).
let layoutPriorityCases: [LayoutCase] = [
    // Priority 1 is offered 300 − 50 (the minimum of the lower group) = 250; the rest gets 50 back.
    LayoutCase(
        "higher priority first, after reserving lower minimums", "layout-rules §3 step 4; Apple layoutPriority",
        size: size(300, 10), frames: ["a": rect(0, 0, 50, 10), "b": rect(50, 0, 250, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).mark("a")
            Color.red.layoutPriority(1).mark("b")
        }
    },
    // 300 − (20 + 30) = 250 for priority 2; then 0 + 20 for priority 1; then 0 + 30.
    LayoutCase(
        "three priority groups", "layout-rules §3 step 4", size: size(300, 10),
        frames: ["a": rect(0, 0, 30, 10), "b": rect(30, 0, 20, 10), "c": rect(50, 0, 250, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).mark("a")
            Color.red.frame(minWidth: 20).layoutPriority(1).mark("b")
            Color.red.layoutPriority(2).mark("c")
        }
    },
    // Priority 1 group is offered 200 − 60 = 140, shared 70/70; the last gets 0 + 60.
    LayoutCase(
        "a priority group shares its space equally", "layout-rules §3 steps 4, 5", size: size(200, 10),
        frames: ["a": rect(0, 0, 60, 10), "b": rect(60, 0, 70, 10), "c": rect(130, 0, 70, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(minWidth: 60).mark("a")
            Color.red.layoutPriority(1).mark("b")
            Color.red.layoutPriority(1).mark("c")
        }
    },
    // 120 − 100 = 20 offered to priority 1 (it takes its minimum 50); the fixed view gets
    // −30 + 100 = 70 and takes 100: 150 wide, centred in 120.
    LayoutCase(
        "a priority group can still overflow", "layout-rules §3 steps 4, 5", size: size(120, 10),
        frames: ["a": rect(-15, 0, 100, 10), "b": rect(85, 0, 50, 10)]
    ) {
        HStack(spacing: 0) {
            box(100, 10).mark("a")
            Color.red.frame(minWidth: 50).layoutPriority(1).mark("b")
        }
    },
    LayoutCase(
        "negative priority goes last", "layout-rules §3 step 4", size: size(100, 10),
        frames: ["a": rect(0, 0, 0, 10), "b": rect(0, 0, 100, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.layoutPriority(-1).mark("a")
            Color.red.frame(minWidth: 40).mark("b")
        }
    },
    LayoutCase(
        "VStack priority", "layout-rules §3 step 4 (axes swapped)", size: size(10, 100),
        frames: ["a": rect(0, 0, 10, 30), "b": rect(0, 30, 10, 70)]
    ) {
        VStack(spacing: 0) {
            Color.red.frame(minHeight: 30).mark("a")
            Color.red.layoutPriority(1).mark("b")
        }
    },
    // Spacer priority −∞: the colour is offered 100 − 8 and takes its maximum 50; the spacer 42 + 8.
    LayoutCase(
        "a Spacer gets space after everything else", "layout-rules §2 (Spacer priority −∞)", size: size(100, 10),
        frames: ["s": rect(0, 5, 50, 0), "a": rect(50, 0, 50, 10)]
    ) {
        HStack(spacing: 0) {
            Spacer().mark("s")
            Color.red.frame(maxWidth: 50).mark("a")
        }
    },
    // The frame is a new view of priority 0: both children are equal, in declaration order.
    LayoutCase(
        "a framed Spacer has priority 0", "OpenSwiftUI UnaryLayout.layoutPriority = 0", size: size(100, 10),
        frames: ["s": rect(0, 5, 50, 0), "c": rect(50, 0, 50, 10)]
    ) {
        HStack(spacing: 0) {
            Spacer().frame(minWidth: 0).mark("s")
            Color.red.mark("c")
        }
    },
    // Inside the frame the priority is lost: minimum 10 beats minimum 0 (150/150).
    LayoutCase(
        "layoutPriority inside a frame does not count", "OpenSwiftUI UnaryLayout.layoutPriority = 0",
        size: size(300, 10), frames: ["a": rect(0, 0, 150, 10), "b": rect(150, 0, 150, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.mark("a")
            Color.red.layoutPriority(1).frame(minWidth: 10).mark("b")
        }
    },
    LayoutCase(
        "layoutPriority outside a frame counts", "layout-rules §3 step 4", size: size(300, 10),
        frames: ["a": rect(0, 0, 0, 10), "b": rect(0, 0, 300, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.mark("a")
            Color.red.frame(minWidth: 10).layoutPriority(1).mark("b")
        }
    },
    // Without the priority the maxWidth view would go first (flexibility 100 < ∞): 100 + 200.
    LayoutCase(
        "fixedSize keeps its content's priority", "layout-rules §7", size: size(300, 10),
        frames: ["a": rect(0, 0, 0, 10), "b": rect(0, 0, 300, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).mark("a")
            Color.red.frame(height: 10).layoutPriority(1).fixedSize(horizontal: false, vertical: true).mark("b")
        }
    },
    LayoutCase(
        "alignmentGuide keeps its content's priority", "OpenSwiftUI AlignmentModifiedLayoutComputer",
        size: size(300, 10), frames: ["a": rect(0, 0, 0, 10), "b": rect(0, 0, 300, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).mark("a")
            Color.red.layoutPriority(1).alignmentGuide(.top) { $0[.top] }.mark("b")
        }
    },
    LayoutCase(
        "padding drops its content's priority", "OpenSwiftUI UnaryLayout.layoutPriority = 0", size: size(300, 10),
        frames: ["a": rect(0, 0, 100, 10), "b": rect(100, 0, 200, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).mark("a")
            Color.red.layoutPriority(1).padding(0).mark("b")
        }
    },
    LayoutCase(
        "background keeps the primary's priority", "OpenSwiftUI makeSecondaryLayerView (primary layout)",
        size: size(300, 10), frames: ["a": rect(0, 0, 0, 10), "b": rect(0, 0, 300, 10)]
    ) {
        HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).mark("a")
            Color.red.layoutPriority(1).background(Color.blue).mark("b")
        }
    },
]

@MainActor
struct LayoutPriorityConformanceTests {
    @Test(arguments: layoutPriorityCases)
    func priority(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
