import Foundation
import Observation
import Testing
@_spi(Testing) @testable import PortableUICore

/// One regression test per defect of issue 18 (found by random view trees and the address
/// sanitizer): each crashed, read freed memory or laid out wrongly before its fix.
@MainActor
struct ReliabilityDefectTests {
    /// Every frame of the host is finite.
    private func expectFiniteFrames<V: View>(_ host: ViewHost<V>, sourceLocation: SourceLocation = #_sourceLocation) {
        host.layoutIfNeeded()
        var frames: [CGRect] = []
        host.forEachNode { frames.append($0.frame) }
        #expect(!frames.isEmpty, sourceLocation: sourceLocation)
        let bad = frames.filter { !($0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite) }
        #expect(bad.isEmpty, "non-finite frames: \(bad)", sourceLocation: sourceLocation)
    }

    /// A lazy stack in a scroll view proposed an infinite size in both axes computed its
    /// viewport from a NaN frame and trapped building a range from it.
    @Test func lazyStackInAScrollViewProposedInfinityLaysOut() {
        let host = ViewHost(
            ProposingInfinity {
                ScrollView { LazyVStack { ForEach(0..<50) { Color.red.frame(height: 20).mark("row \($0)") } } }
            }, size: size(300, 400))
        expectFiniteFrames(host)
        #expect(host.frame(of: "row 0") != nil)
    }

    /// A circle, a scroll view and padding around either, proposed an infinite size in both
    /// axes, got infinite sizes and NaN frames; they are placed at a finite size.
    @Test(arguments: ["circle", "scroll", "padded circle", "padded scroll"])
    func viewsProposedInfinityGetFiniteFrames(_ kind: String) {
        let host = ViewHost(ProposingInfinity { InfinityProbe(kind: kind) }, size: size(300, 400))
        expectFiniteFrames(host)
        #expect(host.frame(of: "probe").map { $0.width.isFinite && $0.height.isFinite } == true)
    }

