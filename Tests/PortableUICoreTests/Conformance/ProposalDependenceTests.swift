import Foundation
import Testing
@testable import PortableUICore

/// A grid cell of the layout benchmark: flexible in width, 10 high.
@MainActor
private func cell() -> some View {
    Color.red.frame(maxWidth: .infinity, minHeight: 10, maxHeight: 10)
}

/// Sizes of views whose size does not depend on some dimension of the proposal: the size
/// cache answers proposals that differ only there from one entry. Each case asks the root for
/// several proposals in a row, so that a wrongly shared entry shows as a wrong size.
let proposalDependenceCases: [LayoutCase] = [
    LayoutCase(
        "a stack of fixed frames has one size for every proposal", "layout-rules §3, §5", size: size(100, 100),
        frames: ["s": rect(40, 29, 20, 42)],
        fits: [
            (.unspecified, size(20, 42)), (.zero, size(20, 42)), (.infinity, size(20, 42)),
            (ProposedViewSize(width: 7, height: nil), size(20, 42)),
        ]
    ) {
        VStack { box(20, 20); box(10, 14) }.mark("s")
    },
    LayoutCase(
        "a fixed and a flexible child: the size follows the proposal", "layout-rules §3", size: size(100, 60),
        frames: ["b": rect(0, 25, 10, 10), "c": rect(10, 0, 90, 60)],
        fits: [
            (ProposedViewSize(width: 100, height: 30), size(100, 30)),
            (ProposedViewSize(width: 50, height: 20), size(50, 20)),
            (.unspecified, size(20, 10)), (.zero, size(10, 10)),
            (ProposedViewSize(width: 50, height: 5), size(50, 10)),
        ]
    ) {
        HStack(spacing: 0) { box(10, 10).mark("b"); Color.red.mark("c") }
    },
    LayoutCase(
        "a frame with a fixed width takes the child's height for each proposed height", "layout-rules §5",
        size: size(100, 100), frames: ["f": rect(35, 0, 30, 100)],
        fits: [
            (ProposedViewSize(width: 100, height: 40), size(30, 40)),
            (ProposedViewSize(width: 5, height: 70), size(30, 70)), (.unspecified, size(30, 10)),
        ]
    ) {
        Color.red.frame(width: 30).mark("f")
    },
    LayoutCase(
        "a row of cells flexible in width only: one size per proposed width", "layout-rules §3, §6",
        size: size(90, 100), frames: ["r": rect(0, 45, 90, 10)],
        fits: [
            (ProposedViewSize(width: 90, height: 0), size(90, 10)),
            (ProposedViewSize(width: 90, height: 500), size(90, 10)),
            (ProposedViewSize(width: 60, height: nil), size(60, 10)),
            (ProposedViewSize(width: nil, height: 40), size(30, 10)),
        ]
    ) {
        HStack(spacing: 0) { ForEach(0..<3) { _ in cell() } }.mark("r")
    },
    LayoutCase(
        "a spacer between fixed frames grows along the stack only", "layout-rules §2, §3", size: size(100, 50),
        frames: ["r": rect(0, 20, 100, 10)],
        fits: [
            (ProposedViewSize(width: 100, height: 5), size(100, 10)),
            (ProposedViewSize(width: 50, height: 50), size(50, 10)), (.unspecified, size(28, 10)),
            (.zero, size(28, 10)),
        ]
    ) {
        HStack { box(10, 10); Spacer(); box(10, 10) }.mark("r")
    },
    LayoutCase(
        "padding, overlay and ZStack of fixed frames", "layout-rules §8, §9", size: size(100, 100),
        frames: ["p": rect(40, 35, 20, 20), "z": rect(0, 55, 100, 10)],
        fits: [(.zero, size(20, 30)), (.unspecified, size(20, 30)), (ProposedViewSize(width: 60, height: 7), size(60, 30))]
    ) {
        VStack(spacing: 0) {
            box(10, 10).overlay(Color.red).padding(5).mark("p")
            ZStack { box(20, 10); Color.red.frame(height: 5) }.mark("z")
        }
    },
    LayoutCase(
        "an explicit guide among fixed frames", "layout-rules §11", size: size(100, 99),
        frames: ["s": rect(36, 37, 28, 25)],
        fits: [(.unspecified, size(28, 25)), (.zero, size(28, 25))]
    ) {
        HStack(alignment: .top) {
            box(10, 10).alignmentGuide(.top) { $0.height / 2 }
            box(10, 20)
        }
        .mark("s")
    },
]

/// A view whose leaf changes from a fixed frame to a flexible one by an update.
private struct ChangingLeaf: View {
    let flexible: Bool

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                box(10, 10)
                Color.red.frame(width: flexible ? nil : 10, height: flexible ? nil : 10).mark("leaf")
            }
            .mark("row")
        }
    }
}

