import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct GestureCompositionTests {
    private let center = CGPoint(100, 100)

    private func box<G: Gesture>(_ gesture: G) -> some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }

    @Test func simultaneousGestureReportsBothValues() async {
        let log = EventLog()
        let gesture = LongPressGesture(minimumDuration: 0.5).simultaneously(with: TapGesture())
            .onEnded { log("ended long \($0.first.map { "\($0)" } ?? "nil") tap \($0.second != nil)") }
        let host = ViewHost(box(gesture), size: window)
        host.tap(at: center)
        #expect(log.take() == ["ended long nil tap true"])
        host.press(at: center)
        await host.advance(by: 0.5)
        host.release(at: center)
        #expect(log.take() == ["ended long true tap true"])
    }

    @Test func sequencedGestureStartsTheSecondAfterTheFirstSucceeds() async {
        let log = EventLog()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): log("first \(pressing)")
                case .second(let pressed, let drag): log("second \(pressed) \(drag.map { "\($0.translation.width)" } ?? "nil")")
                }
            }
            .onEnded { _ in log("ended") }
        let host = ViewHost(box(gesture), size: window)
        host.press(at: center)
        host.movePointer(to: CGPoint(104, 100))
        await host.advance(by: 0.5)
        host.movePointer(to: CGPoint(134, 100))
        host.release(at: CGPoint(134, 100))
        #expect(log.take() == ["first true", "second true 0.0", "second true 30.0", "ended"])
    }

    @Test func sequencedGestureFailsWhenTheFirstFails() {
        let log = EventLog()
        let gesture = LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in log("ended") }
        let host = ViewHost(box(gesture), size: window)
        host.press(at: center)
        host.movePointer(to: CGPoint(150, 100))
        host.release(at: CGPoint(150, 100))
        #expect(log.take() == [])
    }

    @Test func exclusiveGestureGivesTheFirstPrecedence() async {
        let log = EventLog()
        let gesture = TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
            switch value {
            case .first: log("double")
            case .second: log("single")
            }
        }
        let host = ViewHost(box(gesture), size: window)
        host.tap(at: center)
        await host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.take() == ["double"])
        await host.advance(by: 1)
        host.tap(at: center)
        await host.advance(by: 0.5)
        #expect(log.take() == ["single"])
    }

    @Test func mapTransformsTheValue() {
        let log = EventLog()
        let host = ViewHost(box(TapGesture().map { "mapped" }.onEnded { log($0) }), size: window)
        host.tap(at: center)
        #expect(log.take() == ["mapped"])
    }

    @Test func anyGestureErasesTheType() {
        let log = EventLog()
        let host = ViewHost(box(AnyGesture(TapGesture().onEnded { log("tap") })), size: window)
        host.tap(at: center)
        #expect(log.take() == ["tap"])
    }

    @Test func customGestureUsesItsBody() {
        struct DoubleTap: Gesture {
            let log: EventLog
            var body: some Gesture { TapGesture(count: 2).onEnded { log("custom") } }
        }
        let log = EventLog()
        let host = ViewHost(box(DoubleTap(log: log)), size: window)
        host.tap(at: center)
        host.tap(at: center)
        #expect(log.take() == ["custom"])
    }
}

@MainActor
struct GestureArbitrationTests {
    private let center = CGPoint(100, 100)

