import Foundation

extension ScrollTransitionConfiguration {
    /// Describes a specific point in the progression of a target view within a container
    /// from hidden (fully outside the container) to visible.
    ///
    /// A threshold is a distance the view has moved in past the container's edge it
    /// approaches: `viewFraction` of the view's length plus `containerFraction` of the
    /// container's plus `inset` points. Hidden is no distance, visible the view's length,
    /// centered half of both (the view's center on the container's).
    public struct Threshold: Sendable {
        let viewFraction: Double
        let containerFraction: Double
        let inset: Double

        /// The view is fully visible.
        public static let visible = Threshold(viewFraction: 1, containerFraction: 0, inset: 0)

        /// The view is fully hidden.
        public static let hidden = Threshold(viewFraction: 0, containerFraction: 0, inset: 0)

        /// The target view is centered within the container.
        public static var centered: Threshold { Threshold(viewFraction: 0.5, containerFraction: 0.5, inset: 0) }

        /// The target view is visible by the given amount, where zero is fully hidden, and
        /// one is fully visible. Values outside 0…1 are clamped (NaN counts as fully visible).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(viewFraction: amount.isNaN ? 1 : Swift.min(Swift.max(amount, 0), 1), containerFraction: 0, inset: 0)
        }

        /// A new threshold that combines this threshold with `other`: zero is this
        /// threshold, 1 is `other`, values in between combine the two.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let amount = amount.isFinite ? amount : 0
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            return Threshold(
                viewFraction: mix(viewFraction, other.viewFraction),
                containerFraction: mix(containerFraction, other.containerFraction),
                inset: mix(inset, other.inset))
        }

        /// A threshold that is met when the target view is closer to the center of the
        /// container by `distance`; negative values move it away from the center.
        public func inset(by distance: Double) -> Threshold {
            Threshold(viewFraction: viewFraction, containerFraction: containerFraction, inset: inset + (distance.isFinite ? distance : 0))
        }

        /// The distance past the container's edge at which the threshold is met.
        func distance(viewLength: Double, containerLength: Double) -> Double {
            viewFraction * viewLength + containerFraction * containerLength + inset
        }
    }
}