/// A square of 3×3 fixed leaves in nested stacks, like the W1 benchmark tree.
private struct FixedSquare: View {
    var body: some View {
        VStack {
            ForEach(0..<3) { _ in
                HStack { ForEach(0..<3) { _ in box(10, 10) } }
            }
        }
    }
}

@MainActor
struct ProposalDependenceTests {
    @Test(arguments: proposalDependenceCases)
    func sizes(_ layoutCase: LayoutCase) {
        layoutCase.check()
    }

    /// The layout node marked `identifier` in `host`.
    private func node<V: View>(_ identifier: String, in host: ViewHost<V>) -> LayoutNode? {
        host.layoutIfNeeded()
        var found: LayoutNode?
        host.graph.forEachPlacedNode { if found == nil && $0.accessibilityIdentifier == identifier { found = $0 } }
        return found
    }

    @Test func dependenceIsDerivedFromTheStructure() {
        let host = ViewHost(
            VStack {
                box(10, 10).mark("fixed")
                HStack { box(10, 10); box(20, 5) }.mark("fixed stack")
                Color.red.mark("color")
                Color.red.frame(width: 30).mark("fixed width")
                cell().mark("cell")
                HStack(spacing: 0) { cell(); cell() }.mark("row")
                VStack(spacing: 0) { HStack(spacing: 0) { cell(); cell() } }.mark("grid")
                HStack { box(10, 10); Color.red }.mark("mixed")
                Passthrough { box(10, 10) }.mark("custom")
                HStack { box(10, 10).alignmentGuide(.top) { _ in 0 } }.mark("guide")
            },
            size: CGSize(width: 400, height: 800))
        let expected: [(String, _ProposalDependence)] = [
            ("fixed", []), ("fixed stack", []), ("color", .separate), ("fixed width", .heightOnHeight),
            ("cell", .widthOnWidth), ("row", .widthOnWidth), ("grid", .widthOnWidth), ("mixed", .separate),
            ("custom", .all), ("guide", .all),
        ]
        for (identifier, dependence) in expected {
            #expect(node(identifier, in: host)?.proposalDependence == dependence, "\(identifier)")
        }
    }

    @Test func stackDependenceFollowsItsChildren() {
        // A child whose height depends on the proposed width, in an HStack: the stack's
        // height depends on its proposed width, and on its height through the shares when
        // another child's width depends on the proposed height.
        let heightOnWidth: _ProposalDependence = .heightOnWidth
        #expect(heightOnWidth.stacked(along: .horizontal) == .heightOnWidth)
        #expect(
            _ProposalDependence([.heightOnWidth, .widthOnHeight]).stacked(along: .horizontal)
                == [.heightOnWidth, .widthOnHeight, .heightOnHeight])
        #expect(_ProposalDependence.widthOnWidth.stacked(along: .vertical) == .widthOnWidth)
        #expect(_ProposalDependence.widthOnHeight.stacked(along: .vertical) == .widthOnHeight)
        #expect(_ProposalDependence.all.fixing(.horizontal) == .heightOnHeight)
        #expect(_ProposalDependence.all.fixing([.horizontal, .vertical]) == [])
    }

    @Test func leafChangingFromFixedToFlexible() {
        let host = ViewHost(ChangingLeaf(flexible: false), size: CGSize(width: 100, height: 50))
        #expect(host.frame(of: "leaf") == rect(50, 20, 10, 10))
        #expect(node("row", in: host)?.proposalDependence == [])
        host.update(ChangingLeaf(flexible: true))
        #expect(host.frame(of: "leaf") == rect(10, 0, 90, 50))
        #expect(node("row", in: host)?.proposalDependence == .separate)
        host.size = CGSize(width: 80, height: 50)
        #expect(host.frame(of: "leaf") == rect(10, 0, 70, 50))
        host.update(ChangingLeaf(flexible: false))
        #expect(host.frame(of: "leaf") == rect(40, 20, 10, 10))
        #expect(node("row", in: host)?.proposalDependence == [])
    }

    /// Only the host's root layout, which depends on every dimension, is measured again: the
    /// outer stack's size depends on no length, so it keeps no size cache and answers with the
    /// size of its last distribution without distributing again or asking its subviews (issue
    /// 18: before, each answer counted as a size computed and distributed again).
    @Test(.disabled(if: ReferenceLayout.isRequestedByEnvironment, "counts cache hits"))
    func resizingFixedStacksMeasuresNothingBelowTheOuterStack() {
        let host = ViewHost(FixedSquare(), size: CGSize(width: 200, height: 200))
        host.layoutIfNeeded()
        host.resetStatistics()
        host.size = CGSize(width: 199, height: 200)
        host.layoutIfNeeded()
        #expect(host.statistics.sizeComputations == 1)
    }
}