    @Test func childGesturesWinOverParentGestures() {
        let log = EventLog()
        let host = ViewHost(
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log("child") } }
                .padding(50).contentShape(Rectangle()).onTapGesture { log("parent") },
            size: window)
        host.tap(at: center)
        #expect(log.take() == ["child"])
        host.tap(at: CGPoint(10, 10))
        #expect(log.take() == ["parent"])
    }

    @Test func parentDragTakesOverWhenTheChildTapFails() {
        let log = EventLog()
        let host = ViewHost(
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log("child") } }
                .gesture(DragGesture().onChanged { log("drag \($0.translation.width)") }),
            size: window)
        host.press(at: center)
        host.movePointer(to: CGPoint(108, 100))
        #expect(log.take() == [])
        host.movePointer(to: CGPoint(115, 100))
        host.release(at: CGPoint(115, 100))
        #expect(log.take() == ["drag 15.0"])
    }

    @Test func highPriorityGestureWinsOverTheChild() {
        let log = EventLog()
        let host = ViewHost(
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log("child") } }
                .highPriorityGesture(TapGesture().onEnded { log("parent") }),
            size: window)
        host.tap(at: center)
        #expect(log.take() == ["parent"])
    }

    @Test func simultaneousGestureRunsWithTheChild() {
        let log = EventLog()
        let host = ViewHost(
            VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log("child") } }
                .simultaneousGesture(TapGesture().onEnded { log("parent") }),
            size: window)
        host.tap(at: center)
        #expect(log.take() == ["child", "parent"])
    }

    @Test func gestureMaskEnablesTheGestureOrTheSubviews() {
        let log = EventLog()
        func host(_ mask: GestureMask) -> ViewHost<some View> {
            ViewHost(
                VStack { Color.red.frame(width: 100, height: 100).onTapGesture { log("child") } }
                    .simultaneousGesture(TapGesture().onEnded { log("parent") }, including: mask),
                size: window)
        }
        host(.gesture).tap(at: center)
        #expect(log.take() == ["parent"])
        host(.subviews).tap(at: center)
        #expect(log.take() == ["child"])
        host(.none).tap(at: center)
        #expect(log.take() == [])
    }

    @Test func disabledViewsIgnoreGestures() {
        let log = EventLog()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100).onTapGesture { log("tap") }.disabled(true), size: window)
        host.tap(at: center)
        #expect(log.take() == [])
    }

    @Test func aClaimingDragCancelsThePressInsideItOnceItMovesFarEnough() {
        struct Pressable: View {
            let log: EventLog
            @GestureState var pressed = false
            var body: some View {
                log("pressed \(pressed)")
                return Color.red.frame(width: 100, height: 100)
                    .gesture(
                        ButtonPressGesture().updating($pressed) { value, state, _ in state = value }
                            .onEnded { _ in log("action") })
            }
        }
        let log = EventLog()
        let host = ViewHost(
            VStack { Pressable(log: log) }.claimingGesture(
                DragGesture().onChanged { log("scroll \($0.translation.height)") }),
            size: window)
        #expect(log.take() == ["pressed false"])
        host.press(at: center)
        host.movePointer(to: CGPoint(100, 105))
        #expect(log.take() == ["pressed true"])
        host.movePointer(to: CGPoint(100, 120))
        #expect(log.take() == ["scroll 20.0", "pressed false"])
        host.release(at: CGPoint(100, 120))
        #expect(log.take() == [])
        host.tap(at: center)
        #expect(log.take() == ["pressed true", "action", "pressed false"])
    }

    /// The article's "add to cart" problem: a view with tap and long-press gestures must not
    /// keep a scroll view from scrolling when the drag starts on it.
    @Test func tapAndLongPressGesturesDoNotBlockAClaimingDrag() async {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 100, height: 100)
                    .onTapGesture { log("tap") }
                    .onLongPressGesture { log("long") }
            }.claimingGesture(DragGesture().onChanged { log("scroll \($0.translation.height)") }),
            size: window)
        host.press(at: center)
        host.movePointer(to: CGPoint(100, 130))
        await host.advance(by: 1)
        host.release(at: CGPoint(100, 130))
        #expect(log.take() == ["scroll 30.0"])
        host.tap(at: center)
        #expect(log.take() == ["tap"])
    }

    @Test func scrollWheelGoesToTheInnermostHandlerThatTakesIt() {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 100, height: 100).onScrollWheel { log("inner \($0.height)"); return $0.height > 0 }
            }.onScrollWheel { log("outer \($0.height)"); return true }, size: window)
        #expect(host.scrollWheel(by: CGSize(width: 0, height: 5), at: center))
        #expect(log.take() == ["inner 5.0"])
        #expect(host.scrollWheel(by: CGSize(width: 0, height: -5), at: center))
        #expect(log.take() == ["inner -5.0", "outer -5.0"])
        #expect(!host.scrollWheel(by: CGSize(width: 0, height: 5), at: CGPoint(5, 5)))
    }

    @Test func hoverReportsEnteringMovingAndLeaving() {
        let log = EventLog()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .onHover { log("hover \($0)") }
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): log("at \(fmt(point))")
                    case .ended: log("ended")
                    }
                }, size: window)
        host.movePointer(to: CGPoint(60, 60))
        host.movePointer(to: CGPoint(70, 60))
        host.movePointer(to: CGPoint(10, 10))
        #expect(log.take().sorted() == ["at 10,10", "at 20,10", "ended", "hover false", "hover true"])
        host.movePointer(to: CGPoint(60, 60))
        host.pointerExited()
        #expect(log.take().sorted() == ["at 10,10", "ended", "hover false", "hover true"])
    }
}
