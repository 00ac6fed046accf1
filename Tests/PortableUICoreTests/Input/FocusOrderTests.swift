import Foundation
import Testing
@testable import PortableUICore

/// A column that places its subviews bottom up: the first written is the lowest.
private struct BottomUpColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: CGFloat(subviews.count) * 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let y = bounds.maxY - CGFloat(index + 1) * 40
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: 100, height: 40))
        }
    }
}

/// A focusable square marked `name`.
private struct Stop: View {
    let name: String
    var width: CGFloat = 80
    var height: CGFloat = 40
    var body: some View {
        Color.gray.frame(width: width, height: height).focusable().accessibilityIdentifier(name)
    }
}

/// Tab and Shift-Tab follow reading order by geometry within each container (``FocusOrder``),
/// the arrow keys move focus geometrically in a window with a `focusSection()`, and a view
/// Tab reaches inside a scroll view is scrolled into view.
@MainActor
struct FocusOrderTests {
    private let window = CGSize(width: 400, height: 300)

    /// The identifiers focused after each of `count` presses of `key`.
    private func sequence<V: View>(_ host: ViewHost<V>, _ count: Int, _ key: KeyEquivalent = .tab, shift: Bool = false) -> [String] {
        (0..<count).map { _ in
            host.pressKey(key, modifiers: shift ? .shift : [])
            return host.focusedIdentifier ?? "none"
        }
    }

    @Test func tabFollowsTheRowsOfALayoutThatPlacesItsSubviewsBottomUp() {
        let host = ViewHost(BottomUpColumn { Stop(name: "first"); Stop(name: "second"); Stop(name: "third") }, size: window)
        #expect(sequence(host, 4) == ["third", "second", "first", "third"])
        #expect(sequence(host, 3, shift: true) == ["first", "second", "third"])
    }

    /// An overlay's button at the top trailing corner is read on the first row, after the
    /// view at its leading end: not after everything under it, where the view tree puts it.
    @Test func anOverlayIsReadWhereItIsPlaced() {
        let content = VStack(alignment: .leading, spacing: 20) {
            Stop(name: "title")
            Stop(name: "body")
        }
        .frame(width: 300, height: 200, alignment: .topLeading)
        .overlay(alignment: .topTrailing) { Stop(name: "close", width: 40) }
        let host = ViewHost(content, size: window)
        #expect(sequence(host, 4) == ["title", "close", "body", "title"])
    }

