// The preview macros, declared as SwiftUI (through DeveloperToolsSupport) declares them. Their
// expansion is PortableUIMacros, a plugin executable built from this package with nothing
// but Foundation, so that they expand in any package that depends on PortableUI.

/// Creates a preview of a SwiftUI view.
///
/// ```swift
/// #Preview {
///     ContentView()
/// }
/// ```
///
/// The macro expands to a type conforming to ``PreviewRegistry``; `portableui-previews`
/// (or `make previews`) finds every such type in a target and renders its view to PNG.
///
/// - Parameters:
///   - name: An optional display name for the preview; without one, previews are labelled by
///     the line where they appear.
///   - body: A view builder that produces the view to preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PortableUIMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view using the specified traits.
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) {
///     Badge(count: 3)
/// }
/// ```
///
/// - Parameters:
///   - name: An optional display name for the preview.
///   - traits: A trait that customizes the preview: its layout or orientation.
///   - additionalTraits: Further traits.
///   - body: A view builder that produces the view to preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PortableUIMacros", type: "PreviewMacro")

/// Tags a variable declaration at the root of a `#Preview` body so that it can be used as
/// dynamic state in the preview, like a property of a view:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// The `#Preview` macro moves these declarations into a view type it makes for the preview.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PortableUIMacros", type: "PreviewableMacro")
