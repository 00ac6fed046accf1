import Foundation
import Testing

@testable import PortableUICore

/// Momentum, rubber band and bounce (ScrollPhysics): exact offsets at host times.
///
/// The drags move at a constant speed (`ViewHost.drag` steps one frame at a time), so the
/// release velocity is exact: 200 points in 0.2 s is 1,000 points per second.
@MainActor
struct ScrollMomentumTests {
    private func makeHost(_ probe: Probe = Probe()) -> ViewHost<ButtonCatalog> {
        let host = ViewHost(ButtonCatalog(probe: probe, logsOffsets: true), size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        return host
    }

    private func offsetY<V: View>(_ host: ViewHost<V>) -> CGFloat {
        host.contentOffset()?.y ?? .nan
    }

    /// Runs `seconds` of frames (60 per second) on the host's clock without waiting in real
    /// time, as `advance(by:)` does, for long settles.
    private func settle<V: View>(
        _ host: ViewHost<V>, for seconds: Double, eachFrame: (ViewHost<V>) -> Void = { _ in }
    ) {
        let end = host.time + seconds
        while host.time < end {
            host.tick(to: Swift.min(host.time + 1.0 / 60, end))
            eachFrame(host)
        }
    }

    /// Flicks the content up by 200 points in 0.2 s (1,000 points per second).
    private func flickUp<V: View>(_ host: ViewHost<V>) async {
        await host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
    }

    @Test func aReleasedDragDeceleratesAtTheNormalRate() async {
        let host = makeHost()
        await flickUp(host)
        #expect(offsetY(host) == 200)
        #expect(host.isAnimating)
        // 200 + (1000 / k)(1 − e^(−k·0.1)), k = −1000 ln 0.998.
        await host.advance(by: 0.1)
        #expect(abs(offsetY(host) - 290.6259) < 0.001)
        await host.advance(by: 0.9)
        #expect(abs(offsetY(host) - 632.0351) < 0.001)
        // At rest 1000/k ≈ 499.50 points further: about v × 0.5 s.
        settle(host, for: 3)
        #expect(abs(offsetY(host) - 699.4998) < 0.001)
        #expect(!host.isAnimating)
    }

    @Test func momentumThatReachesTheEndBouncesAndSettlesThere() async {
        let probe = Probe()
        let host = makeHost(probe)
        host.scroll(to: CGPoint(x: 0, y: 1_200))
        await flickUp(host)
        #expect(offsetY(host) == 1_400)
        await host.advance(by: 0.2)
        #expect(abs(offsetY(host) - 1_564.8092) < 0.001)
        // The decay reaches 1,600 after 0.2555 s at 599.6 points per second and continues
        // into the spring: d(t) = v t e^(−4π t), at most 17.55 points past the end.
        await host.advance(by: 0.1)
        #expect(abs(offsetY(host) - 1_615.2546) < 0.001)
        await host.advance(by: 0.1)
        #expect(abs(offsetY(host) - 1_614.0960) < 0.001)
        settle(host, for: 1.5)
        #expect(offsetY(host) == 1_600)
        #expect(!host.isAnimating)
        let reported = probe.log.compactMap { $0.hasPrefix("offset ") ? Double($0.dropFirst(7)) : nil }
        #expect(reported.max().map { $0 > 1_617 && $0 < 1_617.6 } == true)
        #expect(reported.last == 1_600)
    }

    @Test func draggingPastTheTopRubberBandsAndSpringsBack() async {
        let probe = Probe()
        let host = makeHost(probe)
        host.press(at: CGPoint(x: 100, y: 100))
        host.movePointer(to: CGPoint(x: 100, y: 150))
        host.movePointer(to: CGPoint(x: 100, y: 200))
        // 100 points past the top show (1 − 1 / (0.55 · 100 / 400 + 1)) · 400 = 48.35 points.
        #expect(abs(offsetY(host) + 48.3516) < 0.001)
        await host.advance(by: 0.2)  // held still: no velocity at release
        host.release(at: CGPoint(x: 100, y: 200))
        #expect(abs(offsetY(host) + 48.3516) < 0.001)
        // A critically damped spring: d₀ (1 + 4π t) e^(−4π t).
        await host.advance(by: 0.1)
        #expect(abs(offsetY(host) + 31.0544) < 0.001)
        await host.advance(by: 1)
        #expect(offsetY(host) == 0)
        #expect(!host.isAnimating)
        #expect(probe.log.contains { $0.hasPrefix("offset -48.35") })
        #expect(probe.log.last == "offset 0.0")
    }

    @Test func aTapStopsMomentumWithoutReachingTheButton() async {
        let probe = Probe()
        let host = makeHost(probe)
        await flickUp(host)
        await host.advance(by: 0.1)
        let stopped = offsetY(host)
        host.tap(at: CGPoint(x: 100, y: 200))
        await host.advance(by: 0.5)
        #expect(offsetY(host) == stopped)
        #expect(!host.isAnimating)
        #expect(!probe.log.contains { $0.hasPrefix("tap") })
        // At rest, taps reach the buttons again.
        host.tap(at: CGPoint(x: 100, y: 200))
        #expect(probe.log.contains { $0.hasPrefix("tap") })
    }

    @Test func aNewDragTakesOverFromMomentum() async {
        let host = makeHost()
        await flickUp(host)
        await host.advance(by: 0.1)
        let caught = offsetY(host)
        host.press(at: CGPoint(x: 100, y: 300))
        await host.advance(by: 0.3)
        #expect(offsetY(host) == caught)
        host.movePointer(to: CGPoint(x: 100, y: 280))
        host.movePointer(to: CGPoint(x: 100, y: 250))
        #expect(abs(offsetY(host) - (caught + 50)) < 0.001)
        await host.advance(by: 0.2)
        host.release(at: CGPoint(x: 100, y: 250))
        await host.advance(by: 1)
        #expect(abs(offsetY(host) - (caught + 50)) < 0.001)
    }

    @Test func theWheelAndProgrammaticScrollsStopMomentum() async {
        let host = makeHost()
        await flickUp(host)
        await host.advance(by: 0.1)
        let stopped = offsetY(host)
        #expect(host.scrollWheel(by: CGSize(width: 0, height: 40), at: CGPoint(x: 100, y: 200)))
        await host.advance(by: 0.5)
        #expect(offsetY(host) == stopped + 40)
        await flickUp(host)
        await host.advance(by: 0.1)
        host.scroll(to: CGPoint(x: 0, y: 100))
        await host.advance(by: 0.5)
        #expect(offsetY(host) == 100)
        #expect(!host.isAnimating)
    }

    @Test func flingsInEveryDirectionSettleWithinTheContent() async {
        for (start, distance, duration) in [
            (0.0, -150.0, 0.1), (1_500, 250, 0.1), (800, 300, 0.05), (50, -300, 0.05),
        ] {
            let host = makeHost()
            host.scroll(to: CGPoint(x: 0, y: start))
            await host.drag(
                from: CGPoint(x: 100, y: 200 + distance / 2), to: CGPoint(x: 100, y: 200 - distance / 2),
                duration: duration)
            settle(host, for: 5)
            let offset = offsetY(host)
            #expect(offset >= 0 && offset <= 1_600, "start \(start), distance \(distance): \(offset)")
            #expect(!host.isAnimating)
        }
    }

    @Test func horizontalMomentumBouncesAtTheTrailingEnd() {
        let host = ViewHost(
            ScrollView(.horizontal) { Color.red.frame(width: 1_000, height: 50) }, size: CGSize(width: 200, height: 50))
        host.layoutIfNeeded()
        host.scroll(to: CGPoint(x: 700, y: 0))
        // 50 points left in 0.05 s (1,000 points per second): the decay would travel 499.5
        // points but 50 remain after the drag.
        host.press(at: CGPoint(x: 150, y: 25))
        for step in 1...3 {
            host.tick(to: host.time + 1.0 / 60)
            host.movePointer(to: CGPoint(x: 150 - CGFloat(step) * 50 / 3, y: 25))
        }
        host.release(at: CGPoint(x: 100, y: 25))
        #expect(host.contentOffset()?.x == 750)
        var largest: CGFloat = 0
        settle(host, for: 0.5) { largest = Swift.max(largest, $0.contentOffset()?.x ?? 0) }
        #expect(largest > 800 && largest < 840)
        settle(host, for: 1.5)
        #expect(host.contentOffset() == CGPoint(x: 800, y: 0))
        #expect(!host.isAnimating)
    }

    @Test func pagingGlidesOntoTheNextPageAtTheFastRate() async {
        let host = ViewHost(
            ScrollView { Color.red.frame(height: 2_000) }.scrollTargetBehavior(.paging),
            size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        // 50 points in 0.2 s: released at 50 with 250 points per second; the natural end
        // (174.9) rests on the next page, 400.
        await host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 250), duration: 0.2)
        #expect(offsetY(host) == 50)
        // 50 + 350 (1 − e^(−k·0.1)), k = −1000 ln 0.99.
        await host.advance(by: 0.1)
        #expect(abs(offsetY(host) - 271.8887) < 0.001)
        await host.advance(by: 0.6)
        #expect(offsetY(host) == 400)
        #expect(!host.isAnimating)
    }

    @Test func viewAlignedSnapsToAChildEdgeAtTheEndOfMomentum() async {
        let host = ViewHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { _ in Color.green.frame(height: 120) }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned),
            size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        await host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 50, y: 100), duration: 0.2)
        settle(host, for: 3)
        let offset = offsetY(host)
        // Released at 200 with 1,000 points per second: the natural end is 699.5, the next
        // row edge 720.
        #expect(offset == 720)
        #expect(!host.isAnimating)
    }
}
