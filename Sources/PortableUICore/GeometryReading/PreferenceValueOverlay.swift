import Foundation

/// The modifier behind `overlayPreferenceValue` and `backgroundPreferenceValue`: the
/// secondary view is built, when placed, from the preference value of the primary view
/// (which is placed first, so anchors in the value resolve to its final geometry).
public struct _PreferenceValueOverlayModifier<K: PreferenceKey, Secondary: View>: ViewModifier {
    public typealias Body = Never
    let transform: (K.Value) -> Secondary
    let layout: _OverlayLayout

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let modified = node as? ModifierNode ?? ModifierNode()
        modified.content = reconcileChild(content, modified.content, inputs)
        var secondaryInputs = inputs
        secondaryInputs.stackAxis = nil
        let reader = _PreferenceReaderView<K, Secondary>(alignment: modifier.layout.alignment, transform: modifier.transform)
        modified.updateInstances(
            modifier.layout, viewType: Self.self, inputs: inputs,
            secondary: { reconcileChild(reader, $0, secondaryInputs) }, secondaryFirst: modifier.layout.isBackground)
        return modified
    }
}

/// A view that takes the size of the view it overlays and shows, aligned in it, content built
/// from that view's preference value.
struct _PreferenceReaderView<K: PreferenceKey, Content: View>: View {
    typealias Body = Never
    let alignment: Alignment
    let transform: (K.Value) -> Content

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let reader = reconcileLeaf(Self.self, _PreferenceReaderLayout(alignment: view.alignment), node, inputs)
        let transform = view.transform
        reader.setNeedsPlacement()
        reader.contentBuilder = { node in
            MainActor.assumeIsolated {
                let primary = node.layoutParent?.subviews.filter { $0 !== node } ?? []
                let value = preferenceValue(K.self, of: primary)
                node.content = reconcileChild(transform(value), node.content, inputs)
                node.content?.parent = node
                node.replaceSubviewsDuringPlacement(node.content?.units ?? [])
            }
        }
        return reader
    }
}

extension View {
    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(
            _PreferenceValueOverlayModifier<K, V>(
                transform: transform, layout: _OverlayLayout(alignment: alignment, isBackground: false)))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(
            _PreferenceValueOverlayModifier<K, V>(
                transform: transform, layout: _OverlayLayout(alignment: alignment, isBackground: true)))
    }
}

/// The layout of a preference reader: the whole proposal, content aligned in it.
struct _PreferenceReaderLayout: Layout, Equatable {
    let alignment: Alignment

    static var _explicitGuidesComeFromSubviews: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            placeAligned(subview, in: bounds, proposal: ProposedViewSize(bounds.size), alignment: alignment)
        }
    }
}