    /// Within a row, leading to trailing; in a right-to-left layout that is right to left,
    /// the order the row's views are written in.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func aRowIsReadFromItsLeadingEnd(_ direction: LayoutDirection) {
        let row = HStack(spacing: 10) {
            Stop(name: "a")
            Stop(name: "b")
            Stop(name: "c")
        }
        .environment(\.layoutDirection, direction)
        let host = ViewHost(row, size: window)
        #expect(sequence(host, 3) == ["a", "b", "c"])
        #expect((host.frame(of: "a")!.minX < host.frame(of: "c")!.minX) == (direction == .leftToRight))
    }

    /// Views side by side at different heights are read row by row across both columns.
    @Test func twoColumnsAreReadRowByRow() {
        let columns = HStack(alignment: .top, spacing: 20) {
            VStack(spacing: 20) { Stop(name: "left1"); Stop(name: "left2") }
            VStack(spacing: 20) { Stop(name: "right1"); Stop(name: "right2") }
        }
        let host = ViewHost(columns, size: window)
        #expect(sequence(host, 4) == ["left1", "right1", "left2", "right2"])
    }

    /// A scroll view and a focus section are containers: their stops are read together, where
    /// the container comes in reading order.
    @Test(arguments: [true, false])
    func aContainersStopsAreReadTogether(_ scrolls: Bool) {
        let column = VStack(spacing: 20) { Stop(name: "inner1"); Stop(name: "inner2"); Stop(name: "inner3") }
        let container = Group {
            if scrolls {
                AnyView(ScrollView { column }.frame(width: 100, height: 180))
            } else {
                AnyView(column.frame(width: 100, height: 180).focusSection())
            }
        }
        let screen = HStack(alignment: .top, spacing: 20) {
            container
            VStack(spacing: 20) { Stop(name: "outer1"); Stop(name: "outer2") }
        }
        let host = ViewHost(screen, size: window)
        #expect(sequence(host, 6) == ["inner1", "inner2", "inner3", "outer1", "outer2", "inner1"])
    }

    /// The screen of the arrow-key tests: a column A, B, C; beside it a focus section, as tall
    /// as the column, with D at its top; beyond it F, level with C.
    private struct SectionScreen: View {
        var body: some View {
            HStack(alignment: .top, spacing: 40) {
                VStack(spacing: 20) { Stop(name: "A"); Stop(name: "B"); Stop(name: "C") }
                VStack { Stop(name: "D") }.frame(width: 100, height: 160, alignment: .top).focusSection()
                Stop(name: "F").padding(.top, 120)
            }
        }
    }

    @Test func tabReadsTheSectionWithItsRow() {
        let host = ViewHost(SectionScreen(), size: window)
        // A's row ends above the section's middle; B, C, the section and F share the next.
        #expect(sequence(host, 6) == ["A", "B", "C", "D", "F", "A"])
    }

    /// Each row: the stop focused first (by Tab presses), the arrows pressed, the stops they focus.
    @Test(arguments: [
        (3, [KeyEquivalent.rightArrow], ["D"]),  // C's beam meets the section before F: into it, to D
        (3, [.rightArrow, .rightArrow], ["D", "F"]),  // from inside the section, F is the only stop that way
        (5, [.leftArrow], ["D"]),  // from F, the section is nearer than C: its stop nearest F
        (1, [.downArrow, .downArrow, .downArrow], ["B", "C", "C"]),  // nothing below C: focus stays
        (3, [.upArrow, .upArrow], ["B", "A"]),
        (4, [.leftArrow], ["A"]),  // from D, A is level with it
    ])
    func arrowsMoveToTheNearestStopOrIntoASection(tabs: Int, arrows: [KeyEquivalent], expected: [String]) {
        let host = ViewHost(SectionScreen(), size: window)
        _ = sequence(host, tabs)
        #expect(arrows.map { arrow in
            host.pressKey(arrow)
            return host.focusedIdentifier ?? "none"
        } == expected)
    }

    @Test func arrowsMoveNoFocusWithoutASection() {
        let host = ViewHost(VStack { Stop(name: "top"); Stop(name: "bottom") }, size: window)
        #expect(sequence(host, 1) == ["top"])
        #expect(!host.pressKey(.downArrow))
        #expect(host.focusedIdentifier == "top")
    }

    /// Rows of 40 points in a scroll view 100 points tall: Tab to a row below the bottom edge
    /// scrolls by the least amount that shows it whole; Shift-Tab back to one above the top
    /// edge scrolls it to the top; wrapping to the last row scrolls to the end.
    @Test func tabScrollsTheFocusedViewIntoView() {
        let list = VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10) { Stop(name: "row\($0)", width: 200) }
                }
            }
            .accessibilityIdentifier("rows")
            .frame(width: 200, height: 100)
            Spacer()
        }
        let host = ViewHost(list, size: window)
        var offsets: [CGFloat] = []
        func press(_ count: Int, shift: Bool = false) -> [String] {
            (0..<count).map { _ in
                host.pressKey(.tab, modifiers: shift ? .shift : [])
                offsets.append(host.contentOffset(of: "rows")?.y ?? -1)
                return host.focusedIdentifier ?? "none"
            }
        }
        #expect(press(4) == ["row0", "row1", "row2", "row3"])
        #expect(offsets == [0, 0, 20, 60])
        offsets = []
        #expect(press(4, shift: true) == ["row2", "row1", "row0", "row9"])
        #expect(offsets == [60, 40, 0, 300])
        #expect(host.frame(of: "row9") == CGRect(x: 100, y: 60, width: 200, height: 40))
    }

    /// In a scroll view inside another, both scroll: the inner one shows the row, the outer
    /// one shows the inner one's part where the row is.
    @Test func nestedScrollViewsBothScroll() {
        let inner = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<5) { Stop(name: "inner\($0)", width: 100) }
            }
        }
        .accessibilityIdentifier("inner")
        .frame(width: 100, height: 80)
        let outer = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 150)
                inner
            }
        }
        .accessibilityIdentifier("outer")
        .frame(width: 100, height: 100)
        let host = ViewHost(VStack { outer; Spacer() }, size: window)
        #expect(sequence(host, 3) == ["inner0", "inner1", "inner2"])
        // inner2 is at 80-120 in the inner content: the inner scrolls 40; the row is then at
        // 40-80 of the inner view, 190-230 of the outer content: the outer scrolls 130.
        #expect(host.contentOffset(of: "inner")?.y == 40)
        #expect(host.contentOffset(of: "outer")?.y == 130)
    }
}
