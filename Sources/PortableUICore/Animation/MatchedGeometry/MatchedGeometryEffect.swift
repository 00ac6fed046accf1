import Foundation

/// The layout of `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: the view keeps
/// the size its parent laid it out with; its content takes its geometry from the group's
/// source.
///
/// 1. The view is sized as its content, so the views around it do not move (a geometry effect,
///    as SwiftUI's).
/// 2. The source records its frame (window coordinates) in the graph's
///    ``MatchedGeometryRegistry``; when it was inserted in the same animated update in which the
///    group's previous source was removed, its content animates from that source's frame.
/// 3. Any other view of the group places its content at the source's geometry: proposed the
///    source's size (`.size`), with its anchor at the source's anchor point (`.position`);
///    without a source it is placed as it would be without the effect.
struct _MatchedGeometryLayout: Layout, Equatable {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    static var _explicitGuidesComeFromSubviews: Bool { true }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let first = subviews.first else { return }
        // (Layout runs on the main actor, with the graph it lays out.)
        nonisolated(unsafe) let content = first
        MainActor.assumeIsolated {
            place(content, in: bounds, proposal: proposal, registry: LayoutPass.current.graph?.matchedGeometry)
        }
    }

    @MainActor
    private func place(_ content: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, registry: MatchedGeometryRegistry?) {
        let effect = content.node.layoutParent
        // Step 2
        if isSource {
            if let effect { registry?.placeSource(key, effect: effect, content: content.node, frame: bounds) }
            content.place(at: bounds.origin, proposal: proposal)
            return
        }
        // Step 3
        guard let source = registry?.sourceFrame(key, reader: effect) else {
            content.place(at: bounds.origin, proposal: proposal)
            return
        }
        let size = properties.contains(.size) ? source.size : bounds.size
        let frame = properties.contains(.position) ? source : bounds
        let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let offered = properties.contains(.size) ? ProposedViewSize(size) : proposal
        content.place(at: point, anchor: anchor, proposal: offered)
    }
}

/// The layout of `geometryGroup()`: its content is laid out as without it, and drawn as one
/// unit that follows the group's own frame while it animates, laid out at each frame at the
/// group's animated size (see ``LayoutNode/drawsAsUnit`` and ``GeometryUnitRegistry``).
struct _GeometryGroupLayout: Layout, Equatable {
    static var _explicitGuidesComeFromSubviews: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        // (Layout runs on the main actor, with the graph it lays out.)
        nonisolated(unsafe) let parent = content.node.layoutParent
        MainActor.assumeIsolated {
            guard let group = parent else { return }
            group.drawsAsUnit = true
            if let animation = group.frameAnimation, !animation.isFinished(at: LayoutPass.current.time) {
                LayoutPass.current.graph?.geometryUnits.note(group)
            }
        }
        content.place(at: bounds.origin, proposal: proposal)
    }
}

/// A group of views with synchronized geometry: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace
    /// that you provide.
    ///
    /// This method sets the geometry of each view in the group from the inserted view with
    /// `isSource = true` (known as the “source” view), updating the values marked by
    /// `properties`. If inserting a view in the same transaction that another view with the
    /// same key is removed, the system will interpolate their frame rectangles in window space
    /// to make it appear that there is a single view moving from its old position to its new
    /// position. If the number of currently-inserted views in the group with `isSource = true`
    /// is not exactly one results are undefined (here the last one placed is the source).
    ///
    /// - Parameters:
    ///   - id: The identifier, often derived from the identifier of the data being displayed
    ///     by the view.
    ///   - namespace: The namespace in which defines the `id`. New namespaces are created by
    ///     adding an `@Namespace` variable to a ``View`` type and reading its value in the
    ///     view's body method.
    ///   - properties: The properties to copy from the source view.
    ///   - anchor: The relative location in the view used to produce its shared position value.
    ///   - isSource: True if the view should be used as the source of geometry for other views
    ///     in the group.
    /// - Returns: A new view that defines an entry in the global database of views
    ///   synchronizing their geometry.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        let layout = _MatchedGeometryLayout(
            key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor,
            isSource: isSource)
        return modifier(_LayoutModifier(layout))
    }

    /// Isolates the geometry (e.g. position and size) of the view from its parent view.
    ///
    /// By default SwiftUI views push position and size changes down through the view
    /// hierarchy, so that only views that draw something (known as leaf views) apply the
    /// current animation to their frame rectangle. However in some cases this coalescing
    /// behavior can give undesirable results; inserting a geometry group can correct that. A
    /// group acts as a barrier between the parent view and its subviews, forcing the position
    /// and size values to be resolved and animated by the parent, before being passed down to
    /// each subview: here the group's frame animates, and its subviews are laid out at each
    /// frame in the group's animated size and position (so a subview inserted in the change
    /// moves with the group instead of appearing at its final place).
    public func geometryGroup() -> some View {
        modifier(_LayoutModifier(_GeometryGroupLayout()))
    }
}
