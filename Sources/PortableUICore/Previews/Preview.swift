/// A preview of a view, made by the `#Preview` macro's expansion.
///
/// Don't create previews directly: use one of the macros, like `#Preview`.
public struct Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}

    /// The preview's display name.
    @_spi(PreviewRendering) public let name: String?
    /// The traits the macro gave, combined.
    @_spi(PreviewRendering) public let traits: PreviewTraitValues
    /// Makes the view to preview.
    @_spi(PreviewRendering) public let body: @MainActor () -> any View

    /// Creates a preview of a SwiftUI view.
    ///
    /// Preview macros expand into a declaration that calls this initializer. Don't use this
    /// initializer directly. Instead use one of the macros, like `#Preview`.
    @MainActor
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        self.name = name
        var values = PreviewTraitValues()
        for trait in traits { trait.apply(&values) }
        self.traits = values
        self.body = body
    }

    /// Gives a `#Preview` body the view-builder semantics it has in the macro's signature.
    /// Used by the macro's expansion only.
    @MainActor
    public static func _body<Content: View>(@ViewBuilder _ body: @escaping @MainActor () -> Content)
        -> @MainActor () -> any View
    {
        { body() }
    }
}

/// A protocol that the system uses to locate previews at run time. Preview macros make use
/// of this protocol on your behalf. Don't use it directly.
///
/// `portableui-previews` finds the types conforming to it in a target's binary (see
/// `PreviewDiscovery` in PortableUIPreviews). The compiler keeps every conformance's record,
/// even of a type nothing else uses, so that an optimized build lists its previews too.
@_alwaysEmitConformanceMetadata
public protocol PreviewRegistry {
    /// The file the preview was written in, as `#fileID` gives it.
    static var fileID: String { get }
    /// The line of the macro.
    static var line: Int { get }
    /// The column of the macro.
    static var column: Int { get }
    /// The preview.
    @MainActor static var preview: Preview { get }
}