    /// A `VStack` proposed an infinite width around a flexible color reported width NaN (its
    /// children's extent on the centre guide is ∞ − ∞), so an `HStack` ranked it the least
    /// flexible child. It is infinitely flexible, so the two children tie and keep their
    /// source order: the one with a minimum width comes first and takes its 200 points
    /// (Ole Begemann, "SwiftUI's HStack layout algorithm" and "Proposed sizes": children of
    /// equal flexibility are offered the remaining width in source order).
    @Test func stackAroundAFlexibleColorIsInfinitelyFlexible() {
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.blue.frame(minWidth: 200).mark("min")
                VStack { Color.red }.mark("stack")
            }, size: size(300, 100))
        #expect(host.frame(of: "min") == rect(0, 0, 200, 100))
        #expect(host.frame(of: "stack") == rect(200, 0, 100, 100))
        #expect(host.sizeThatFits(.infinity).width == .infinity)
    }

    /// Cells from a custom view whose body is a `ForEach`, or several views per `ForEach`
    /// element, are cells of their own: every one is placed, in reading order.
    @Test func lazyGridPlacesEveryCellOfMultiViewRows() {
        let columns = [GridItem(.fixed(50), spacing: 0), GridItem(.fixed(50), spacing: 0)]
        let custom = ViewHost(
            LazyVGrid(columns: columns, spacing: 0) { GridCells(count: 5) }, size: size(100, 300))
        let pairs = ViewHost(
            LazyVGrid(columns: columns, spacing: 0) {
                ForEach(0..<3) { index in
                    Color.red.frame(height: 20).mark("cell \(2 * index)")
                    Color.blue.frame(height: 20).mark("cell \(2 * index + 1)")
                }
            }, size: size(100, 300))
        for (host, count) in [(AnyHost(custom), 5), (AnyHost(pairs), 6)] {
            for index in 0..<count {
                let expected = rect(CGFloat(index % 2) * 50, host.top + CGFloat(index / 2) * 20, 50, 20)
                #expect(host.frame("cell \(index)") == expected, "cell \(index)")
            }
            #expect(!host.diagnostics.contains { $0.contains("did not place") }, "\(host.diagnostics)")
        }
    }

    /// An adaptive lazy grid measured at an infinite width (an `HStack` finds its children's
    /// flexibility so) trapped converting ∞ to `Int`; it is as wide as proposed.
    @Test func adaptiveLazyGridMeasuredAtInfinity() {
        let host = ViewHost(
            HStack {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
                    ForEach(0..<10) { Color.red.frame(height: 20).mark("cell \($0)") }
                }
            }, size: size(300, 400))
        expectFiniteFrames(host)
        #expect(host.frame(of: "cell 0")?.width == 54)
        #expect(host.sizeThatFits(.infinity).width == .infinity)
    }

    /// A custom layout that leaves `explicitAlignment` to its default merges its subviews'
    /// guides by placing them; a navigation bar below read the node being placed from an
    /// ambient variable, set by an earlier pass (here of a host already gone), and followed
    /// its freed ancestors. The bar now reads its own node, passed with its subviews.
    @Test func navigationStackInACustomLayoutInAGuideAlignedStack() {
        do {
            let earlier = ViewHost(NavigationStack { Color.red.navigationTitle("Earlier") }, device: .iPhone15Pro)
            earlier.layoutIfNeeded()
        }
        let host = ViewHost(
            VStack(alignment: .leading) {
                Passthrough {
                    NavigationStack { Color.red.mark("content").navigationTitle("Inbox") }
                }
                Color.blue.frame(width: 10, height: 10)
            }, device: .iPhone15Pro)
        expectFiniteFrames(host)
        #expect(host.frame(of: "content") != nil)
    }

    /// A `GeometryReader` took its spacing preferences from its content, which it builds
    /// only when placed: its first layout spaced it as a view of standard preferences, every
    /// later one as its content (a spacer prefers no gap), so resizing to another size and
    /// back moved it (random tree 624). Its preferences are the standard ones, whatever the
    /// content, so that the first layout is the one every later layout repeats.
    @Test func geometryReaderSpacingDoesNotDependOnItsContent() {
        let content = HStack {
            Color.red.frame(width: 10)
            GeometryReader { proxy in Spacer().frame(width: proxy.size.width / 2) }.mark("reader")
        }
        let host = ViewHost(content, size: size(390, 100))
        let first = host.frame(of: "reader")
        #expect(first == rect(18, 0, 372, 100))
        host.size = size(320, 100)
        #expect(host.frame(of: "reader") == rect(18, 0, 302, 100))
        host.size = size(390, 100)
        #expect(host.frame(of: "reader") == first)
    }

    /// A `GeometryReader` merged its content's explicit alignment guides into its own, but
    /// it builds the content only when placed: the first layout aligned it by its implicit
    /// guide, every later one by its content's (a bottom guide 20 points above the bottom
    /// moved it 20 points down and made the stack 20 points taller), so a resize to another
    /// size and back, or a same-value update, moved it (random trees 3120, 9580, 17151,
    /// 25755, 30513, 35868, 36066, 37929, 46384, 58784). It has no explicit guides, whatever
    /// the content, so that the first layout is the one every later layout repeats.
    @Test func geometryReaderAlignmentDoesNotDependOnItsContent() {
        let content = HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 50).mark("color")
            GeometryReader { _ in Color.blue.alignmentGuide(.bottom) { $0.height - 20 } }.mark("reader")
        }.mark("stack")
        let host = ViewHost(content, size: size(200, 100))
        #expect(host.frame(of: "reader") == rect(50, 0, 150, 100))
        #expect(host.frame(of: "stack") == rect(0, 0, 200, 100))
        host.size = size(150, 80)
        #expect(host.frame(of: "reader") == rect(50, 0, 100, 80))
        #expect(host.frame(of: "color") == rect(0, 0, 50, 80))
        host.size = size(200, 100)
        #expect(host.frame(of: "reader") == rect(50, 0, 150, 100))
        #expect(host.frame(of: "stack") == rect(0, 0, 200, 100))
    }

    /// A lazy stack or grid kept the lengths of the rows it measured at one height (width)
    /// when placed at another, so after a resize its length mixed stale rows and moved its
    /// siblings (hostile random tree 1138: square circles in a `LazyHStack` resized from 844
    /// to 568 points high). Placed at a new length across its axis, it measures its rows again
    /// and is as long as a fresh one: five 568-point squares and four 8-point gaps here.
    @Test(arguments: ["stack", "grid"])
    func lazyContainerResizedAcrossItsAxisRemeasuresItsRows(_ kind: String) {
        let content = HStack(spacing: 0) {
            Color.red.frame(width: 10).mark("leading")
            if kind == "stack" {
                LazyHStack { ForEach(0..<5) { _ in Circle().aspectRatio(1, contentMode: .fit) } }.mark("lazy")
            } else {
                LazyHGrid(rows: [GridItem(.flexible())]) {
                    ForEach(0..<5) { _ in Circle().aspectRatio(1, contentMode: .fit) }
                }.mark("lazy")
            }
        }
        let host = ViewHost(content, size: size(390, 844))
        // The stack overflows the window and is centred in it: (390 − 4,262) / 2 = −1,936.
        #expect(host.frame(of: "lazy") == rect(-1926, 0, 5 * 844 + 4 * 8, 844))
        host.size = size(320, 568)
        let fresh = ViewHost(content, size: size(320, 568))
        #expect(fresh.frame(of: "lazy") == rect(-1271, 0, 5 * 568 + 4 * 8, 568))
        #expect(host.frame(of: "lazy") == fresh.frame(of: "lazy"))
        #expect(host.frame(of: "leading") == fresh.frame(of: "leading"))
        #expect(host.layoutDescription() == fresh.layoutDescription())
    }

    /// A lazy stack answered every sizing probe with the lengths of its last placement, even
    /// a probe at another length across: an aspect ratio taken from its ideal size (rows
    /// proposed no width) changed after each placement, so every layout differed from the one
    /// before (random tree 94435; 56391 the same with a fixed-size scroll view as the row).
    /// Probed at another length across, it measures its realized rows at that length: the
    /// ideal size is five 10-point circles and four 8-point gaps at every layout.
    @Test func lazyStackProbedAtAnotherWidthAnswersTheSameAtEveryLayout() {
        let content = LazyVStack {
            ForEach(0..<5) { index in Circle().aspectRatio(contentMode: .fit).mark("row \(index)") }
        }.mark("stack").aspectRatio(contentMode: .fit).mark("ratio")
        let host = ViewHost(content, size: size(300, 300))
        // The stack is proposed 300 × 10 / 82 = 36.59 points wide (pixel-rounded frames: 36),
        // and is as tall as five 36.59-point rows and four gaps: 214.93, centred at 42.54.
        let first = host.layoutDescription()
        #expect(host.frame(of: "ratio") == rect(132, 43, 36, 214))
        #expect(host.frame(of: "stack") == rect(132, 43, 36, 214))
        #expect(host.frame(of: "row 0") == rect(132, 43, 36, 36))
        host.layOutAgain()
        #expect(host.layoutDescription() == first)
    }

    /// A lazy stack proposed no width is as wide as its widest realized row, but before its
    /// first placement it had no rows as subviews and answered 0: a `ViewThatFits` in the rows
    /// of a scrolled lazy stack chose a candidate holding one in the first layout (it fit) and
    /// the next candidate in every later one, and each row realized later chose the first
    /// again, so no two layouts were the same (random tree 75080). Before its first placement
    /// it measures the row it realizes to estimate its length: the text's 425 points (of the
    /// test text engine) at every layout, so the padded candidate (567 points) never fits in
    /// 390 and every row is the 10-point color.
    @Test func lazyStackIdealWidthIsTheSameBeforeAndAfterItsFirstPlacement() {
        let text = "A longer line of text that wraps when it is narrow"
        let stack = LazyVStack { ForEach(0..<3, id: \.self) { _ in Text(text) } }
        let alone = ViewHost(stack, size: size(390, 844))
        #expect(alone.sizeThatFits(.unspecified).width == 425)
        alone.layoutIfNeeded()
        #expect(alone.sizeThatFits(.unspecified).width == 425)
        let content = ScrollView(.vertical) {
            LazyVStack {
                ForEach(0..<32, id: \.self) { index in
                    ViewThatFits { stack.padding(71).mark("padded"); Color.red.mark("color \(index)") }
                }
            }.mark("rows")
        }
        let host = ViewHost(content, size: size(390, 844))
        let first = host.layoutDescription()
        #expect(host.frame(of: "rows") == rect(0, 0, 390, 32 * 10 + 31 * 8))
        #expect(host.frame(of: "color 0") == rect(0, 0, 390, 10))
        #expect(host.frame(of: "color 31") == rect(0, 558, 390, 10))
        #expect(host.frames(of: "padded").isEmpty)
        host.layOutAgain()
        #expect(host.layoutDescription() == first)
    }

    /// A vertical scroll view is as wide as its content (swiftuifieldguide.com/layout/scrollview),
    /// and it was the container of `containerRelativeFrame` at its proposed width when sized
    /// but at its frame's width when placed: rows as wide as the container made the content,
    /// and so the frame, wider at every layout (random tree 2518 grew to 10¹⁹ points). The
    /// container's width is the proposed one in both passes: eleven 390-point rows.
    @Test func containerRelativeRowsInAScrollViewThatHugsThem() {
        let content = ScrollView(.vertical) {
            LazyHStack {
                ForEach(0..<11) { index in
                    Rectangle().frame(width: 141, height: 76).containerRelativeFrame(.horizontal).mark("row \(index)")
                }
            }.mark("stack")
        }
        let host = ViewHost(content, size: size(390, 844))
        let width: CGFloat = 11 * 390 + 10 * 8
        #expect(host.frame(of: "stack") == rect((390 - width) / 2, 0, width, 76))
        #expect(host.frame(of: "row 0")?.size == CGSize(width: 390, height: 76))
        let first = host.layoutDescription()
        host.layOutAgain()
        #expect(host.layoutDescription() == first)
    }

    /// A frame of fixed width and height proposes its child the same whatever its own
    /// proposal, so a stack that placed it again with another proposal left its subviews
    /// alone, and their recorded proposals were brought up to date when the layout
    /// description read them: after the layout pass, with no container known, so a
    /// `containerRelativeFrame` below took its proposal for its container and was 73 points
    /// wide, half of 146, instead of half the 300-point window (hostile random tree 83419, in
    /// the first layout only). The refresh places the subviews in the containers the pass
    /// placed them in: 150 points, centred in the 146-point frame.
    @Test func containerRelativeFrameKeepsItsContainerWhenItsProposalIsRefreshed() {
        let content = HStack {
            Circle().containerRelativeFrame(.horizontal) { length, _ in length / 2 }.mark("relative")
                .frame(width: 146, height: 21).mark("frame")
            HStack { LazyHStack { ForEach(0..<5, id: \.self) { _ in Spacer(minLength: 26) } } }
        }
        let host = ViewHost(content, size: size(300, 300))
        let description = host.layoutDescription()
        // The stack is 308 points wide and overflows the window: centred at −4.
        #expect(host.frame(of: "frame") == rect(-4, 140, 146, 21))
        #expect(host.frame(of: "relative") == rect(-6, 140, 150, 21))
        let reference = ViewHost(content, size: size(300, 300))
        reference.usesReferenceLayout = true
        #expect(reference.layoutDescription() == description)
    }

    /// An `@Observable` model that changes after its host is gone (a window closed while a
    /// load is in flight), on the main thread or another one, changes nothing and reads no
    /// freed memory (the address sanitizer run checks the latter).
    @Test func observableChangeAfterTheHostIsGone() async {
        let model = LateModel()
        do {
            let host = ViewHost(LateModelView(model: model), size: size(100, 100))
            host.layoutIfNeeded()
            #expect(host.frame(of: "value")?.width == 10)
        }
        model.value = 1
        await Task.detached { model.value = 2 }.value
        #expect(model.value == 2)
    }

    /// The same with `@State` reached through a closure the view handed out.
    @Test func stateChangeAfterTheHostIsGone() async {
        let handle = LateStateHandle()
        do {
            let host = ViewHost(LateStateView(handle: handle), size: size(100, 100))
            host.layoutIfNeeded()
        }
        handle.change()
        let change = handle.change
        await Task.detached { await MainActor.run { change() } }.value
        #expect(handle.changes == 2)
    }
}

