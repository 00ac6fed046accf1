import Foundation

/// A node's computed spacing preferences, held by reference: a `ViewSpacing` is about 400
/// bytes, and nearly every node has the standard one (or none at all), so nodes share one
/// box for those instead of each keeping a copy.
final class ViewSpacingBox {
    let spacing: ViewSpacing

    private init(_ spacing: ViewSpacing) {
        self.spacing = spacing
    }

    private static let standard = ViewSpacingBox(ViewSpacing())
    private static let zero = ViewSpacingBox(.zero)

    /// A box holding `spacing`: a shared one for the standard and zero preferences.
    static func holding(_ spacing: ViewSpacing) -> ViewSpacingBox {
        if spacing == standard.spacing { return standard }
        if spacing == zero.spacing { return zero }
        return ViewSpacingBox(spacing)
    }
}
