import SwiftUI

/// A ring drawn from the top, clockwise, as far as `progress` (0 to 1) goes: an `Animatable`
/// shape, so a change of its progress in an animated transaction sweeps the arc round frame
/// by frame instead of jumping.
struct ProgressRing: Shape {
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let fraction = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: Swift.min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        return path
    }
}

/// How far the cart is from free shipping: a ring over a gray track and a caption.
struct FreeShippingProgress: View {
    /// The order total in cents.
    let cents: Int
    /// Orders from $1,000 ship free.
    static let thresholdCents = 100_000

    var body: some View {
        let progress = Double(cents) / Double(Self.thresholdCents)
        HStack(spacing: 10) {
            ZStack {
                Circle().stroke(Color.secondary.opacity(0.25), lineWidth: 4)
                ProgressRing(progress: progress)
                    .stroke(progress >= 1 ? Color.green : Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            }
            .frame(width: 22, height: 22)
            .animation(.smooth, value: cents)
            .accessibilityIdentifier("shipping-ring")
            Text(caption)
        }
    }

    private var caption: String {
        let missing = Self.thresholdCents - cents
        guard missing > 0 else { return "Free shipping" }
        return "$\(missing / 100).\(String(format: "%02d", missing % 100)) more for free shipping"
    }
}

#Preview("Free shipping progress") {
    VStack(alignment: .leading, spacing: 12) {
        FreeShippingProgress(cents: 74_627)
        FreeShippingProgress(cents: 120_000)
    }
    .padding()
}
