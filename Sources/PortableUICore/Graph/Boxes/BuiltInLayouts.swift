import Foundation

/// A layout of this package that the engine knows beyond the `Layout` protocol.
///
/// The conformances in this file are the one registry of built-in layouts: each says how a
/// ``LayoutBox`` calls the layout (``builtInKind``) and what the layout promises placement,
/// sizing and hit testing (``builtInHooks``). Whether nodes may share its boxes is said by
/// ``SharedBoxLayout``, and the rest of ``LayoutTypeHooks`` by the protocols a layout adopts
/// for what it does (adjusting frames or safe areas, hit testing by shape).
///
/// To give another layout a fast path, add its conformance here with a new ``BuiltInLayout``
/// case: the box's switches over the kind are exhaustive, so the compiler lists every place
/// that must call the layout through code written for its type.
protocol BuiltInLayoutType: Layout {
    /// How a box calls the layout: through code written for its type, or (`.other`) through
    /// the `Layout` protocol.
    static var builtInKind: BuiltInLayout { get }
    /// What the layout promises the engine (see ``LayoutTypeHooks``).
    static var builtInHooks: LayoutTypeHooks { get }
    /// The axes along which the layout proposes its subviews lengths that do not depend on its
    /// own proposal (a fixed `frame`, a flexible frame whose minimum equals its maximum).
    var axesWithFixedSubviewProposals: Axis.Set { get }
}

extension BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .other }
    static var builtInHooks: LayoutTypeHooks { [] }
    var axesWithFixedSubviewProposals: Axis.Set { [] }
}

/// The built-in layouts that most nodes have, which a ``LayoutBox`` calls through code written
/// for their type rather than through the `Layout` protocol.
enum BuiltInLayout: UInt8 {
    case other, flexibleFrame, frame, padding, rectangle, flexibleLeaf, hStack, vStack

    /// The kind of layouts of `type`.
    init(_ type: Any.Type) {
        self = (type as? any BuiltInLayoutType.Type)?.builtInKind ?? .other
    }
}

/// `value` as the type it has, `T`, for code that knows it from a ``BuiltInLayout`` kind or
/// a type comparison but not from the type system: the one cast of a built-in layout, checked
/// in debug builds.
@inline(__always)
func builtInLayout<Value, T>(_ value: Value, as type: T.Type) -> T {
    assert(Value.self == T.self, "a built-in layout taken for \(T.self) is a \(Value.self)")
    return unsafeBitCast(value, to: T.self)
}

// MARK: - The registry

extension HStackLayout: BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .hStack }
    static var builtInHooks: LayoutTypeHooks { [.placesRelative, .remembersLastSize] }
}

extension VStackLayout: BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .vStack }
    static var builtInHooks: LayoutTypeHooks { [.placesRelative, .remembersLastSize] }
}

extension ZStackLayout: BuiltInLayoutType {
    static var builtInHooks: LayoutTypeHooks { .placesRelative }
}

extension _RootLayout: BuiltInLayoutType {
    static var builtInHooks: LayoutTypeHooks { .placesRelative }
}

extension _FrameLayout: BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .frame }
    static var builtInHooks: LayoutTypeHooks { [.placesRelative, .wrapsDirectly] }
}

extension _FlexFrameLayout: BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .flexibleFrame }
    static var builtInHooks: LayoutTypeHooks { [.placesRelative, .wrapsDirectly] }
}

extension _PaddingLayout: BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .padding }
    static var builtInHooks: LayoutTypeHooks { [.placesRelative, .wrapsDirectly] }
}

extension _SpacerLayout: BuiltInLayoutType {
    static var builtInHooks: LayoutTypeHooks { .passesHits }
}

extension _FlexibleLeafLayout: BuiltInLayoutType {
    static var builtInKind: BuiltInLayout { .flexibleLeaf }
    static var builtInHooks: LayoutTypeHooks { .sizedDirectly }
}

extension _ShapeLayout: BuiltInLayoutType {
    /// Rectangles are called through code written for them; other shapes through the protocol.
    static var builtInKind: BuiltInLayout { S.self == Rectangle.self ? .rectangle : .other }
    static var builtInHooks: LayoutTypeHooks { builtInKind == .rectangle ? .sizedDirectly : [] }
}
