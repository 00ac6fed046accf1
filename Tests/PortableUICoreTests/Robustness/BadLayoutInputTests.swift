import Foundation
import Testing
@testable import PortableUICore

/// A bad argument: the view still lays out (to the frames given) and a diagnostic containing
/// `diagnostic` is logged.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    let layout: LayoutCase
    let diagnostic: String
    var testDescription: String { layout.name }

    init(_ layout: LayoutCase, diagnostic: String) {
        self.layout = layout
        self.diagnostic = diagnostic
    }
}

/// NaN, negative and infinite frame, padding, offset and position arguments, and contradictory
/// constraints. SwiftUI logs "Invalid frame dimension (negative or non-finite)" and ignores
/// the value, or "Contradictory frame constraints specified"; PortableUI does the same.
let badInputCases: [BadInputCase] = [
    BadInputCase(
        LayoutCase(
            "frame(width: .nan) is ignored", "OpenSwiftUI _FrameLayout.init", size: size(100, 100),
            frames: ["f": rect(0, 25, 100, 50)]
        ) { Color.red.frame(width: .nan, height: 50).mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "frame(width: -10) is ignored", "OpenSwiftUI _FrameLayout.init", size: size(100, 100),
            frames: ["f": rect(0, 25, 100, 50)]
        ) { Color.red.frame(width: -10, height: 50).mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "frame(height: .infinity) is ignored", "OpenSwiftUI _FrameLayout.init", size: size(100, 100),
            frames: ["f": rect(25, 0, 50, 100)]
        ) { Color.red.frame(width: 50, height: .infinity).mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "frame(minWidth: .nan) is ignored", "layout-rules §6 (normalisation)", size: size(100, 100),
            frames: ["f": rect(0, 0, 100, 100)]
        ) { Color.red.frame(minWidth: .nan).mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "frame(minWidth: -20) becomes 0", "layout-rules §6 (negative mins become 0)", size: size(100, 100),
            frames: ["f": rect(40, 40, 20, 20)]
        ) { box(20, 20).frame(minWidth: -20).mark("f") },
        diagnostic: "negative"),
    BadInputCase(
        LayoutCase(
            "frame(maxWidth: -5) becomes 0", "layout-rules §6 (max = max(ideal, max))", size: size(100, 100),
            frames: ["f": rect(50, 0, 0, 100)]
        ) { Color.red.frame(maxWidth: -5).mark("f") },
        diagnostic: "negative"),
    BadInputCase(
        LayoutCase(
            "frame(maxWidth: .nan) is ignored", "layout-rules §6", size: size(100, 100),
            frames: ["f": rect(0, 0, 100, 100)]
        ) { Color.red.frame(maxWidth: .nan).mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "frame(minWidth: .infinity) is ignored", "OpenSwiftUI _FlexFrameLayout (infinite min is invalid)",
            size: size(100, 100), frames: ["f": rect(0, 0, 100, 100)]
        ) { Color.red.frame(minWidth: .infinity).mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "frame(idealWidth: .infinity) is ignored", "layout-rules §6", size: size(100, 100),
            frames: ["f": rect(45, 45, 10, 10)]
        ) { Color.red.frame(idealWidth: .infinity).fixedSize().mark("f") },
        diagnostic: "Invalid frame dimension"),
    BadInputCase(
        LayoutCase(
            "min above max: contradictory, the child's size", "layout-rules §6 (contradictory constraints)",
            size: size(300, 100), frames: ["f": rect(125, 0, 50, 100)]
        ) { Color.red.frame(minWidth: 100, maxWidth: 50).mark("f") },
        diagnostic: "Contradictory frame constraints"),
    BadInputCase(
        LayoutCase(
            "min above ideal: contradictory, the ideal is raised", "layout-rules §6", size: size(100, 100),
            frames: ["f": rect(25, 45, 50, 10)]
        ) { Color.red.frame(minWidth: 50, idealWidth: 20).fixedSize().mark("f") },
        diagnostic: "Contradictory frame constraints"),
    BadInputCase(
        LayoutCase(
            "ideal above max: contradictory, the max is raised", "layout-rules §6", size: size(100, 100),
            frames: ["f": rect(10, 45, 80, 10)]
        ) { Color.red.frame(idealWidth: 80, maxWidth: 50).fixedSize().mark("f") },
        diagnostic: "Contradictory frame constraints"),
    BadInputCase(
        LayoutCase(
            "minHeight above maxHeight", "layout-rules §6", size: size(100, 300), frames: ["f": rect(0, 125, 100, 50)]
        ) { Color.red.frame(minHeight: 100, maxHeight: 50).mark("f") },
        diagnostic: "Contradictory frame constraints"),
    BadInputCase(
        LayoutCase(
            "padding(.nan) is 0", "DESIGN (bad input never crashes)", size: size(100, 100),
            frames: ["p": rect(45, 45, 10, 10)]
        ) { box(10, 10).padding(.nan).mark("p") },
        diagnostic: "Invalid padding"),
    BadInputCase(
        LayoutCase(
            "padding(.infinity) is 0", "DESIGN (bad input never crashes)", size: size(100, 100),
            frames: ["p": rect(45, 45, 10, 10)]
        ) { box(10, 10).padding(.infinity).mark("p") },
        diagnostic: "Invalid padding"),
    BadInputCase(
        LayoutCase(
            "offset(x: .nan) is 0", "DESIGN (bad input never crashes)", size: size(100, 100),
            frames: ["c": rect(45, 45, 10, 10)]
        ) { box(10, 10).mark("c").offset(x: .nan) },
        diagnostic: "Invalid offset"),
    BadInputCase(
        LayoutCase(
            "position(x: .infinity) is 0", "DESIGN (bad input never crashes)", size: size(100, 100),
            frames: ["c": rect(-5, 45, 10, 10)]
        ) { box(10, 10).mark("c").position(x: .infinity, y: 50) },
        diagnostic: "Invalid position"),
    BadInputCase(
        LayoutCase(
            "aspectRatio(.nan) uses the view's ideal ratio", "DESIGN (bad input never crashes)", size: size(300, 100),
            frames: ["c": rect(100, 0, 100, 100)]
        ) { Color.red.mark("c").aspectRatio(.nan, contentMode: .fit) },
        diagnostic: "Invalid aspect ratio"),
    BadInputCase(
        LayoutCase(
            "aspectRatio(-2) uses the view's ideal ratio", "DESIGN (bad input never crashes)", size: size(300, 100),
            frames: ["c": rect(100, 0, 100, 100)]
        ) { Color.red.mark("c").aspectRatio(-2, contentMode: .fit) },
        diagnostic: "Invalid aspect ratio"),
    BadInputCase(
        LayoutCase(
            "HStack(spacing: .nan) uses the preferred spacing", "DESIGN (bad input never crashes)",
            size: size(100, 10), frames: ["a": rect(36, 0, 10, 10), "b": rect(54, 0, 10, 10)]
        ) {
            HStack(spacing: .nan) {
                box(10, 10).mark("a")
                box(10, 10).mark("b")
            }
        },
        diagnostic: "Invalid stack spacing"),
]

