/// Creates an entry in `EnvironmentValues`, `Transaction`, `ContainerValues` or
/// `FocusedValues` from a property with a default value, without writing its key:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// The macro declares the key type beside the property and gives the property accessors that
/// read and write the collection through it. In `FocusedValues` the property's type is
/// optional and has no initial value.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PortableUIMacros", type: "EntryMacro")
