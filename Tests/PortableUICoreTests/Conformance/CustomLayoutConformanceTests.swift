import Foundation
import Testing
@testable import PortableUICore

/// The flow layout's items: A 40×20, B 30×10, C 50×30, D 20×20.
@MainActor @ViewBuilder
private func flowItems() -> some View {
    box(40, 20).mark("A")
    box(30, 10).mark("B")
    box(50, 30).mark("C")
    box(20, 20).mark("D")
}

/// Custom `Layout`s (layout-rules §19): the article's FlowLayout (layout-rules §24.2), a layout
/// with a `LayoutValueKey` and explicit alignment guides, anchors, stack orientation, guides
/// through `dimensions(in:)`, and the built-in layouts used as containers.
let customLayoutCases: [LayoutCase] = [
    // Width 100, gap 8: A 48, B 86; C wraps (line height 20); D 50 + 20 = 70 fits: (86, 50).
    LayoutCase(
        "FlowLayout(spacing: 8) at width 100", "layout-rules §24.2 (sizeThatFits, placeSubviews)",
        size: size(100, 200),
        frames: [
            "flow": rect(0, 0, 86, 50), "A": rect(0, 0, 40, 20), "B": rect(48, 0, 30, 10),
            "C": rect(0, 20, 50, 30), "D": rect(58, 20, 20, 20),
        ]
    ) {
        FlowLayout(spacing: 8) { flowItems() }.mark("flow").frame(width: 100, height: 200, alignment: .topLeading)
    },
    // Preferred gaps: A|B 0 and B|C 0 (B prefers no spacing), C|D 8. Width: 40, 70; C wraps.
    LayoutCase(
        "FlowLayout with preferred spacing", "layout-rules §24.2 (spacing nil → subviews[i].spacing.distance)",
        size: size(100, 200),
        frames: [
            "flow": rect(0, 0, 70, 50), "A": rect(0, 0, 40, 20), "B": rect(40, 0, 30, 10),
            "C": rect(0, 20, 50, 30), "D": rect(58, 20, 20, 20),
        ]
    ) {
        FlowLayout {
            box(40, 20).mark("A")
            ZeroSpacing { box(30, 10) }.mark("B")
            box(50, 30).mark("C")
            box(20, 20).mark("D")
        }
        .mark("flow")
        .frame(width: 100, height: 200, alignment: .topLeading)
    },
    LayoutCase(
        "FlowLayout with preferred spacing between plain views is 8", "layout-rules §24.2; layout-rules §19",
        size: size(100, 200),
        frames: ["flow": rect(0, 0, 86, 50), "B": rect(48, 0, 30, 10), "D": rect(58, 20, 20, 20)]
    ) {
        FlowLayout { flowItems() }.mark("flow").frame(width: 100, height: 200, alignment: .topLeading)
    },
    // Unspecified width counts as 0: one item per line, 50 wide (C), 20 + 10 + 30 + 20 tall.
    LayoutCase(
        "FlowLayout quirk: an unspecified width puts one item per line", "layout-rules §24.2 (quirks: nil width)",
        size: size(100, 200),
        frames: [
            "flow": rect(25, 60, 50, 80), "A": rect(25, 60, 40, 20), "B": rect(25, 80, 30, 10),
            "C": rect(25, 90, 50, 30), "D": rect(25, 120, 20, 20),
        ],
        fits: [(.unspecified, size(50, 80))]
    ) {
        FlowLayout(spacing: 8) { flowItems() }.mark("flow").fixedSize()
    },
    // One line: 48 + 38 + 58 + 28 = 172, the trailing gap after D included.
    LayoutCase(
        "FlowLayout quirk: the trailing gap counts in the width", "layout-rules §24.2 (quirks: trailing gap)",
        size: size(200, 100),
        frames: [
            "flow": rect(0, 0, 172, 30), "A": rect(0, 0, 40, 20), "B": rect(48, 0, 30, 10),
            "C": rect(86, 0, 50, 30), "D": rect(144, 0, 20, 20),
        ]
    ) {
        FlowLayout(spacing: 8) { flowItems() }.mark("flow").frame(width: 200, height: 100, alignment: .topLeading)
    },
    // 48 + 30 = 78 is not > 78, so B stays on the line and the width becomes 86 > 78.
    LayoutCase(
        "FlowLayout quirk: the width can exceed the proposal", "layout-rules §24.2 (strict >, trailing gap)",
        size: size(78, 100), frames: ["flow": rect(0, 0, 86, 20), "A": rect(0, 0, 40, 20), "B": rect(48, 0, 30, 10)]
    ) {
        FlowLayout(spacing: 8) {
            box(40, 20).mark("A")
            box(30, 10).mark("B")
        }
        .mark("flow")
        .frame(width: 78, height: 100, alignment: .topLeading)
    },
    // Centred at x 57, placement compares 57 + 48 + 30 with 100 and wraps B below the 20 it
    // reported.
    LayoutCase(
        "FlowLayout quirk: placement compares an absolute x with the width", "layout-rules §24.2 (bounds.minX quirk)",
        size: size(200, 100), frames: ["flow": rect(57, 40, 86, 20), "A": rect(57, 40, 40, 20), "B": rect(57, 60, 30, 10)]
    ) {
        FlowLayout(spacing: 8) {
            box(40, 20).mark("A")
            box(30, 10).mark("B")
        }
        .mark("flow")
        .frame(width: 100)
    },
    LayoutCase(
        "an empty FlowLayout is zero-sized", "layout-rules §24.2", size: size(100, 100), frames: ["flow": rect(50, 50, 0, 0)]
    ) {
        FlowLayout(spacing: 8) { EmptyView() }.mark("flow")
    },
    // Ranks: a 0 (10×30), b 1 (40×20), c 2 (30×10): the column's pinned row is a's centre, 15.
    LayoutCase(
        "LayoutValueKey order and an explicit guide in an HStack", "layout-rules §11, §19; Apple LayoutValueKey",
        size: size(100, 100),
        frames: [
            "x": rect(16, 35, 20, 20), "col": rect(44, 20, 40, 60), "a": rect(44, 20, 10, 30),
            "b": rect(44, 50, 40, 20), "c": rect(44, 70, 30, 10),
        ]
    ) {
        HStack(alignment: .pinnedRow) {
            box(20, 20).mark("x")
            RankedColumn {
                Color.gray.layoutValue(key: RankKey.self, value: 2).frame(width: 30, height: 10).mark("c")
                box(40, 20).layoutValue(key: RankKey.self, value: 1).mark("b")
                box(10, 30).mark("a")
            }
            .mark("col")
        }
    },
    // The pinned edge is a's trailing edge (10): y's leading lines up with it.
    LayoutCase(
        "an explicit horizontal guide in a VStack", "layout-rules §11, §19 (explicitAlignment)", size: size(100, 100),
        frames: [
            "y": rect(40, 11, 20, 10), "col": rect(30, 29, 40, 60), "a": rect(30, 29, 10, 30),
            "b": rect(30, 59, 40, 20), "c": rect(30, 79, 30, 10),
        ]
    ) {
        VStack(alignment: .pinnedEdge) {
            box(20, 10).mark("y")
            RankedColumn {
                box(30, 10).layoutValue(key: RankKey.self, value: 2).mark("c")
                box(40, 20).layoutValue(key: RankKey.self, value: 1).mark("b")
                box(10, 30).mark("a")
            }
            .mark("col")
        }
    },
    LayoutCase(
        "equal layout values keep declaration order", "layout-rules §19", size: size(100, 100),
        frames: ["q": rect(35, 35, 20, 10), "p": rect(35, 45, 10, 10), "r": rect(35, 55, 30, 10)]
    ) {
        RankedColumn {
            box(10, 10).layoutValue(key: RankKey.self, value: 1).mark("p")
            box(20, 10).mark("q")
            box(30, 10).layoutValue(key: RankKey.self, value: 1).mark("r")
        }
    },
    LayoutCase(
        "place(at:anchor:) with a bottom-trailing anchor", "Apple LayoutSubview.place(at:anchor:proposal:)",
        size: size(100, 100), frames: ["corner": rect(0, 0, 100, 100), "a": rect(90, 90, 10, 10)]
    ) {
        BottomTrailingCorner { box(10, 10).mark("a") }.mark("corner")
    },
    LayoutCase(
        "a layout's stack orientation tells a spacer which way to grow", "layout-rules §2; Apple LayoutProperties",
        size: size(100, 100), frames: ["a": rect(41, 45, 10, 10), "s": rect(51, 45, 8, 0)]
    ) {
        IdealRow {
            box(10, 10).mark("a")
            Spacer().mark("s")
        }
    },
    LayoutCase(
        "explicit guides seen through dimensions(in:)", "layout-rules §11, §19 (ViewDimensions)", size: size(100, 100),
        displayScale: 2, frames: ["a": rect(37.5, 40, 20, 10), "b": rect(42.5, 50, 20, 10)]
    ) {
        LeadingGuideColumn {
            box(20, 10).alignmentGuide(.leading) { _ in 5 }.mark("a")
            box(20, 10).mark("b")
        }
    },
    LayoutCase(
        "ZStackLayout in an AnyLayout", "Apple AnyLayout, ZStackLayout", size: size(100, 100),
        frames: ["a": rect(40, 40, 20, 20), "b": rect(45, 45, 10, 10)]
    ) {
        AnyLayout(ZStackLayout()) {
            box(20, 20).mark("a")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "spacers in an AnyLayout follow the wrapped layout's axis", "layout-rules §2; Apple AnyLayout",
        size: size(100, 100), frames: ["l": rect(0, 45, 100, 10), "a": rect(0, 45, 10, 10), "s": rect(10, 50, 90, 0)]
    ) {
        AnyLayout(HStackLayout(spacing: 0)) {
            box(10, 10).mark("a")
            Spacer().mark("s")
        }
        .mark("l")
    },
    LayoutCase(
        "HStackLayout(alignment: .top) as a container", "Apple HStackLayout", size: size(100, 100),
        frames: ["a": rect(36, 40, 10, 20), "b": rect(54, 40, 10, 10)]
    ) {
        HStackLayout(alignment: .top) {
            box(10, 20).mark("a")
            box(10, 10).mark("b")
        }
    },
]

@MainActor
struct CustomLayoutConformanceTests {
    @Test(arguments: customLayoutCases)
    func customLayout(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
