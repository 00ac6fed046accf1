import Foundation
import Testing
@testable import PortableUICore

/// What the transaction of a change says about where it came from (`isContinuous`,
/// `tracksVelocity`) and how scroll views take it (`scrollTargetAnchor`,
/// `scrollContentOffsetAdjustmentBehavior`); the properties with no effect here keep their
/// documented defaults.
@MainActor
struct TransactionContextTests {
    /// Source: Apple's documentation of the four properties ("The default value is
    /// `.interactive`" for `dismissBehavior`; the others are unset or off by default, and
    /// `scrollContentOffsetAdjustmentBehavior` lets the scroll view adjust, `.automatic`).
    @Test func defaults() {
        let transaction = Transaction()
        #expect(transaction.scrollTargetAnchor == nil)
        #expect(transaction.scrollContentOffsetAdjustmentBehavior == .automatic)
        #expect(transaction.scrollPositionUpdatePreservesVelocity == false)
        #expect(transaction.dismissBehavior.isDestructive == false)
        var changed = transaction
        changed.scrollTargetAnchor = .bottom
        changed.scrollContentOffsetAdjustmentBehavior = .disabled
        changed.scrollPositionUpdatePreservesVelocity = true
        changed.dismissBehavior = .destructive
        #expect(changed.scrollTargetAnchor == .bottom)
        #expect(changed.scrollContentOffsetAdjustmentBehavior == .disabled)
        #expect(changed.scrollPositionUpdatePreservesVelocity)
        #expect(changed.dismissBehavior.isDestructive)
        #expect(withTransaction(\.dismissBehavior, .destructive) { Transaction.current.dismissBehavior.isDestructive })
    }

    // MARK: Continuous changes

    /// A value whose binding records the transaction each change is made in.
    private final class Recorder {
        var value = 0.0
        var continuous: [Bool] = []
        var binding: Binding<Double> {
            Binding(get: { self.value }, set: { self.value = $0; self.continuous.append(Transaction.current.isContinuous) })
        }
    }

    /// Source: Apple's documentation of `Transaction.isContinuous` ("Continuous actions include
    /// things like dragging a slider"). The slider is 227 wide with a 27-point thumb: the track
    /// runs from 13.5 to 213.5 (as in ControlTests.sliderFollowsThePointer).
    @Test func aSliderDragIsContinuous() {
        let recorder = Recorder()
        let host = ViewHost(Slider(value: recorder.binding, in: 0...10), size: CGSize(width: 227, height: 30))
        host.press(at: CGPoint(113.5, 15))
        host.movePointer(to: CGPoint(163.5, 15))
        host.release(at: CGPoint(163.5, 15))
        #expect(recorder.value == 7.5)
        #expect(recorder.continuous == [true, true])
        #expect(Transaction.current.isContinuous == false)
    }

    /// A binding with no transaction of its own sets in the current one; one made with
    /// `.animation(_:)` sets in its own. Source: Apple's documentation of `Binding.transaction`
    /// and `Binding.animation(_:)` ("Specifies an animation to perform when the binding value
    /// changes").
    @Test func aBindingSetsInTheCurrentTransactionUnlessItHasItsOwn() {
        var seen: [Animation?] = []
        let binding = Binding<Int>(get: { 0 }, set: { _, transaction in seen.append(transaction.animation) })
        withAnimation(.linear(duration: 1)) { binding.wrappedValue = 1 }
        withAnimation(.linear(duration: 1)) { binding.animation(.linear(duration: 2)).wrappedValue = 1 }
        binding.wrappedValue = 1
        #expect(seen == [.linear(duration: 1), .linear(duration: 2), nil])
    }

