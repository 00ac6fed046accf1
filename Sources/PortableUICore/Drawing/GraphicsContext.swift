import Foundation

/// An immediate mode drawing destination for a ``Canvas``.
///
/// Drawing calls record display-list items with the context's current state (transform,
/// clip, opacity, blend mode, filters); copying the context copies its state, so a copy can
/// draw with a different state while sharing the destination, as in SwiftUI.
public struct GraphicsContext {
    /// The shared destination of a canvas's drawing.
    final class Recorder {
        var lists: [DisplayList] = [DisplayList()]

        func append(_ item: DisplayList.Item) {
            lists[lists.count - 1].append(item)
        }
    }

    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(DisplayList.Paint)
            case style(ResolvedStyleBox)
            case foreground
        }

        let kind: Kind

        /// A shading that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }

        /// A shading that fills with a shape style (resolved against the canvas's environment,
        /// gradients over the bounds of the drawn path).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(ResolvedStyleBox(style))) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A linear gradient between two points of the context's space.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .paint(.linearGradient(gradient, start: startPoint, end: endPoint)))
        }

        /// A radial gradient around a point of the context's space.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .paint(.radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)))
        }

        /// A conic gradient that completes a full turn around a point of the context's space.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                kind: .paint(
                    .angularGradient(gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))))
        }
    }

    /// Options that affect the rendering of color gradients (accepted; PortableUI pads).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Inverts the clip: only what lies outside the path is kept.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A type that applies image processing operations to rendered content.
    public struct Filter: Sendable {
        let effect: DisplayList.Effect

        /// A filter that adds a shadow to rendered content.
        public static func shadow(
            color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
        ) -> Filter {
            Filter(effect: .shadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
        }

        /// A filter that blurs rendered content.
        public static func blur(radius: CGFloat) -> Filter {
            Filter(effect: .blur(radius: radius, isOpaque: false))
        }
    }

    /// Options that configure a filter (accepted and ignored).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    let recorder: Recorder
    /// The environment of the canvas.
    public let environment: EnvironmentValues
    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1
    /// The blend mode used by drawing operations in the context.
    public var blendMode: BlendMode = .normal
    /// The current transform matrix, from the context's space to the canvas's.
    public var transform: CGAffineTransform = .identity
    private var clips: [(Path, FillStyle)] = []
    private var filters: [DisplayList.Effect] = []

    init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    // MARK: State

    /// Moves subsequent drawing by `(x, y)`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales subsequent drawing.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates subsequent drawing.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Appends `matrix` to the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Adds a path to the context's clip.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var clip = path.applying(transform)
        var style = style
        if options.contains(.inverse) {
            // Everything far around, minus the path: even-odd with a huge rectangle.
            var inverse = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            inverse.addPath(clip)
            clip = inverse
            style.isEOFilled = true
        }
        clips.append((clip, style))
    }

    /// Adds a filter that applies to subsequent drawing operations.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.effect)
    }

    // MARK: Drawing

    /// Draws `path` into the context, filled with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        emit(.fill(path, paint(shading, for: path.boundingRect), style))
    }

    /// Draws `path` into the context, stroked with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        emit(.stroke(path, paint(shading, for: path.boundingRect), style.sanitized))
    }

    /// Draws `path` into the context, stroked with `shading` and a line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `image` into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        var list = DisplayList()
        if case .system(let name) = image.content {
            image.symbol(name, in: environment).drawing.draw(in: rect, into: &list)
        } else {
            let isTemplate = image.renderingModeValue == .template
            ImageDrawing(image: image, tint: isTemplate ? ResolvedStyle(ForegroundStyle(), in: environment) : nil)
                .draw(in: rect, into: &list)
        }
        for item in list.items { emit(item) }
    }

    /// Draws `image` at its natural size, with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.naturalSize(in: environment)
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
                height: size.height))
    }

    /// Draws a new layer, created by drawing code that you provide, into the context: the
    /// layer is composited once with this context's opacity, blend mode, filters and clip.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder, environment: environment)
        layer.transform = transform
        recorder.lists.append(DisplayList())
        defer {
            let list = recorder.lists.removeLast()
            if !list.isEmpty { emit(.group(.compositingGroup, list), transformed: false) }
        }
        try content(&layer)
    }

    private func paint(_ shading: Shading, for bounds: CGRect) -> DisplayList.Paint {
        switch shading.kind {
        case .paint(let paint): return paint
        case .style(let box): return ResolvedStyle(box.style, in: environment).paint(in: bounds)
        case .foreground: return ResolvedStyle(ForegroundStyle(), in: environment).paint(in: bounds)
        }
    }

    /// Records `item` wrapped in the state: transform innermost, then opacity, filters,
    /// blend mode, and the clips outermost.
    private func emit(_ item: DisplayList.Item, transformed: Bool = true) {
        var item = item
        if transformed && !transform.isIdentity { item = .group(.transform(transform), DisplayList([item])) }
        if opacity < 1 { item = .group(.opacity(Swift.max(opacity, 0)), DisplayList([item])) }
        for filter in filters.reversed() { item = .group(filter, DisplayList([item])) }
        if blendMode != .normal { item = .group(.blendMode(blendMode), DisplayList([item])) }
        for (path, style) in clips.reversed() { item = .group(.clip(path, style), DisplayList([item])) }
        recorder.append(item)
    }
}

/// A shape style kept for a canvas shading.
struct ResolvedStyleBox: @unchecked Sendable {
    let style: any ShapeStyle
    init(_ style: any ShapeStyle) { self.style = style }
}
