import Foundation
import PortableUITesting
import SwiftUI
import Testing

@testable import GalleryKit

/// Goldens of a keyframe animation at fixed times: the cart's promo tag popping when its code
/// changes (`keyframeAnimator`: a cubic keyframe to a scale of 1.25 in 0.15 s, then a spring
/// keyframe back to 1 in 0.35 s). Pictured at 0.05 s (on the way up), 0.15 s (at the top),
/// 0.3 s (on the way back) and 0.6 s (at rest); at one pixel per point. References in
/// `__Snapshots__/KeyframeSnapshotTests/`.
@MainActor
struct KeyframeSnapshotTests {
    /// The tag, whose code changes as it appears: the keyframes run from time 0.
    private struct PoppingTag: View {
        @State private var code = "SPRING"
        var body: some View {
            PromoTag(code: code)
                .frame(width: 160, height: 64)
                .onAppear { code = "SUMMER" }
        }
    }

    @Test(arguments: [0.05, 0.15, 0.3, 0.6])
    func promoTagPopsAtFixedTimes(time: Double) async {
        let tester = ViewTester(PoppingTag(), size: CGSize(width: 160, height: 64))
        await tester.advance(by: time)
        assertSnapshot(of: tester, as: .image, named: "t\(Int((time * 1000).rounded()))ms")
    }
}