    /// Source: Apple's documentation of `Transaction.tracksVelocity` ("Gesture onChanged and
    /// updating callbacks automatically set this property to true"); `onEnded` is not named,
    /// and its change is the one an animation takes over from.
    @Test func gestureChangesTrackVelocity() {
        struct Dragger: View {
            let log: EventLog
            @GestureState private var offset: CGFloat = 0
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating($offset) { value, offset, transaction in
                                offset = value.translation.width
                                log("updating \(transaction.tracksVelocity)")
                            }
                            .onChanged { _ in log("changed \(Transaction.current.tracksVelocity)") }
                            .onEnded { _ in log("ended \(Transaction.current.tracksVelocity)") })
            }
        }
        let log = EventLog()
        let host = ViewHost(Dragger(log: log), size: CGSize(width: 100, height: 100))
        host.press(at: CGPoint(10, 10))
        host.movePointer(to: CGPoint(30, 10))
        host.release(at: CGPoint(30, 10))
        #expect(log.take() == ["updating true", "changed true", "updating true", "changed true", "ended false"])
    }

    // MARK: Scrolling

    /// 100 rows of 50 points in a 400-point scroll view; `probe` scrolls to row 40 inside a
    /// transaction anchored at `anchor`, with `explicit` as `scrollTo`'s own anchor.
    private struct Rows: View {
        let probe: Probe
        let anchor: UnitPoint?
        let explicit: UnitPoint?
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Color.red.frame(height: 50).id($0).accessibilityIdentifier("row\($0)") }
                    }
                }
                .onAppear {
                    probe.actions["scroll"] = {
                        withTransaction(\.scrollTargetAnchor, anchor) { proxy.scrollTo(40, anchor: explicit) }
                    }
                }
            }
        }
    }

    /// Source: Apple's documentation of `Transaction.scrollTargetAnchor` (used with
    /// `ScrollViewProxy.scrollTo`). Row 40 spans 2000...2050: anchored at the top the offset is
    /// 2000, at the bottom 2050 − 400 = 1650, at the center 2025 − 200 = 1825; with no anchor
    /// the least scroll shows it at the bottom (1650); `scrollTo`'s own anchor wins (our rule,
    /// unverified: docs/differences.md); a NaN anchor counts as none.
    @Test(arguments: [
        (UnitPoint.top, nil, 2_000), (.bottom, nil, 1_650), (.center, nil, 1_825), (nil, nil, 1_650),
        (.bottom, UnitPoint.top, 2_000), (UnitPoint(x: .nan, y: .nan), nil, 1_650),
    ] as [(UnitPoint?, UnitPoint?, CGFloat)])
    func scrollToTakesTheTransactionsAnchor(anchor: UnitPoint?, explicit: UnitPoint?, offset: CGFloat) {
        let probe = Probe()
        let host = ViewHost(Rows(probe: probe, anchor: anchor, explicit: explicit), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        probe.run("scroll")
        #expect(host.contentOffset() == CGPoint(x: 0, y: offset))
    }

    /// Source: Apple's documentation of `Transaction.scrollTargetAnchor`, whose example sets a
    /// `scrollPosition(id:)` binding inside `withTransaction(\.scrollTargetAnchor, .bottom)`.
    /// Row 300 of 1000 lazy rows of 50 spans 15000...15050 in a 400-point view: at the bottom
    /// the offset is 15050 − 400 = 14650; without the transaction, the top (15000).
    @Test(arguments: [(UnitPoint?.some(.bottom), CGFloat(14_650)), (nil, 15_000)])
    func scrollPositionTakesTheTransactionsAnchor(anchor: UnitPoint?, offset: CGFloat) {
        struct Screen: View {
            @State var position: Int?
            let probe: Probe
            let anchor: UnitPoint?
            var body: some View {
                probe.actions["jump"] = { withTransaction(\.scrollTargetAnchor, anchor) { position = 300 } }
                return ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<1_000, id: \.self) { Color.red.frame(height: 50).accessibilityIdentifier("row\($0)") }
                    }
                }
                .scrollPosition(id: $position)
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe, anchor: anchor), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        probe.run("jump")
        #expect(host.contentOffset() == CGPoint(x: 0, y: offset))
    }

    /// Source: Apple's documentation of `Transaction.scrollContentOffsetAdjustmentBehavior`
    /// ("when scrolled to the bottom, a scroll view may keep the bottom edge scrolled to the
    /// bottom when the overall size of its content changes. Use this property to disable these
    /// kinds of adjustments"). 20 rows of 50 in 400 points, anchored at the bottom: 600; two
    /// more rows keep the bottom (700) unless the change disables adjustments (600 stays).
    @Test(arguments: [(ScrollContentOffsetAdjustmentBehavior.automatic, CGFloat(700)), (.disabled, 600)])
    func contentOffsetAdjustmentsCanBeDisabled(behavior: ScrollContentOffsetAdjustmentBehavior, offset: CGFloat) {
        struct Chat: View {
            @State var count = 20
            let probe: Probe
            let behavior: ScrollContentOffsetAdjustmentBehavior
            var body: some View {
                probe.actions["more"] = { withTransaction(\.scrollContentOffsetAdjustmentBehavior, behavior) { count += 2 } }
                return ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { _ in Color.gray.frame(width: 100, height: 50) }
                    }
                }
                .defaultScrollAnchor(.bottom)
            }
        }
        let probe = Probe()
        let host = ViewHost(Chat(probe: probe, behavior: behavior), size: CGSize(width: 100, height: 400))
        #expect(host.contentOffset()?.y == 600)
        probe.run("more")
        #expect(host.contentOffset()?.y == offset)
    }
}
