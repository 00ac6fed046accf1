import Foundation

/// What a view hierarchy draws, as backend-neutral commands in window coordinates (points,
/// y down): the output of layout and the input of a renderer.
///
/// Items draw in order, later ones over earlier ones. A group applies one effect to the
/// items it holds as a whole (an opacity group is composited once, a clip clips them all).
/// Core builds the list from the placed view graph (``ViewHost/displayList()``); a renderer
/// such as PortableUICairo's turns it into pixels, SVG or PDF.
public struct DisplayList: Sendable, CustomStringConvertible {
    /// The drawing commands, back to front.
    public var items: [Item]

    /// Creates a display list from items.
    public init(_ items: [Item] = []) {
        self.items = items
    }

    /// One drawing command.
    public enum Item: Sendable {
        /// Fills a path with a paint.
        case fill(Path, Paint, FillStyle)
        /// Strokes a path with a paint.
        case stroke(Path, Paint, StrokeStyle)
        /// Draws an image into a rectangle.
        case image(ImageItem)
        /// Draws a laid-out run of text.
        case text(TextItem)
        /// Draws a list with an effect applied to it as a whole.
        indirect case group(Effect, DisplayList)
    }

    /// A paint in window coordinates: a color or a gradient whose geometry is resolved.
    public enum Paint: Hashable, Sendable {
        case color(Color)
        /// Varies along the line from `start` to `end`; pads beyond both ends.
        case linearGradient(Gradient, start: CGPoint, end: CGPoint)
        /// Varies with the distance from `center`, from `startRadius` to `endRadius`.
        case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Varies with the distance from `center` measured in fractions of `size` (a
        /// horizontal distance over its width, a vertical one over its height), from
        /// `startRadiusFraction` to `endRadiusFraction`: a radial gradient stretched to an
        /// ellipse.
        case ellipticalGradient(
            Gradient, center: CGPoint, size: CGSize, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Varies with the angle around `center` from `startAngle` to `endAngle` (growing
        /// angles turn clockwise on screen).
        case angularGradient(Gradient, center: CGPoint, startAngle: Angle, endAngle: Angle)

        /// The paint with its opacity multiplied by `opacity`.
        public func multiplyingOpacity(by opacity: Double) -> Paint {
            func scaled(_ gradient: Gradient) -> Gradient {
                Gradient(stops: gradient.stops.map { .init(color: $0.color.opacity(opacity), location: $0.location) })
            }
            switch self {
            case .color(let color): return .color(color.opacity(opacity))
            case .linearGradient(let g, let start, let end): return .linearGradient(scaled(g), start: start, end: end)
            case .radialGradient(let g, let center, let r0, let r1):
                return .radialGradient(scaled(g), center: center, startRadius: r0, endRadius: r1)
            case .ellipticalGradient(let g, let center, let size, let r0, let r1):
                return .ellipticalGradient(scaled(g), center: center, size: size, startRadiusFraction: r0, endRadiusFraction: r1)
            case .angularGradient(let g, let center, let a0, let a1):
                return .angularGradient(scaled(g), center: center, startAngle: a0, endAngle: a1)
            }
        }
    }

    /// An effect applied to a group of items.
    public enum Effect: Sendable {
        /// Composites the group with this opacity (0…1).
        case opacity(Double)
        /// Draws the group transformed (the transform maps group coordinates to window
        /// coordinates).
        case transform(CGAffineTransform)
        /// Draws the group through a projective transform (a `rotation3DEffect` with
        /// perspective), mapping group coordinates to window coordinates.
        case projection(ProjectionTransform)
        /// Clips the group to a path.
        case clip(Path, FillStyle)
        /// Clips the group to a scroll view's visible rectangle. The group is the scroll view's
        /// content, moved by `contentOffset` (in points, as the content is placed: on the pixel
        /// grid): a renderer that keeps the previous frame may shift that frame's pixels by the
        /// change of offset instead of drawing the content again (see ``DisplayListDamage``).
        case scrollViewport(CGRect, contentOffset: CGPoint)
        /// Multiplies the group's alpha by the alpha of the mask's drawing.
        case mask(DisplayList)
        /// Draws a blurred, tinted copy of the group's alpha behind it.
        case shadow(color: Color, radius: CGFloat, offset: CGSize)
        /// Blurs the group (Gaussian, standard deviation `radius / 2`). When `isOpaque`, the
        /// blur does not fade at the group's edges.
        case blur(radius: CGFloat, isOpaque: Bool)
        /// Composites the group with a blend mode.
        case blendMode(BlendMode)
        /// Maps the colors of the group's pixels through a color matrix (``ColorMatrix``).
        case colorMatrix(ColorMatrix)
        /// Renders the group offscreen before compositing it (`compositingGroup`,
        /// `drawingGroup`).
        case compositingGroup
        /// Draws what is already drawn behind `path` again within it, blurred (as ``blur(radius:isOpaque:)``
        /// with edges extended) and mapped through `colorMatrix`, then the group over it: a
        /// material's backdrop. A renderer that cannot read back its target (SVG, PDF) draws
        /// the group alone.
        case backdropBlur(Path, radius: CGFloat, colorMatrix: ColorMatrix)
    }

    /// A text layout from the text engine, placed in the window.
    ///
    /// Core does not know how text is shaped: `layout` is the engine's own object (for
    /// example PortableUICairo's Pango layout), and the renderer that pairs with the engine
    /// draws it with `origin` as the top-left corner of the layout box.
    public struct TextItem: @unchecked Sendable {
        /// The text engine's laid-out text (opaque to Core).
        public var layout: AnyObject
        /// The top-left corner of the layout box in window coordinates.
        public var origin: CGPoint
        /// The size of the layout box.
        public var size: CGSize
        /// The paint of runs that carry no color of their own.
        public var paint: Paint

        public init(layout: AnyObject, origin: CGPoint, size: CGSize, paint: Paint) {
            self.layout = layout
            self.origin = origin
            self.size = size
            self.paint = paint
        }
    }

    /// An image drawn into a rectangle.
    public struct ImageItem: Sendable {
        /// The encoded image and what is known of it without decoding.
        public var source: ImageSource
        /// Where the image is drawn, in window coordinates.
        public var rect: CGRect
        /// The parts of the image that keep their size when it is resized (in points).
        public var capInsets: EdgeInsets
        /// How the middle of a resized image fills the rectangle.
        public var resizingMode: Image.ResizingMode
        /// The quality of scaling.
        public var interpolation: Image.Interpolation
        /// When set, the image's alpha is filled with this paint (template rendering).
        public var tint: Paint?

        public init(
            source: ImageSource, rect: CGRect, capInsets: EdgeInsets = EdgeInsets(),
            resizingMode: Image.ResizingMode = .stretch, interpolation: Image.Interpolation = .high, tint: Paint? = nil
        ) {
            self.source = source
            self.rect = rect
            self.capInsets = capInsets
            self.resizingMode = resizingMode
            self.interpolation = interpolation
            self.tint = tint
        }
    }

    /// Whether the list draws nothing.
    public var isEmpty: Bool { items.isEmpty }

    /// Appends an item.
    public mutating func append(_ item: Item) {
        items.append(item)
    }

    /// Appends the items of another list.
    public mutating func append(contentsOf list: DisplayList) {
        items.append(contentsOf: list.items)
    }

    /// An indented, one-item-per-line description (for tests and debugging).
    public var description: String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        for item in items {
            switch item {
            case .fill(let path, let paint, _): lines.append("\(indent)fill \(paint) \(path)")
            case .stroke(let path, let paint, let style):
                lines.append("\(indent)stroke \(formatNumber(style.lineWidth)) \(paint) \(path)")
            case .image(let image): lines.append("\(indent)image \(image.source.name) \(image.rect)")
            case .text(let text): lines.append("\(indent)text \(text.origin) \(text.size)")
            case .group(let effect, let list):
                lines.append("\(indent)group \(effect)")
                list.describe(into: &lines, depth: depth + 1)
            }
        }
    }
}
