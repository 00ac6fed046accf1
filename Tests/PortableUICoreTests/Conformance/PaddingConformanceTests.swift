import Foundation
import Testing
@testable import PortableUICore

/// `padding` (layout-rules §8): the child is proposed the proposal minus the insets (nil stays
/// nil, never below 0), the view is the child plus the insets, the child sits at (leading, top).
let paddingCases: [LayoutCase] = [
    LayoutCase(
        "default padding is 16 on every edge", "layout-rules §8 (DefaultPadding 16)", size: size(100, 100),
        frames: ["p": rect(9, 9, 82, 82), "c": rect(25, 25, 50, 50)]
    ) {
        box(50, 50).mark("c").padding().mark("p")
    },
    LayoutCase(
        "padding(10) on a colour", "layout-rules §8", size: size(100, 100),
        frames: ["p": rect(0, 0, 100, 100), "c": rect(10, 10, 80, 80)]
    ) {
        Color.red.mark("c").padding(10).mark("p")
    },
    LayoutCase(
        "horizontal padding only", "layout-rules §8 (edges)", size: size(100, 100), frames: ["c": rect(10, 0, 80, 100)]
    ) {
        Color.red.mark("c").padding(.horizontal, 10)
    },
    LayoutCase(
        "top padding only", "layout-rules §8", size: size(100, 100),
        frames: ["p": rect(25, 15, 50, 70), "c": rect(25, 35, 50, 50)]
    ) {
        box(50, 50).mark("c").padding(.top, 20).mark("p")
    },
    LayoutCase(
        "EdgeInsets padding", "layout-rules §8", size: size(100, 100),
        frames: ["p": rect(42, 43, 16, 14), "c": rect(44, 44, 10, 10)]
    ) {
        box(10, 10).mark("c").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).mark("p")
    },
    LayoutCase(
        "insets larger than the proposal: the child is proposed 0", "layout-rules §8 (clamped at ≥ 0)",
        size: size(100, 100), frames: ["p": rect(-10, -10, 120, 120), "c": rect(50, 50, 0, 0)]
    ) {
        Color.red.mark("c").padding(60).mark("p")
    },
    LayoutCase(
        "an unspecified proposal stays unspecified", "layout-rules §8 (nil stays nil)", size: size(100, 100),
        frames: ["p": rect(35, 35, 30, 30), "c": rect(45, 45, 10, 10)]
    ) {
        Color.red.mark("c").padding(10).fixedSize().mark("p")
    },
    LayoutCase(
        "negative padding shrinks the view", "layout-rules §8; OpenSwiftUI outset", size: size(100, 100),
        frames: ["p": rect(35, 35, 30, 30), "c": rect(25, 25, 50, 50)]
    ) {
        box(50, 50).mark("c").padding(-10).mark("p")
    },
    LayoutCase(
        "negative padding never makes a negative size", "OpenSwiftUI CGSize.outset (max 0)", size: size(100, 100),
        frames: ["p": rect(50, 50, 0, 0), "c": rect(30, 30, 10, 10)]
    ) {
        box(10, 10).mark("c").padding(-20).mark("p")
    },
    LayoutCase(
        "_tightPadding is 8", "layout-rules §8", size: size(100, 100), frames: ["p": rect(37, 37, 26, 26)]
    ) {
        box(10, 10)._tightPadding().mark("p")
    },
    // The padded colour's minimum is 20 > 0, so it goes first: 100, then 100 for the other.
    LayoutCase(
        "padding in a stack adds to the minimum", "layout-rules §3 step 3b, §8", size: size(200, 100),
        frames: ["p": rect(0, 0, 100, 100), "a": rect(10, 10, 80, 80), "b": rect(100, 0, 100, 100)]
    ) {
        HStack(spacing: 0) {
            Color.red.mark("a").padding(10).mark("p")
            Color.red.mark("b")
        }
    },
    LayoutCase(
        "default vertical padding", "layout-rules §8", size: size(100, 100), frames: ["c": rect(0, 16, 100, 68)]
    ) {
        Color.red.mark("c").padding(.vertical)
    },
    LayoutCase(
        "leading padding", "layout-rules §8", size: size(100, 100), frames: ["c": rect(30, 0, 70, 100)]
    ) {
        Color.red.mark("c").padding(.leading, 30)
    },
    LayoutCase(
        "nested paddings add up", "layout-rules §8", size: size(100, 100), frames: ["c": rect(15, 15, 70, 70)]
    ) {
        Color.red.mark("c").padding(5).padding(10)
    },
    LayoutCase(
        "default trailing padding", "layout-rules §8", size: size(100, 100),
        frames: ["p": rect(37, 45, 26, 10), "c": rect(37, 45, 10, 10)]
    ) {
        box(10, 10).mark("c").padding(.trailing).mark("p")
    },
]

@MainActor
struct PaddingConformanceTests {
    @Test(arguments: paddingCases)
    func padding(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
