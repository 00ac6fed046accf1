import Foundation

/// A node's computed spacing preferences, held by reference: a `ViewSpacing` is about 400
/// bytes, and nearly every node has the standard one (or none at all), so nodes share one
/// box for those instead of each keeping a copy.
final class ViewSpacingBox: Sendable {
    let spacing: ViewSpacing

    private init(_ spacing: ViewSpacing) {
        self.spacing = spacing
    }

    /// The box of the standard preferences.
    static let standard = ViewSpacingBox(ViewSpacing())
    private static let zero = ViewSpacingBox(.zero)
    /// The distance between two views with the standard preferences, along each axis.
    private static let standardDistances = (
        horizontal: ViewSpacing().distance(to: ViewSpacing(), along: .horizontal),
        vertical: ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
    )

    /// Whether this is the box of the standard preferences.
    var isStandard: Bool { self === Self.standard }

    /// The distance from a view with these preferences to the next one along `axis`; between
    /// two standard boxes without comparing preferences.
    func distance(to next: ViewSpacingBox, along axis: Axis) -> CGFloat {
        if isStandard && next.isStandard {
            return axis == .horizontal ? Self.standardDistances.horizontal : Self.standardDistances.vertical
        }
        return spacing.distance(to: next.spacing, along: axis)
    }

    /// The box of these preferences with `edges` reset to the standard ones (as a fixed
    /// frame or padding does): the standard box for the standard preferences or every edge,
    /// this box for no edge, without computing them.
    func resetting(_ edges: Edge.Set) -> ViewSpacingBox {
        if isStandard || edges.isEmpty { return self }
        if edges == .all { return Self.standard }
        return .holding(spacing.resetting(edges))
    }

    /// The last box made for other preferences: views built from data repeat the same ones
    /// (every padded row of a list), and they share it.
    nonisolated(unsafe) private static var last: ViewSpacingBox?

    /// A box holding `spacing`: a shared one for the standard and zero preferences, and the
    /// last one made when it holds the same preferences.
    static func holding(_ spacing: ViewSpacing) -> ViewSpacingBox {
        if spacing == standard.spacing { return standard }
        if spacing == zero.spacing { return zero }
        if let last, last.spacing == spacing { return last }
        let made = ViewSpacingBox(spacing)
        last = made
        return made
    }
}
