import Foundation
import Testing

@testable import PortableUICore

/// `Transaction.scrollPositionUpdatePreservesVelocity`: a programmatic scroll made in such a
/// transaction lets a running glide go on from the new offset; without it (the default), or
/// with an animation, the scroll stops the glide. Source: Apple's documentation of the
/// property ("By default, when a scroll view sees a programmatic update to its scroll
/// position, it will stop any active scrolls for unanimated scrolls. If a programmatic update
/// is animated, this property is ignored").
///
/// Numbers (ScrollMomentumTests): a flick of 1,000 points per second released at offset 200
/// is at 290.6259 0.1 s later and 632.0351 1 s later (200 + (1000/k)(1 − e^(−k t)),
/// k = −1000 ln 0.998). Row 40 is asked for at 0.1 s: the scroll measures the row's placed
/// frame, on the pixel grid (the content is placed at 291), so it lands 0.3741 short of 2,000,
/// at 1,999.6259. A preserved glide then goes on by 632.0351 − 290.6259 = 341.4092 more by 1 s:
/// 2,341.0351; a stopped one stays at 1,999.6259.
@MainActor
struct ScrollVelocityPreservationTests {
    /// 100 rows of 50 points in a 400-point scroll view; `probe` scrolls to row 40 in a
    /// transaction that preserves velocity or not, with or without an animation.
    private struct Rows: View {
        let probe: Probe
        let preserves: Bool
        let animation: Animation?
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<100, id: \.self) { Color.red.frame(height: 50).id($0) }
                    }
                }
                .onAppear {
                    probe.actions["jump"] = {
                        var transaction = Transaction(animation: animation)
                        transaction.scrollPositionUpdatePreservesVelocity = preserves
                        transaction.scrollTargetAnchor = .top
                        withTransaction(transaction) { proxy.scrollTo(40) }
                    }
                }
            }
        }
    }

    @Test(arguments: [(true, nil, 2_341.0351), (false, nil, 1_999.6259), (true, Animation.linear(duration: 0.1), 1_999.6259)] as [(Bool, Animation?, CGFloat)])
    func aProgrammaticScrollDuringAGlide(preserves: Bool, animation: Animation?, expected: CGFloat) async {
        let probe = Probe()
        let host = ViewHost(Rows(probe: probe, preserves: preserves, animation: animation), size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        await host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.2)
        await host.advance(by: 0.1)
        #expect(abs((host.contentOffset()?.y ?? 0) - 290.6259) < 0.001)
        probe.run("jump")
        host.layoutIfNeeded()
        #expect(abs((host.contentOffset()?.y ?? 0) - 1_999.6259) < 0.001)
        await host.advance(by: 0.9)
        #expect(abs((host.contentOffset()?.y ?? 0) - expected) < 0.001)
    }

    /// A glide that is not running has nothing to keep: the scroll lands where it was asked.
    @Test func withoutAGlideTheScrollJustLands() async {
        let probe = Probe()
        let host = ViewHost(Rows(probe: probe, preserves: true, animation: nil), size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        probe.run("jump")
        await host.advance(by: 0.5)
        #expect(host.contentOffset()?.y == 2_000)
    }
}
