import Foundation

/// The background style in the current context: the system background (white in the light
/// appearance).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    /// Sets the view's background to an insettable shape filled with a style.
    public func background<S: ShapeStyle, T: InsettableShape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Sets the view's background to a shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(shape.fill(style, style: fillStyle))
    }

    /// Sets the view's background to an insettable shape filled with the background style.
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
