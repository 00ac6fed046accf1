import Foundation
import Observation

/// How far a scroll view's content is pulled down, in the spokes its refresh control shows:
/// one per eighth of the trigger distance (observable, so that the control follows the pull).
final class RefreshPull: Observable {
    private let registrar = ObservationRegistrar()
    private var shownSpokes = 0

    /// The spokes shown, 0 (not pulled) to ``_ActivityIndicator/spokeCount``.
    var spokes: Int {
        registrar.access(self, keyPath: \.spokes)
        return shownSpokes
    }

    /// Sets the distance pulled (points; not finite counts as not pulled).
    func setDistance(_ distance: CGFloat) {
        let spokes = Self.spokes(pulled: distance)
        guard spokes != shownSpokes else { return }
        registrar.withMutation(of: self, keyPath: \.spokes) { shownSpokes = spokes }
    }

    /// Whether content pulled `distance` points shows another number of spokes than now.
    func changes(toDistance distance: CGFloat) -> Bool {
        Self.spokes(pulled: distance) != shownSpokes
    }

    /// The spokes shown for content pulled `distance` points: one per eighth of the trigger
    /// distance, none when not finite.
    private static func spokes(pulled distance: CGFloat) -> Int {
        let count = CGFloat(_ActivityIndicator.spokeCount)
        let fraction = distance.isFinite ? distance / RefreshControlMetrics.triggerDistance : 0
        return Int((Swift.min(Swift.max(fraction, 0), 1) * count).rounded(.down))
    }
}