/// A layout that places its first subview twice and never places its second.
struct Misplacing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        first.place(at: bounds.origin, proposal: .unspecified)
        first.place(
            at: CGPoint(x: bounds.minX + 10, y: bounds.minY + 10), proposal: ProposedViewSize(width: 20, height: 20))
    }
}

/// A layout that answers an impossible size.
struct BadSize: Layout {
    let size: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
    }
}

@MainActor
struct BadLayoutInputTests {
    /// Arguments are checked when the modifier is made, as SwiftUI logs them, so the
    /// diagnostics are read from before the view is built.
    @Test(arguments: badInputCases)
    func badArgument(_ row: BadInputCase) {
        let start = Diagnostics.count
        row.layout.check()
        let messages = Diagnostics.messages(since: start)
        #expect(messages.contains { $0.contains(row.diagnostic) }, "\(messages)")
    }

    /// Apple (`LayoutSubview.place(at:anchor:proposal:)`): "If you call this method more than
    /// once for a subview, the last call takes precedence. If you don't call this method for a
    /// subview, the subview appears at the center of its layout container and uses the layout
    /// container's size proposal."
    @Test func layoutPlacingTwiceAndNotAtAll() {
        let host = ViewHost(
            Misplacing {
                Color.red.mark("a")
                Color.blue.mark("b")
                box(10, 10).mark("c")
            }, size: size(100, 100))
        #expect(host.frame(of: "a") == rect(10, 10, 20, 20))
        #expect(host.frame(of: "b") == rect(0, 0, 100, 100))
        #expect(host.frame(of: "c") == rect(45, 45, 10, 10))
        #expect(host.diagnostics.contains { $0.contains("more than once") })
        #expect(host.diagnostics.contains { $0.contains("did not place") })
    }

    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: 10), CGSize(width: -5, height: 10), CGSize(width: CGFloat.infinity, height: 10),
    ])
    func layoutReturningAnImpossibleSize(_ answer: CGSize) {
        let host = ViewHost(
            HStack(spacing: 0) {
                BadSize(size: answer) { Color.red }.mark("bad")
                box(10, 10).mark("b")
            }, size: size(100, 10))
        #expect(host.frame(of: "bad") == rect(45, 0, 0, 10))
        #expect(host.frame(of: "b") == rect(45, 0, 10, 10))
        #expect(host.diagnostics.contains { $0.contains("returned the size") })
    }

    @Test func infiniteSizeForAnInfiniteProposalIsKept() {
        let host = ViewHost(BadSize(size: CGSize(width: CGFloat.infinity, height: 10)) { Color.red }, size: size(100, 10))
        #expect(host.sizeThatFits(.infinity).width == .infinity)
        #expect(host.diagnostics.isEmpty)
    }
}
