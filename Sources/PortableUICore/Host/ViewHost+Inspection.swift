import Foundation

/// A placed view as a testing library sees it: its type, identifier, frame and depth in the
/// layout tree. Only views that take part in layout have one (primitives, containers,
/// controls, modifiers with layout); a custom view's `body` is transparent, as in SwiftUI's
/// own graph.
@_spi(Testing)
public struct PlacedViewSummary: Sendable {
    /// The view's type name without generic arguments (`Toggle`, `HStack`, `Text`).
    public let typeName: String
    /// The view's `accessibilityIdentifier`, if any.
    public let identifier: String?
    /// The frame in window coordinates, rounded to the pixel grid.
    public let frame: CGRect
    /// The number of layout ancestors (0 for the root's children).
    public let depth: Int
}

extension ViewHost {
    /// Every placed view, in drawing order (parents before their subviews).
    @_spi(Testing)
    public var placedViews: [PlacedViewSummary] {
        layoutIfNeeded()
        var views: [PlacedViewSummary] = []
        var depths: [ObjectIdentifier: Int] = [:]
        graph.forEachPlacedNode { node, frame in
            let depth = node.layoutParent.flatMap { depths[ObjectIdentifier($0)].map { $0 + 1 } } ?? 0
            depths[ObjectIdentifier(node)] = depth
            views.append(
                PlacedViewSummary(
                    typeName: LayoutValidation.typeName(node.viewType), identifier: node.accessibilityIdentifier,
                    frame: pixelRounded(frame), depth: depth))
        }
        return views
    }
}
