import Foundation
import Testing
@testable import PortableUICore

/// Grid (layout-rules §16 and the algorithm documented on `GridLayout`).
@MainActor
struct GridConformanceTests {
    private func box(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height).accessibilityIdentifier(id)
    }

    @Test func columnsTakeTheirWidestCellAndRowsTheirTallest() {
        // Columns 40 and 30, rows 10 and 20, default spacing 8: 78×38 centred in 300×300.
        let host = ViewHost(
            Grid {
                GridRow { box("a", 20, 10); box("b", 30, 10) }
                GridRow { box("c", 40, 20); box("d", 10, 10) }
            }, size: CGSize(width: 300, height: 300))
        #expect(host.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == CGSize(width: 78, height: 38))
        #expect(host.frame(of: "a") == CGRect(x: 121, y: 131, width: 20, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 159, y: 131, width: 30, height: 10))
        #expect(host.frame(of: "c") == CGRect(x: 111, y: 149, width: 40, height: 20))
        #expect(host.frame(of: "d") == CGRect(x: 169, y: 154, width: 10, height: 10))
    }

    @Test func flexibleColumnsShareTheWidthLikeAStack() {
        // The fixed column (50) is served first; the flexible one takes the remaining 250.
        let host = ViewHost(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow {
                    Color.red.accessibilityIdentifier("flex")
                    Color.blue.frame(width: 50).accessibilityIdentifier("fixed")
                }
            }, size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "flex") == CGRect(x: 0, y: 0, width: 250, height: 100))
        #expect(host.frame(of: "fixed") == CGRect(x: 250, y: 0, width: 50, height: 100))
    }

    @Test func explicitSpacingSeparatesColumnsAndRows() {
        let host = ViewHost(
            Grid(horizontalSpacing: 2, verticalSpacing: 4) {
                GridRow { box("a", 10, 10); box("b", 10, 10) }
                GridRow { box("c", 10, 10); box("d", 10, 10) }
            }, size: CGSize(width: 100, height: 100))
        #expect(host.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 22, height: 24))
        #expect(host.frame(of: "d") == CGRect(x: 51, y: 52, width: 10, height: 10))
    }

    @Test func aCellSpanningColumnsIsCentredInTheirWidth() {
        let host = ViewHost(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { box("a", 20, 10); box("b", 30, 10) }
                GridRow { box("c", 10, 10).gridCellColumns(2) }
            }, size: CGSize(width: 50, height: 20))
        #expect(host.frame(of: "c") == CGRect(x: 20, y: 10, width: 10, height: 10))
    }

    @Test func columnAlignmentAppliesToTheWholeColumn() {
        let host = ViewHost(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { box("a", 20, 10).gridColumnAlignment(.leading); box("b", 10, 10) }
                GridRow { box("c", 40, 10); box("d", 10, 10) }
                GridRow { box("e", 30, 10); box("f", 10, 10) }
            }, size: CGSize(width: 50, height: 30))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "e") == CGRect(x: 0, y: 20, width: 30, height: 10))
    }

    @Test func rowAlignmentAndCellAnchor() {
        let host = ViewHost(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow(alignment: .top) { box("a", 10, 10); box("tall", 10, 30) }
                GridRow { box("b", 10, 10).gridCellAnchor(.bottomTrailing); box("wide", 30, 30) }
            }, size: CGSize(width: 40, height: 60))
        #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(host.frame(of: "b") == CGRect(x: 0, y: 50, width: 10, height: 10))
    }

    @Test func aViewOutsideARowSpansTheGrid() {
        let host = ViewHost(
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                GridRow { box("a", 20, 10); box("b", 30, 10) }
                Color.green.frame(height: 2).accessibilityIdentifier("rule").gridCellUnsizedAxes(.horizontal)
            }, size: CGSize(width: 200, height: 100))
        // Unsized horizontally, the rule does not widen the 50-wide grid (50×12, centred) but is
        // proposed the grid's width.
        #expect(host.frame(of: "rule") == CGRect(x: 75, y: 54, width: 50, height: 2))
    }

    @Test func emptyGridHasZeroSize() {
        let host = ViewHost(Grid { EmptyView() }, size: CGSize(width: 100, height: 100))
        #expect(host.sizeThatFits(.unspecified) == .zero)
    }
}

/// ViewThatFits (layout-rules §18).
@MainActor
struct ViewThatFitsConformanceTests {
    @Test func choosesTheFirstChildWhoseIdealSizeFits() {
        let host = ViewHost(
            ViewThatFits {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
            }, size: CGSize(width: 150, height: 100))
        #expect(host.frame(of: "wide") == nil)
        #expect(host.frame(of: "narrow") == CGRect(x: 25, y: 45, width: 100, height: 10))
    }

    @Test func usesTheLastChildWhenNothingFits() {
        let host = ViewHost(
            ViewThatFits {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("a")
                Color.blue.frame(width: 180, height: 10).accessibilityIdentifier("b")
            }, size: CGSize(width: 150, height: 100))
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "b") == CGRect(x: -15, y: 45, width: 180, height: 10))
    }

    @Test func onlyTheConstrainedAxesCount() {
        // Constrained vertically only: the 200-wide child fits although the window is 150 wide.
        let host = ViewHost(
            ViewThatFits(in: .vertical) {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
            }, size: CGSize(width: 150, height: 100))
        #expect(host.frame(of: "wide") == CGRect(x: -25, y: 45, width: 200, height: 10))
        #expect(host.frame(of: "narrow") == nil)
    }

    @Test func flexibleChildrenFitByTheirIdealSize() {
        // A flexible color's ideal size is 10×10, so it fits and then takes the whole proposal.
        let host = ViewHost(
            ViewThatFits {
                Color.red.accessibilityIdentifier("flex")
                Color.blue.accessibilityIdentifier("other")
            }, size: CGSize(width: 150, height: 100))
        #expect(host.frame(of: "flex") == CGRect(x: 0, y: 0, width: 150, height: 100))
    }

    @Test func switchingChildrenOnResize() {
        let host = ViewHost(
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
            }, size: CGSize(width: 150, height: 100))
        #expect(host.frame(of: "narrow") != nil)
        host.size = CGSize(width: 250, height: 100)
        #expect(host.frame(of: "narrow") == nil)
        #expect(host.frame(of: "wide") == CGRect(x: 25, y: 45, width: 200, height: 10))
    }
}
