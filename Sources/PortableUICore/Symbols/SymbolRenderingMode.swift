import Foundation

/// A symbol rendering mode: how the layers of a symbol take the foreground styles.
///
/// - `monochrome` draws every layer in the primary foreground style;
/// - `hierarchical` draws the background layer in the secondary level of the foreground
///   style and the rest in the primary one;
/// - `palette` draws the layers in the foreground styles given with
///   `foregroundStyle(_:_:)` (the last style repeats when there are fewer styles);
/// - `multicolor` draws as `monochrome`: the open symbol set has no colors of its own
///   (see docs/differences.md).
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case monochrome, hierarchical, palette, multicolor
    }

    let storage: Storage

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(storage: .monochrome)
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(storage: .multicolor)
    /// A mode that renders symbols as multiple layers, with different opacities applied to
    /// the foreground style.
    public static let hierarchical = SymbolRenderingMode(storage: .hierarchical)
    /// A mode that renders symbols as multiple layers, with different styles applied to the
    /// layers.
    public static let palette = SymbolRenderingMode(storage: .palette)

    /// Whether the mode draws the background layer apart from the outlines.
    var separatesLayers: Bool { storage == .hierarchical || storage == .palette }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

extension EnvironmentValues {
    /// The current symbol rendering mode, or `nil` denoting that the mode is picked
    /// automatically using the current image and foreground style as parameters.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// Sets the rendering mode for symbol images within this view.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingModeValue = mode
        return image
    }
}
