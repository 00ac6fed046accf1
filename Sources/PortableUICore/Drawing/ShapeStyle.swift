/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let storage: any ShapeStyle
    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        storage = (style as? AnyShapeStyle)?.storage ?? style
    }
}

/// The foreground style in the current context (the environment's foreground, or primary).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
