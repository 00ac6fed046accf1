import Foundation
import Testing
@testable import PortableUICore

/// `spacing: nil` (layout-rules §4): the preferred spacing of each adjacent pair through
/// `ViewSpacing`: 8 between plain views, 0 next to a Spacer (or any view preferring 0), and
/// fixed frames and padding reset the edges they constrain to the default.
let spacingCases: [LayoutCase] = [
    LayoutCase(
        "8 between two plain views", "layout-rules §4", size: size(100, 10),
        frames: ["a": rect(36, 0, 10, 10), "b": rect(54, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "VStack: 8 between two plain views", "layout-rules §4", size: size(10, 100),
        frames: ["a": rect(0, 36, 10, 10), "b": rect(0, 54, 10, 10)]
    ) {
        VStack {
            box(10, 10).mark("a")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "0 next to a Spacer", "layout-rules §2, §4", size: size(100, 10),
        frames: ["a": rect(0, 0, 10, 10), "s": rect(10, 5, 80, 0), "b": rect(90, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            Spacer().mark("s")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "VStack: 0 next to a Spacer", "layout-rules §2, §4", size: size(10, 100),
        frames: ["a": rect(0, 0, 10, 10), "s": rect(5, 10, 0, 80), "b": rect(0, 90, 10, 10)]
    ) {
        VStack {
            box(10, 10).mark("a")
            Spacer().mark("s")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "ideal length with a Spacer: its minLength 8 and no gaps", "layout-rules §2, §4", size: size(100, 100),
        fits: [(.unspecified, size(28, 10))]
    ) {
        HStack {
            box(10, 10)
            Spacer()
            box(10, 10)
        }
    },
    LayoutCase(
        "Spacer(minLength: 0) adds nothing to the ideal length", "layout-rules §2", size: size(100, 100),
        fits: [(.unspecified, size(20, 10))]
    ) {
        HStack {
            box(10, 10)
            Spacer(minLength: 0)
            box(10, 10)
        }
    },
    LayoutCase(
        "Spacer(minLength: 30)", "layout-rules §2", size: size(100, 100), fits: [(.unspecified, size(50, 10))]
    ) {
        HStack {
            box(10, 10)
            Spacer(minLength: 30)
            box(10, 10)
        }
    },
    LayoutCase(
        "explicit spacing applies next to a Spacer too", "layout-rules §3 step 1", size: size(100, 100),
        fits: [(.unspecified, size(38, 10))]
    ) {
        HStack(spacing: 5) {
            box(10, 10)
            Spacer()
            box(10, 10)
        }
    },
    // A frame on a spacer keeps the spacer's preferences (SwiftUI projects spacer spacing).
    LayoutCase(
        "a framed Spacer still wants no gap", "layout-rules §4; OpenSwiftUI requiresSpacingProjection",
        size: size(100, 10), frames: ["a": rect(30, 0, 10, 10), "s": rect(40, 5, 20, 0), "b": rect(60, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            Spacer().frame(width: 20).mark("s")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "a view preferring 0 gets no gaps", "layout-rules §4, §19 (Layout.spacing)", size: size(100, 10),
        frames: ["a": rect(35, 0, 10, 10), "z": rect(45, 0, 10, 10), "b": rect(55, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "frame(width:) resets the horizontal edges to the default", "layout-rules §4 (frame resets)",
        size: size(100, 10), frames: ["a": rect(27, 0, 10, 10), "z": rect(45, 0, 10, 10), "b": rect(63, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.frame(width: 10).mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "frame(height:) keeps the horizontal edges", "layout-rules §4 (only fixed edges)", size: size(100, 10),
        frames: ["a": rect(35, 0, 10, 10), "z": rect(45, 0, 10, 10), "b": rect(55, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.frame(height: 10).mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "frame(maxWidth:) resets the horizontal edges", "layout-rules §4; OpenSwiftUI _FlexFrameLayout.spacing",
        size: size(100, 10), frames: ["a": rect(27, 0, 10, 10), "z": rect(45, 0, 10, 10), "b": rect(63, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.frame(maxWidth: 10).mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "frame(minHeight:) keeps the horizontal edges", "layout-rules §4", size: size(100, 10),
        frames: ["a": rect(35, 0, 10, 10), "z": rect(45, 0, 10, 10), "b": rect(55, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.frame(minHeight: 0).mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "horizontal padding resets the horizontal edges", "layout-rules §4 (padding resets)", size: size(100, 10),
        frames: ["a": rect(26, 0, 10, 10), "z": rect(44, 0, 12, 10), "b": rect(64, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.padding(.horizontal, 1).mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "vertical padding keeps the horizontal edges", "layout-rules §4", size: size(100, 12),
        frames: ["a": rect(35, 1, 10, 10), "z": rect(45, 0, 10, 12), "b": rect(55, 1, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.padding(.vertical, 1).mark("z")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "zero padding resets nothing", "OpenSwiftUI _PaddingLayout.spacing (non-zero insets)", size: size(100, 10),
        frames: ["a": rect(35, 0, 10, 10), "z": rect(45, 0, 10, 10), "b": rect(55, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.padding(0).mark("z")
            box(10, 10).mark("b")
        }
    },
    // The inner stack's leading edge is its spacer's (0), its trailing edge its box's (8):
    // 200 − 8 = 192; the boxes take 10 each, the inner stack 172.
    LayoutCase(
        "a stack's edges are its first and last children's", "OpenSwiftUI StackLayout.spacing", size: size(200, 10),
        frames: ["a": rect(0, 0, 10, 10), "inner": rect(10, 0, 172, 10), "b": rect(190, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            HStack {
                Spacer()
                box(10, 10)
            }
            .mark("inner")
            box(10, 10).mark("b")
        }
    },
    // An HStack's spacer prefers nothing vertically, so the VStack uses the default 8.
    LayoutCase(
        "a spacer in an HStack does not change the vertical gap", "layout-rules §2 (0 on the stack axis only)",
        size: size(100, 100), frames: ["h": rect(0, 36, 100, 10), "b": rect(45, 54, 10, 10)]
    ) {
        VStack {
            HStack {
                Spacer()
                box(10, 10)
            }
            .mark("h")
            box(10, 10).mark("b")
        }
    },
    // Outside a stack a spacer prefers 0 on every edge; Layout's default spacing is the union.
    LayoutCase(
        "a custom layout's spacing is the union of its subviews'", "layout-rules §19; Apple Layout.spacing",
        size: size(100, 10), frames: ["a": rect(35, 0, 10, 10), "o": rect(45, 0, 10, 10), "b": rect(55, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            Passthrough {
                box(10, 10)
                Spacer()
            }
            .mark("o")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "a position view has the default spacing", "OpenSwiftUI _PositionLayout.spacing", size: size(100, 10),
        frames: ["a": rect(0, 0, 10, 10), "p": rect(18, 0, 64, 10), "b": rect(90, 0, 10, 10)]
    ) {
        HStack {
            box(10, 10).mark("a")
            ZeroSpacing { box(10, 10) }.position(x: 5, y: 5).mark("p")
            box(10, 10).mark("b")
        }
    },
    LayoutCase(
        "a Divider is a plain view for spacing", "layout-rules §2 (Divider), §4", size: size(100, 136.5),
        displayScale: 2,
        frames: ["a": rect(45, 50, 10, 10), "d": rect(0, 68, 100, 0.5), "b": rect(45, 76.5, 10, 10)]
    ) {
        VStack {
            box(10, 10).mark("a")
            Divider().mark("d")
            box(10, 10).mark("b")
        }
    },
]

/// `ViewSpacing` arithmetic as a custom `Layout` sees it (layout-rules §19).
struct SpacingDistanceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let first: ViewSpacing
    let second: ViewSpacing
    let axis: Axis
    let distance: CGFloat
    var testDescription: String { name }
}

let spacingDistanceCases: [SpacingDistanceCase] = [
    SpacingDistanceCase(name: "default to default", first: ViewSpacing(), second: ViewSpacing(), axis: .horizontal, distance: 8),
    SpacingDistanceCase(name: "zero to default", first: .zero, second: ViewSpacing(), axis: .horizontal, distance: 0),
    SpacingDistanceCase(name: "default to zero", first: ViewSpacing(), second: .zero, axis: .vertical, distance: 0),
    SpacingDistanceCase(
        name: "union of default and zero prefers 0", first: ViewSpacing().union(.zero), second: ViewSpacing(),
        axis: .vertical, distance: 0),
    SpacingDistanceCase(
        name: "union on other edges keeps the default", first: ViewSpacing().union(.zero, edges: .top),
        second: ViewSpacing(), axis: .horizontal, distance: 8),
]

/// An `HStack` between two boxes whose content is a box (standard preferences: 8 on each side)
/// or a framed spacer (which keeps preferring no gap: 0 on each side).
private struct ChangingInnerStack: View {
    var spacerInside: Bool

    var body: some View {
        HStack {
            box(10, 10).mark("a")
            HStack {
                if spacerInside { Spacer().frame(width: 10, height: 10) } else { box(10, 10) }
            }
            .mark("inner")
            box(10, 10).mark("b")
        }
    }
}

@MainActor
struct SpacingConformanceTests {
    /// A container keeps its spacing preferences (the union of its subviews') until its
    /// content changes: the gaps around it follow the change, both ways.
    @Test func aContainersSpacingFollowsItsContent() {
        let host = ViewHost(ChangingInnerStack(spacerInside: false), size: CGSize(width: 100, height: 10))
        let withBox = [rect(27, 0, 10, 10), rect(45, 0, 10, 10), rect(63, 0, 10, 10)]
        let withSpacer = [rect(35, 0, 10, 10), rect(45, 0, 10, 10), rect(55, 0, 10, 10)]
        #expect(["a", "inner", "b"].map { host.frame(of: $0) } == withBox)
        host.update(ChangingInnerStack(spacerInside: true))
        #expect(["a", "inner", "b"].map { host.frame(of: $0) } == withSpacer)
        host.update(ChangingInnerStack(spacerInside: false))
        #expect(["a", "inner", "b"].map { host.frame(of: $0) } == withBox)
    }

    @Test(arguments: spacingCases)
    func spacing(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }

    @Test(arguments: spacingDistanceCases)
    func distance(_ row: SpacingDistanceCase) {
        #expect(row.first.distance(to: row.second, along: row.axis) == row.distance)
    }
}
