import SwiftUI

/// Shakes its content sideways: an `Animatable` modifier whose data is a number of shakes.
/// Raising `shakes` by 3 in an animated transaction moves the content left and right three
/// times (8 points each way), its `body(content:)` evaluated at each frame with the count in
/// between; at rest (a whole count) the content is in place.
struct Shake: ViewModifier, Animatable {
    var shakes: CGFloat

    nonisolated var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: 8 * sin(shakes * 2 * .pi))
    }
}

#Preview("Shake, a quarter of the way") {
    Text("Add Promo Code").modifier(Shake(shakes: 0.25)).padding()
}
