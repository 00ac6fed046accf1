import Foundation
import Testing
@testable import PortableUICore

/// `offset` and `position` (layout-rules §10): an offset moves its content without changing
/// the layout; a position view takes its whole proposal and centres its child on the point.
let offsetAndPositionCases: [LayoutCase] = [
    LayoutCase(
        "offset moves the content, not its siblings", "layout-rules §10 (offset)", size: size(100, 100),
        frames: ["a": rect(40, 45, 20, 20), "b": rect(50, 40, 20, 20)]
    ) {
        HStack(spacing: 0) {
            box(20, 20).mark("a").offset(x: 10, y: 5)
            box(20, 20).mark("b")
        }
    },
    LayoutCase(
        "the offset view keeps its layout frame", "layout-rules §10 (dimensions unchanged)", size: size(100, 100),
        frames: ["o": rect(40, 40, 20, 20), "c": rect(50, 40, 20, 20)]
    ) {
        box(20, 20).mark("c").offset(x: 10).mark("o")
    },
    LayoutCase(
        "a background after an offset stays behind the original place", "layout-rules §10", size: size(100, 100),
        frames: ["bg": rect(40, 40, 20, 20), "c": rect(50, 40, 20, 20)]
    ) {
        box(20, 20).mark("c").offset(x: 10).background(Color.red.mark("bg"))
    },
    LayoutCase(
        "offset(CGSize)", "layout-rules §10", size: size(100, 100), frames: ["c": rect(35, 35, 20, 20)]
    ) {
        box(20, 20).mark("c").offset(CGSize(width: -5, height: -5))
    },
    LayoutCase(
        "position takes the whole proposal and centres the child on the point", "layout-rules §10 (position)",
        size: size(100, 100), frames: ["p": rect(0, 0, 100, 100), "c": rect(0, 0, 20, 20)]
    ) {
        box(20, 20).mark("c").position(x: 10, y: 10).mark("p")
    },
    LayoutCase(
        "position(CGPoint)", "layout-rules §10", size: size(100, 100), frames: ["c": rect(90, 0, 10, 10)]
    ) {
        box(10, 10).mark("c").position(CGPoint(x: 95, y: 5))
    },
    LayoutCase(
        "the child is proposed the position view's size", "layout-rules §10", size: size(100, 100),
        frames: ["c": rect(0, 0, 100, 100)]
    ) {
        Color.red.mark("c").position(x: 50, y: 50)
    },
    // Unspecified proposal: the position view is its child's size, 20×20, centred.
    LayoutCase(
        "position with an unspecified proposal is the child's size", "layout-rules §10 (nil falls back to the child)",
        size: size(100, 100), frames: ["p": rect(40, 40, 20, 20), "c": rect(30, 30, 20, 20)]
    ) {
        box(20, 20).mark("c").position(x: 0, y: 0).fixedSize().mark("p")
    },
    LayoutCase(
        "position in a VStack is greedy", "layout-rules §3, §10", size: size(100, 100),
        frames: ["p": rect(0, 0, 100, 50), "c": rect(40, 0, 20, 20), "b": rect(0, 50, 100, 50)]
    ) {
        VStack(spacing: 0) {
            box(20, 20).mark("c").position(x: 50, y: 10).mark("p")
            Color.red.mark("b")
        }
    },
]

@MainActor
struct OffsetAndPositionConformanceTests {
    @Test(arguments: offsetAndPositionCases)
    func offsetAndPosition(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
