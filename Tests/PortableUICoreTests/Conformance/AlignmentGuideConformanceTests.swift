import Foundation
import Testing
@testable import PortableUICore

/// A custom guide a quarter of the way across a view.
enum QuarterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

/// A custom vertical guide whose default is the centre.
enum MiddleAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension HorizontalAlignment {
    static let quarter = HorizontalAlignment(QuarterAlignment.self)
}

extension VerticalAlignment {
    static let middle = VerticalAlignment(MiddleAlignment.self)
}

/// Alignment guides (layout-rules §11): containers line up their children's guides; an
/// explicit guide replaces the default; a container's explicit value is the mean of its
/// children's explicit values in its own coordinates.
let alignmentGuideCases: [LayoutCase] = [
    // Guides 10 and 20: the 80-wide box starts 10 left of the 40-wide one.
    LayoutCase(
        "a custom AlignmentID's default value", "layout-rules §11; Apple AlignmentID", size: size(100, 100),
        frames: ["a": rect(20, 36, 40, 10), "b": rect(10, 54, 80, 10)]
    ) {
        VStack(alignment: .quarter) {
            box(40, 10).mark("a")
            box(80, 10).mark("b")
        }
    },
    LayoutCase(
        "an explicit leading guide shifts a view left", "layout-rules §11 (child.x = line − guide)",
        size: size(100, 100), frames: ["a": rect(40, 36, 40, 10), "b": rect(20, 54, 40, 10)]
    ) {
        VStack(alignment: .leading) {
            box(40, 10).mark("a")
            box(40, 10).alignmentGuide(.leading) { _ in 20 }.mark("b")
        }
    },
    LayoutCase(
        "an explicit guide computed from the view's dimensions", "layout-rules §11", size: size(100, 100),
        frames: ["a": rect(50, 36, 40, 10), "b": rect(10, 54, 40, 10)]
    ) {
        VStack(alignment: .leading) {
            box(40, 10).mark("a")
            box(40, 10).alignmentGuide(.leading) { $0[.trailing] }.mark("b")
        }
    },
    LayoutCase(
        "a staircase of explicit guides", "layout-rules §11", size: size(100, 100),
        frames: ["s0": rect(35, 35, 10, 10), "s1": rect(45, 45, 10, 10), "s2": rect(55, 55, 10, 10)]
    ) {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<3) { index in
                box(10, 10).alignmentGuide(.leading) { _ in CGFloat(-10 * index) }.mark("s\(index)")
            }
        }
    },
    // Baseline guides default to the bottom; the second box's is 30, 10 below the first's 20.
    LayoutCase(
        "moving the first text baseline down moves the view up", "layout-rules §11 (fieldguide alignment)",
        size: size(100, 100), frames: ["a": rect(26, 45, 20, 20), "b": rect(54, 35, 20, 20)]
    ) {
        HStack(alignment: .firstTextBaseline) {
            box(20, 20).mark("a")
            box(20, 20).alignmentGuide(.firstTextBaseline) { $0.height + 10 }.mark("b")
        }
    },
    LayoutCase(
        "a centre guide set to the bottom", "layout-rules §11", size: size(100, 100),
        frames: ["a": rect(26, 30, 20, 40), "b": rect(54, 30, 20, 20)]
    ) {
        HStack {
            box(20, 40).mark("a")
            box(20, 20).alignmentGuide(VerticalAlignment.center) { $0[.bottom] }.mark("b")
        }
    },
    // VStack children at y 0 and 28 with explicit tops 10 and 30: mean(10, 58) = 34.
    LayoutCase(
        "a container's explicit value is the mean of its children's", "layout-rules §11 (_combineExplicit)",
        size: size(200, 100), frames: ["v": rect(76, 23, 20, 48), "c": rect(104, 57, 20, 20)]
    ) {
        HStack(alignment: .top) {
            VStack {
                box(20, 20).alignmentGuide(.top) { _ in 10 }
                box(20, 20).alignmentGuide(.top) { _ in 30 }
            }
            .mark("v")
            box(20, 20).mark("c")
        }
    },
    LayoutCase(
        "without explicit values a container uses the default guide", "layout-rules §11", size: size(200, 100),
        frames: ["v": rect(76, 26, 20, 48), "c": rect(104, 26, 20, 20)]
    ) {
        HStack(alignment: .top) {
            VStack {
                box(20, 20)
                box(20, 20)
            }
            .mark("v")
            box(20, 20).mark("c")
        }
    },
    // The VStack's middle is its second child's centre (28 + 10 = 38): a lines up with b.
    LayoutCase(
        "a custom guide aligns views in different stacks", "layout-rules §11; Apple AlignmentID example",
        size: size(100, 100), frames: ["a": rect(26, 40, 20, 20), "b": rect(54, 40, 20, 20)]
    ) {
        HStack(alignment: .middle) {
            box(20, 20).mark("a")
            VStack {
                box(20, 20)
                box(20, 20).alignmentGuide(.middle) { $0[VerticalAlignment.center] }.mark("b")
                box(20, 20)
            }
        }
    },
    LayoutCase(
        "explicit guides on both axes in a ZStack", "layout-rules §9, §11", size: size(100, 100),
        frames: ["a": rect(20, 20, 60, 60), "b": rect(30, 30, 20, 20)]
    ) {
        ZStack(alignment: .topLeading) {
            box(60, 60).mark("a")
            box(20, 20).alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -10 }.mark("b")
        }
    },
    LayoutCase(
        "a frame aligns its child's explicit guide", "layout-rules §5, §11", size: size(100, 100),
        frames: ["c": rect(50, 40, 20, 20)]
    ) {
        box(20, 20).alignmentGuide(HorizontalAlignment.center) { _ in 0 }.mark("c").frame(width: 100, height: 100)
    },
    LayoutCase(
        "a frame with leading alignment and an explicit leading guide", "layout-rules §5, §11", size: size(100, 100),
        frames: ["c": rect(-10, 40, 20, 20)]
    ) {
        box(20, 20).alignmentGuide(.leading) { _ in 10 }.mark("c").frame(width: 100, height: 100, alignment: .leading)
    },
    LayoutCase(
        "an overlay aligns the secondary's explicit guide", "layout-rules §9, §11", size: size(100, 100),
        frames: ["o": rect(45, 30, 10, 10)]
    ) {
        box(50, 50).overlay(box(10, 10).alignmentGuide(.top) { _ in -5 }.mark("o"), alignment: .top)
    },
    LayoutCase(
        "an overlay aligns on the primary's explicit guide", "layout-rules §9, §11", size: size(100, 100),
        frames: ["o": rect(35, 45, 10, 10)]
    ) {
        box(50, 50).alignmentGuide(.leading) { _ in 10 }.overlay(box(10, 10).mark("o"), alignment: .leading)
    },
    // The padded view's explicit leading is 5 + 10 = 15 in its own coordinates.
    LayoutCase(
        "an explicit guide seen through padding", "layout-rules §11 (in the container's coordinates)",
        size: size(100, 100), frames: ["p": rect(20, 26, 60, 30), "q": rect(35, 64, 40, 10)]
    ) {
        VStack(alignment: .leading) {
            box(40, 10).alignmentGuide(.leading) { _ in 5 }.padding(10).mark("p")
            box(40, 10).mark("q")
        }
    },
    // First baselines combine to the topmost: min(5, 20 + 15) = 5 (the mean would be 20).
    LayoutCase(
        "a container's first text baseline is its topmost", "OpenSwiftUI FirstTextBaseline._combineExplicit",
        size: size(100, 100), displayScale: 2, frames: ["v": rect(26, 37.5, 20, 40), "c": rect(54, 22.5, 20, 20)]
    ) {
        HStack(alignment: .firstTextBaseline) {
            VStack(spacing: 0) {
                box(20, 20).alignmentGuide(.firstTextBaseline) { _ in 5 }
                box(20, 20).alignmentGuide(.firstTextBaseline) { _ in 15 }
            }
            .mark("v")
            box(20, 20).mark("c")
        }
    },
    // Last baselines combine to the bottommost: max(5, 35) = 35 [UNVERIFIED, see differences].
    LayoutCase(
        "a container's last text baseline is its bottommost", "layout-rules §11 (decided: max)",
        size: size(100, 100), frames: ["v": rect(26, 30, 20, 40), "c": rect(54, 45, 20, 20)]
    ) {
        HStack(alignment: .lastTextBaseline) {
            VStack(spacing: 0) {
                box(20, 20).alignmentGuide(.lastTextBaseline) { _ in 5 }
                box(20, 20).alignmentGuide(.lastTextBaseline) { _ in 15 }
            }
            .mark("v")
            box(20, 20).mark("c")
        }
    },
    // A custom layout's default explicit value: its child at the origin has top 10.
    LayoutCase(
        "a custom layout reports its subviews' explicit guides", "layout-rules §11, §19 (default explicitAlignment)",
        size: size(100, 100), frames: ["p": rect(26, 35, 20, 20), "c": rect(54, 45, 20, 20)]
    ) {
        HStack(alignment: .top) {
            Passthrough { box(20, 20).alignmentGuide(.top) { _ in 10 } }.mark("p")
            box(20, 20).mark("c")
        }
    },
]

@MainActor
struct AlignmentGuideConformanceTests {
    @Test(arguments: alignmentGuideCases)
    func alignmentGuide(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }
}
