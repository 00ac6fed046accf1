/// A type that produces view previews (the form of previews before the `#Preview` macro).
///
/// ```swift
/// struct Badge_Previews: PreviewProvider {
///     static var previews: some View {
///         Badge(count: 3).previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// `portableui-previews` finds every conforming type in a target and renders each view of
/// `previews` (the views of a `Group`, a tuple or a `ForEach` are separate previews) with its
/// preview modifiers. The compiler keeps every conformance's record, even of a type nothing
/// else uses, so that an optimized build lists its previews too.
@MainActor @preconcurrency @_alwaysEmitConformanceMetadata
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    /// The platform on which to run the provider; `nil` to infer it.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}
