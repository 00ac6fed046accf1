private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

/// The levels after the primary one set by `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`.
private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

extension EnvironmentValues {
    /// The style used for foreground elements (shapes drawn with `.foreground`, text), if set.
    /// Setting it also forgets the secondary and tertiary levels set with it before.
    public var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set {
            self[ForegroundStyleKey.self] = newValue
            if !self[ForegroundLevelsKey.self].isEmpty { self[ForegroundLevelsKey.self] = [] }
        }
    }

    /// The foreground styles set for each level, primary first (empty when none is set).
    var foregroundStyles: [AnyShapeStyle] {
        get { foregroundStyle.map { [$0] + self[ForegroundLevelsKey.self] } ?? [] }
        set {
            foregroundStyle = newValue.first
            if newValue.count > 1 { self[ForegroundLevelsKey.self] = Array(newValue.dropFirst()) }
        }
    }
}

extension View {
    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the primary and secondary levels of the foreground style in the child view
    /// (`.tertiary` and `.quaternary` derive from the secondary; see ``HierarchicalShapeStyle``).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style
    /// (`.quaternary` derives from the tertiary; see ``HierarchicalShapeStyle``).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        environment(\.foregroundStyles, [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }
}