/// A layout that proposes an infinite size to its one subview, for sizing and for placement.
struct ProposingInfinity: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .infinity) }
    }
}

private struct InfinityProbe: View {
    let kind: String

    var body: some View {
        switch kind {
        case "circle": Circle().mark("probe")
        case "scroll": ScrollView { Color.red.frame(height: 30) }.mark("probe")
        case "padded circle": Circle().padding(5).mark("probe")
        default: ScrollView { Color.red.frame(height: 30) }.padding(5).mark("probe")
        }
    }
}

private struct GridCells: View {
    let count: Int

    var body: some View {
        ForEach(0..<count, id: \.self) { Color.green.frame(height: 20).mark("cell \($0)") }
    }
}

/// Two hosts of different content types behind one interface.
@MainActor
private struct AnyHost {
    let frame: (String) -> CGRect?
    let diagnostics: [String]
    /// The top of the content (the grid is centred in the window).
    let top: CGFloat

    init<V: View>(_ host: ViewHost<V>) {
        host.layoutIfNeeded()
        frame = { host.frame(of: $0) }
        diagnostics = host.diagnostics
        top = host.frame(of: "cell 0")?.minY ?? 0
    }
}

@Observable
private final class LateModel: @unchecked Sendable {
    var value = 0
}

private struct LateModelView: View {
    let model: LateModel

    var body: some View {
        Color.red.frame(width: CGFloat(10 + model.value), height: 10).mark("value")
    }
}

@MainActor
private final class LateStateHandle {
    var change: @MainActor () -> Void = {}
    var changes = 0
}

private struct LateStateView: View {
    let handle: LateStateHandle
    @State private var count = 0

    var body: some View {
        handle.change = {
            handle.changes += 1
            count += 1
        }
        return Color.red.frame(width: CGFloat(10 + count), height: 10)
    }
}
