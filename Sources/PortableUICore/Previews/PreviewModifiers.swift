/// Writes preview traits; the renderer of previews reads them from the view's value (see
/// ``PreviewContent``). It changes nothing else about its content.
nonisolated public struct _PreviewTraitModifier: ViewModifier {
    let apply: (inout PreviewTraitValues) -> Void

    @MainActor
    public func body(content: Content) -> some View { content }
}

extension View {
    /// Overrides the size of the container for the preview.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier { $0.layout = value })
    }

    /// Sets a user visible name to show in the canvas for a preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier { $0.displayName = value })
    }

    /// Overrides the device for a preview; `nil` for the default device.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier { $0.device = value })
    }

    /// Overrides the orientation of the preview.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier { $0.orientation = value })
    }
}

/// The separate previews a value of `previews` holds: each view of a `Group`, a tuple view or
/// a `ForEach`, with the traits of the preview modifiers around it.
@_spi(PreviewRendering)
public enum PreviewContent {
    /// One view to preview and its traits.
    public struct Item {
        public var view: any View
        public var traits: PreviewTraitValues
    }

    /// The previews of `view`, outermost modifiers last (so they win).
    @MainActor
    public static func items(of view: any View, traits: PreviewTraitValues = PreviewTraitValues()) -> [Item] {
        if let carrier = view as? any _PreviewTraitCarrier {
            return items(of: carrier._previewContent, traits: traits).map { item in
                var item = item
                carrier._previewModifier.apply(&item.traits)
                return item
            }
        }
        if let group = view as? any _PreviewGroup {
            return group._previewChildren.flatMap { items(of: $0, traits: traits) }
        }
        return [Item(view: view, traits: traits)]
    }
}

protocol _PreviewTraitCarrier {
    var _previewContent: any View { get }
    var _previewModifier: _PreviewTraitModifier { get }
}

extension ModifiedContent: _PreviewTraitCarrier where Content: View, Modifier == _PreviewTraitModifier {
    var _previewContent: any View { content }
    var _previewModifier: _PreviewTraitModifier { modifier }
}

protocol _PreviewGroup {
    @MainActor var _previewChildren: [any View] { get }
}

extension Group: _PreviewGroup {
    var _previewChildren: [any View] { [content] }
}

extension TupleView: _PreviewGroup {
    var _previewChildren: [any View] {
        var children: [any View] = []
        for child in repeat each value { children.append(child) }
        return children
    }
}

extension ForEach: _PreviewGroup where Content: View {
    var _previewChildren: [any View] { data.map { content($0) } }
}
