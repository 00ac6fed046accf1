import SwiftUI

/// The accepted promo code as a green tag that pops when the code changes: a keyframe
/// animation of its scale, up to 1.25 along a cubic curve in 0.15 s, then a spring back to 1
/// in 0.35 s.
struct PromoTag: View {
    let code: String

    var body: some View {
        Label(code, systemImage: "tag.fill")
            .font(.subheadline.bold())
            .foregroundStyle(Color.green)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Color.green.opacity(0.15), in: Capsule())
            .keyframeAnimator(initialValue: 1.0, trigger: code) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                CubicKeyframe(1.25, duration: 0.15)
                SpringKeyframe(1.0, duration: 0.35)
            }
            .accessibilityIdentifier("promo-tag")
    }
}

#Preview("Promo tag") {
    PromoTag(code: "SPRING").padding()
}
