import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct GestureTests {
    private let center = CGPoint(100, 100)

    private func box<G: Gesture>(_ gesture: G) -> some View {
        Color.red.frame(width: 100, height: 100).gesture(gesture)
    }

    @Test func tapRecognizesAPressReleasedNearby() {
        let log = EventLog()
        let host = ViewHost(box(TapGesture().onEnded { log("tap") }), size: window)
        host.tap(at: center)
        #expect(log.take() == ["tap"])
        host.press(at: center)
        host.movePointer(to: CGPoint(115, 100))
        host.release(at: CGPoint(115, 100))
        #expect(log.take() == [])
        host.tap(at: CGPoint(10, 10))
        #expect(log.take() == [])
    }

    @Test func doubleTapNeedsTwoTapsWithinTheInterval() async {
        let log = EventLog()
        let host = ViewHost(box(TapGesture(count: 2).onEnded { log("double") }), size: window)
        host.tap(at: center)
        await host.advance(by: 0.2)
        host.tap(at: center)
        #expect(log.take() == ["double"])
        host.tap(at: center)
        await host.advance(by: 0.4)
        host.tap(at: center)
        #expect(log.take() == [])
    }

    @Test func doubleTapHasPriorityOverSingleTapOnTheSameView() async {
        let log = EventLog()
        let view = Color.red.frame(width: 100, height: 100)
            .onTapGesture(count: 2) { log("double") }
            .onTapGesture { log("single") }
        let host = ViewHost(view, size: window)
        host.tap(at: center)
        #expect(log.take() == [])
        await host.advance(by: 0.1)
        host.tap(at: center)
        #expect(log.take() == ["double"])
        await host.advance(by: 1)
        host.tap(at: center)
        await host.advance(by: 0.3)
        #expect(log.take() == [])
        await host.advance(by: 0.1)
        #expect(log.take() == ["single"])
    }

    @Test func spatialTapReportsTheLocationInItsCoordinateSpace() {
        let log = EventLog()
        let host = ViewHost(
            box(SpatialTapGesture().onEnded { log("local \(fmt($0.location))") })
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { log("global \(fmt($0.location))") }),
            size: window)
        host.tap(at: CGPoint(60, 70))
        #expect(log.take() == ["local 10,20", "global 60,70"])
    }

    @Test func onTapGestureWithLocation() {
        let log = EventLog()
        let host = ViewHost(
            VStack {
                Color.red.frame(width: 100, height: 100).onTapGesture(coordinateSpace: .named("outer")) { log(fmt($0)) }
            }.padding(50).coordinateSpace(name: "outer"), size: window)
        host.tap(at: CGPoint(60, 70))
        #expect(log.take() == ["60,70"])
    }

    @Test func longPressIsRecognizedAfterItsMinimumDuration() async {
        let log = EventLog()
        let host = ViewHost(
            Color.red.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5, perform: { log("long") }, onPressingChanged: { log("pressing \($0)") }),
            size: window)
        host.press(at: center)
        #expect(log.take() == ["pressing true"])
        await host.advance(by: 0.4)
        #expect(log.take() == [])
        await host.advance(by: 0.1)
        #expect(log.take() == ["long", "pressing false"])
        host.release(at: center)
        #expect(log.take() == [])
    }

    @Test func longPressFailsWhenReleasedEarlyOrMovedTooFar() async {
        let log = EventLog()
        let host = ViewHost(
            box(LongPressGesture(minimumDuration: 1, maximumDistance: 5).onEnded { _ in log("long") }), size: window)
        host.press(at: center)
        await host.advance(by: 0.5)
        host.release(at: center)
        await host.advance(by: 1)
        host.press(at: center)
        host.movePointer(to: CGPoint(106, 100))
        await host.advance(by: 2)
        host.release(at: CGPoint(106, 100))
        #expect(log.take() == [])
    }

    @Test func longPressUpdatingGestureState() async {
        struct Pressable: View {
            let log: EventLog
            @GestureState var isDetecting = false
            var body: some View {
                log("detecting \(isDetecting)")
                return Color.red.frame(width: 100, height: 100)
                    .gesture(LongPressGesture(minimumDuration: 1).updating($isDetecting) { value, state, _ in state = value })
            }
        }
        let log = EventLog()
        let host = ViewHost(Pressable(log: log), size: window)
        #expect(log.take() == ["detecting false"])
        host.press(at: center)
        #expect(log.take() == ["detecting true"])
        await host.advance(by: 1)
        #expect(log.take() == ["detecting false"])
        host.release(at: center)
        #expect(log.take() == [])
    }

    @Test func dragActivatesAfterItsMinimumDistanceAndReportsTranslation() async {
        let log = EventLog()
        let drag = DragGesture(minimumDistance: 10)
            .onChanged { log("changed \($0.translation.width)") }
            .onEnded { log("ended \($0.translation.width) from \(fmt($0.startLocation))") }
        let host = ViewHost(box(drag), size: window)
        host.press(at: CGPoint(60, 60))
        host.movePointer(to: CGPoint(65, 60))
        #expect(log.take() == [])
        host.movePointer(to: CGPoint(70, 60))
        host.movePointer(to: CGPoint(90, 60))
        host.release(at: CGPoint(90, 60))
        #expect(log.take() == ["changed 10.0", "changed 30.0", "ended 30.0 from 10,10"])
    }

    @Test func dragMeasuresVelocityOverHostTime() async {
        var ended: DragGesture.Value?
        let host = ViewHost(box(DragGesture(coordinateSpace: .global).onEnded { ended = $0 }), size: window)
        await host.drag(from: CGPoint(60, 100), to: CGPoint(140, 100), duration: 0.5)
        let value = try! #require(ended)
        #expect(value.location == CGPoint(140, 100))
        #expect(abs(value.velocity.width - 160) < 0.001)
        #expect(abs(value.predictedEndTranslation.width - (80 + 160 * 0.5)) < 0.001)
    }

    @Test func dragWithoutMovementFailsAndMinimumDistanceZeroStartsAtOnce() {
        let log = EventLog()
        let host = ViewHost(
            box(DragGesture().onEnded { _ in log("far") })
                .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { log("zero \(fmt($0.location))") }),
            size: window)
        host.tap(at: CGPoint(60, 60))
        #expect(log.take() == ["zero 10,10"])
    }

    @Test func dragUpdatingGestureStateResetsWhenItEnds() async {
        struct Draggable: View {
            let log: EventLog
            @GestureState var offset: CGFloat = 0
            var body: some View {
                log("offset \(offset)")
                return Color.red.frame(width: 100, height: 100)
                    .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation.width })
            }
        }
        let log = EventLog()
        let host = ViewHost(Draggable(log: log), size: window)
        host.press(at: center)
        host.movePointer(to: CGPoint(120, 100))
        host.movePointer(to: CGPoint(130, 100))
        host.release(at: CGPoint(130, 100))
        #expect(log.take() == ["offset 0.0", "offset 20.0", "offset 30.0", "offset 0.0"])
    }
}
