private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style used for foreground elements (shapes drawn with `.foreground`, text), if set.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }
}
