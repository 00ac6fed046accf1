import Foundation
import Testing
@testable import PortableUICore

/// `defaultScrollAnchor(_:)` and `defaultScrollAnchor(_:for:)`: the rules are Apple's
/// documentation of `ScrollAnchorRole` (initial offset, size changes, alignment); the offsets
/// follow from the content's overflow.
@MainActor
struct ScrollAnchorTests {
    private struct Rows: View {
        let count: Int
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in Color.gray.frame(width: 100, height: 50) }
            }
            .accessibilityIdentifier("content")
        }
    }

    private struct Chat: View {
        @State var count = 20
        let anchor: UnitPoint?
        let role: ScrollAnchorRole?
        var body: some View {
            let scroll = ScrollView { Rows(count: count) }
                .overlay { Button("more") { count += 2 }.accessibilityIdentifier("more") }
            if let role {
                scroll.defaultScrollAnchor(anchor, for: role)
            } else {
                scroll.defaultScrollAnchor(anchor)
            }
        }
    }

    // 20 rows of 50 in a 400-point view: 600 points of overflow.
    @Test(arguments: [
        (nil, 0), (UnitPoint.top, 0), (.center, 300), (.bottom, 600), (UnitPoint(x: 0, y: 0.25), 150),
        (UnitPoint(x: .nan, y: .nan), 0), (UnitPoint(x: 0, y: .infinity), 0), (UnitPoint(x: 0, y: 2), 600),
    ] as [(UnitPoint?, CGFloat)])
    func initialOffset(anchor: UnitPoint?, offset: CGFloat) {
        let host = ViewHost(Chat(anchor: anchor, role: nil), size: CGSize(width: 100, height: 400))
        #expect(host.contentOffset() == CGPoint(x: 0, y: offset))
    }

    @Test func theBottomStaysInViewAsContentArrives() {
        let host = ViewHost(Chat(anchor: .bottom, role: nil), size: CGSize(width: 100, height: 400))
        #expect(host.contentOffset()?.y == 600)
        #expect(host.tap(on: "more"))
        #expect(host.contentOffset()?.y == 700)
        // Scrolled up by hand, the offset still moves by the growth: the same rows stay in view
        // relative to the end.
        host.scroll(to: CGPoint(x: 0, y: 200))
        #expect(host.tap(on: "more"))
        #expect(host.contentOffset()?.y == 300)
    }

    @Test func onlyTheGivenRoleIsAnchored() {
        let initial = ViewHost(Chat(anchor: .bottom, role: .initialOffset), size: CGSize(width: 100, height: 400))
        #expect(initial.contentOffset()?.y == 600)
        #expect(initial.tap(on: "more"))
        #expect(initial.contentOffset()?.y == 600)
        let changes = ViewHost(Chat(anchor: .bottom, role: .sizeChanges), size: CGSize(width: 100, height: 400))
        #expect(changes.contentOffset()?.y == 0)
        changes.scroll(to: CGPoint(x: 0, y: 600))
        #expect(changes.tap(on: "more"))
        #expect(changes.contentOffset()?.y == 700)
    }

    /// Content shorter than the view is moved by the anchor's fraction of the room left (two
    /// rows, 100 points, in 400: 300 points of room). Across the scroll axis the content is
    /// proposed the view's width and centred, as without an anchor.
    @Test(arguments: [
        (nil, CGPoint(x: 50, y: 0)), (UnitPoint.bottom, CGPoint(x: 50, y: 300)), (.center, CGPoint(x: 50, y: 150)),
        (UnitPoint(x: 1, y: 0.25), CGPoint(x: 50, y: 75)),
    ] as [(UnitPoint?, CGPoint)])
    func shortContentIsAligned(anchor: UnitPoint?, origin: CGPoint) {
        let host = ViewHost(
            ScrollView { Rows(count: 2) }.defaultScrollAnchor(anchor, for: .alignment), size: CGSize(width: 200, height: 400))
        #expect(host.frame(of: "content")?.origin == origin)
        #expect(host.contentOffset() == .zero)
    }

    @Test func emptyContentStaysAtRest() {
        let host = ViewHost(ScrollView { EmptyView() }.defaultScrollAnchor(.bottom), size: CGSize(width: 200, height: 400))
        #expect(host.contentOffset() == .zero)
    }
}

/// `scrollDismissesKeyboard(_:)` on a desktop: `.immediately` ends the focused text field's
/// editing when scrolling starts (Apple: "Dismiss the keyboard as soon as scrolling starts");
/// other modes keep it.
@MainActor
struct ScrollDismissesKeyboardTests {
    private struct Form: View {
        @State private var text = ""
        var body: some View {
            VStack(spacing: 0) {
                TextField("Name", text: $text).accessibilityIdentifier("name")
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<30, id: \.self) { _ in Color.gray.frame(height: 50) }
                    }
                }
            }
        }
    }

    @Test(arguments: [
        (ScrollDismissesKeyboardMode.immediately, false), (.automatic, true), (.never, true), (.interactively, true),
    ])
    func wheelScrolling(mode: ScrollDismissesKeyboardMode, keepsFocus: Bool) {
        let host = ViewHost(Form().scrollDismissesKeyboard(mode), size: CGSize(width: 300, height: 400))
        #expect(host.tap(on: "name"))
        #expect(host.focusedIdentifier == "name")
        #expect(host.scrollWheel(by: CGSize(width: 0, height: 40), at: CGPoint(x: 150, y: 300)))
        #expect((host.focusedIdentifier == "name") == keepsFocus)
    }

    @Test func aDragEndsEditingImmediately() async {
        let host = ViewHost(Form().scrollDismissesKeyboard(.immediately), size: CGSize(width: 300, height: 400))
        #expect(host.tap(on: "name"))
        await host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 150), duration: 0.2)
        #expect(host.focusedIdentifier == nil)
        #expect(EnvironmentValues().scrollDismissesKeyboardMode == .automatic)
    }
}

/// `scrollClipDisabled(_:)`: the content is drawn past the scroll view's bounds (no viewport
/// clip around it); hit testing stays within the bounds.
@MainActor
struct ScrollClipTests {
    private func host(disabled: Bool?) -> ViewHost<some View> {
        let scroll = ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<5, id: \.self) { _ in Color.red.frame(width: 100, height: 40) } }
        }
        .frame(width: 200, height: 40)
        let view: AnyView = disabled.map { AnyView(scroll.scrollClipDisabled($0)) } ?? AnyView(scroll)
        return ViewHost(view.frame(width: 400, height: 100), size: CGSize(width: 400, height: 100))
    }

    private func hasViewport(_ list: DisplayList) -> Bool {
        list.items.contains { item in
            guard case .group(let effect, let inner) = item else { return false }
            if case .scrollViewport = effect { return true }
            return hasViewport(inner)
        }
    }

    @Test(arguments: [(nil, true), (false, true), (true, false)] as [(Bool?, Bool)])
    func clipping(disabled: Bool?, clips: Bool) {
        let host = host(disabled: disabled)
        let list = host.displayList()
        #expect(hasViewport(list) == clips)
        // Five 100-point squares from x = 100: three of them lie outside the 200-point view.
        #expect(list.bounds?.maxX == (clips ? 300 : 600))
    }
}
