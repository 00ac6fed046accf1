/// A modifier that can create another modifier with animation.
///
/// Deprecated in Apple's SDK in favour of conforming a `ViewModifier` to ``Animatable``
/// directly; kept so that existing code compiles. The modifier is applied as an ordinary
/// `ViewModifier`: its `animatableData` is not yet interpolated between frames (see
/// docs/differences.md).
@available(*, deprecated, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
