import Foundation

/// A view that displays an image: a PNG or JPEG file or data, or a system symbol.
///
/// An image is its natural size (pixels ÷ scale) unless it is ``resizable(capInsets:resizingMode:)``,
/// when it takes the size it is offered (its natural size for an unspecified dimension);
/// combine with `aspectRatio`/`scaledToFit`/`scaledToFill` to keep its proportions.
///
/// A missing or unreadable image logs a diagnostic and draws a gray placeholder of 32×32
/// points. `Image(systemName:)` draws the SF Symbol name with PortableUI's open stand-in set
/// (see ``SymbolLibrary``), sized by the environment's font and image scale; a name the set
/// cannot draw logs a diagnostic and draws a placeholder glyph at a symbol's size.
public struct Image: Equatable, Sendable {
    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeats the middle of the image to fill the space.
        case tile
        /// Stretches the middle of the image to fill the space.
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders pixels of bitmap images as-is.
        case original
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
    }

    enum Content: Equatable, @unchecked Sendable {
        case source(ImageSource)
        case system(String)
        /// An image that could not be loaded, with the reason.
        case missing(String)
    }

    let content: Content
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolationQuality = Interpolation.high
    var renderingModeValue: TemplateRenderingMode?
    var symbolRenderingModeValue: SymbolRenderingMode?
    /// The value of a variable symbol (see ``SymbolVariableLayers``).
    var variableValue: Double?
    /// What assistive technologies read for the image: nil for an image with no name.
    var label: ImageLabel?

    init(content: Content) {
        self.content = content
    }

    /// Creates an image from a file: `name` is a path, or the name of a PNG or JPEG resource
    /// in `bundle` (the main bundle by default), trying `name.png`, `.jpg`, `.jpeg`, then the
    /// `@2x` and `@3x` variants at their scale.
    /// Assistive technologies read `name` as the image's label (a localization key).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(content: Image.resolve(name, bundle: bundle ?? .main))
        label = .name(name)
    }

    /// Creates an image from a file or resource (as ``init(_:bundle:)``) that assistive
    /// technologies read as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = .text(label)
    }

    /// Creates an unlabeled, decorative image: assistive technologies leave it out.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        label = .decorative
    }

    /// Creates an image from a file or resource with a variable value.
    ///
    /// On Apple platforms `name` may be a custom symbol of an asset catalog that shows the
    /// value; PortableUI reads images from files and bundle resources (asset catalogs do not
    /// exist on Linux), which have no variable layers, so the value has no effect.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        self.variableValue = variableValue
    }

    /// Creates an image from a file or resource with a variable value (which has no effect:
    /// see ``init(_:variableValue:bundle:)``) that assistive technologies read as `label`.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, variableValue: variableValue, bundle: bundle)
        self.label = .text(label)
    }

    /// Creates an unlabeled, decorative image with a variable value (which has no effect: see
    /// ``init(_:variableValue:bundle:)``).
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, variableValue: variableValue, bundle: bundle)
        label = .decorative
    }

    /// Creates an image from an image resource: its name in its bundle, as
    /// ``init(_:bundle:)`` finds it.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }

    /// Creates a system symbol image: the SF Symbol `systemName`, drawn with the stand-in set
    /// in the foreground style, at the size of the environment's font.
    public init(systemName: String) {
        self.init(content: .system(systemName))
        label = .name(systemName)
    }

    /// Creates a system symbol image with a variable value.
    ///
    /// A variable symbol lights its layers in order as `variableValue` (0…1) rises and draws
    /// the others faintly; other symbols ignore the value. The stand-in set has no variable
    /// layers: the wifi, speaker and cellular-bar symbols light Phosphor's stepped glyphs, the
    /// bar charts light the leading part of their width (see docs/differences.md). Values
    /// outside 0…1 are clamped; NaN is ignored.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        self.variableValue = variableValue
    }

    /// Creates an image from the file at `path`, whose pixels are `scale` per point
    /// (PortableUI; `UIImage(contentsOfFile:)` on Apple platforms).
    public init(contentsOfFile path: String, scale: CGFloat = 1) {
        if let source = ImageSource.file(atPath: path, scale: scale) {
            self.init(content: Image.checked(source))
        } else {
            self.init(content: .missing("The image file \"\(path)\" cannot be read."))
        }
    }

    /// Creates an image from PNG or JPEG data, whose pixels are `scale` per point
    /// (PortableUI; `UIImage(data:scale:)` on Apple platforms).
    public init(data: Data, scale: CGFloat = 1) {
        self.init(content: Image.checked(ImageSource(data: data, scale: scale, name: "image data (\(data.count) bytes)")))
    }

    private static func checked(_ source: ImageSource) -> Content {
        guard source.format != .unknown else {
            return .missing("\(source.name) is neither a PNG nor a JPEG image.")
        }
        guard source.pixelSize != nil else { return .missing("\(source.name) has an unreadable header.") }
        return .source(source)
    }

    private static func resolve(_ name: String, bundle: Bundle) -> Content {
        if FileManager.default.fileExists(atPath: name), let source = ImageSource.file(atPath: name, scale: 1) {
            return checked(source)
        }
        let candidates: [(String, String, CGFloat)] = [
            (name, "png", 1), (name, "jpg", 1), (name, "jpeg", 1), (name + "@2x", "png", 2), (name + "@3x", "png", 3),
            (name + "@2x", "jpg", 2), (name + "@3x", "jpg", 3),
        ]
        for (resource, type, scale) in candidates {
            if let path = bundle.path(forResource: resource, ofType: type),
                let source = ImageSource.file(atPath: path, scale: scale)
            {
                return checked(source)
            }
        }
        return .missing("No image named \"\(name)\" was found (as a file or a PNG/JPEG resource of \(bundle.bundlePath)).")
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// Specifies the current level of quality for rendering an image that requires scaling.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolationQuality = interpolation
        return image
    }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image
    /// (`false` draws scaled pixels without smoothing).
    public func antialiased(_ isAntialiased: Bool) -> Image {
        isAntialiased ? self : interpolation(.none)
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingModeValue = renderingMode
        return image
    }

    /// The natural size in points in `environment` (a symbol's depends on its font).
    func naturalSize(in environment: EnvironmentValues) -> CGSize {
        switch content {
        case .source(let source): return source.size ?? Image.placeholderSize
        case .system(let name): return symbol(name, in: environment).size
        case .missing: return Image.placeholderSize
        }
    }

    static let placeholderSize = CGSize(width: 32, height: 32)

    /// The symbol `name` as this image draws it in `environment`.
    func symbol(_ name: String, in environment: EnvironmentValues) -> ResolvedSymbol {
        let mode = symbolRenderingModeValue ?? (renderingModeValue == .original ? .multicolor : nil)
        return ResolvedSymbol(name: name, renderingMode: mode, variableValue: variableValue, environment: environment)
    }
}

extension Image: View {
    public typealias Body = Never

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        if case .system(let name) = view.content {
            let symbol = view.symbol(name, in: inputs.environment)
            let leaf = reconcileLeaf(_SymbolImageLayout.self, symbol.layout(isResizable: view.isResizable), node, inputs)
            var drawing = symbol.drawing
            drawing.contentTransition = inputs.environment.contentTransition
            leaf.drawing = redactedDrawing(in: inputs.environment) ?? drawing
            leaf.accessibility = view.label?.properties
            inputs.environment.symbolEffectTransition?.apply(to: leaf, updates: inputs.updates)
            return leaf
        }
        let leaf = reconcileLeaf(
            Image.self, _ImageLayout(size: view.naturalSize(in: inputs.environment), isResizable: view.isResizable), node,
            inputs)
        leaf.accessibility = view.label?.properties
        if case .missing(let message) = view.content { Diagnostics.report(message) }
        leaf.drawing =
            redactedDrawing(in: inputs.environment)
            ?? ImageDrawing(
                image: view,
                tint: view.renderingModeValue == .template ? ResolvedStyle(ForegroundStyle(), in: inputs.environment) : nil)
        return leaf
    }

    /// A box in the foreground style where the environment redacts content.
    private static func redactedDrawing(in environment: EnvironmentValues) -> (any DrawingContent)? {
        guard environment.redactsContent else { return nil }
        return PlaceholderDrawing(content: .box, style: ResolvedStyle(ForegroundStyle(), in: environment))
    }
}

/// The layout of an image: its natural size, or, when resizable, the proposal with
/// unspecified dimensions replaced by the natural ones.
public struct _ImageLayout: Layout, Equatable {
    let size: CGSize
    let isResizable: Bool

    public static var _explicitGuidesComeFromSubviews: Bool { true }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// What an image view of a file or data draws: the image in its frame, or a placeholder.
/// (Symbols draw a ``SymbolDrawing``.)
struct ImageDrawing: DrawingContent {
    let image: Image
    /// The paint of a template image (its alpha filled with the foreground style).
    let tint: ResolvedStyle?

    func draw(in rect: CGRect, into list: inout DisplayList) {
        guard rect.width > 0, rect.height > 0 else { return }
        switch image.content {
        case .source(let source):
            list.append(
                .image(
                    DisplayList.ImageItem(
                        source: source, rect: rect, capInsets: image.capInsets, resizingMode: image.resizingMode,
                        interpolation: image.interpolationQuality, tint: tint?.paint(in: rect))))
        case .missing, .system:
            list.append(contentsOf: DisplayList.missingImagePlaceholder(in: rect))
        }
    }
}

extension DisplayList {
    /// The drawing of an image that cannot be shown: a light gray box with a gray border and
    /// a cross. Renderers draw it too when an image fails to decode.
    public static func missingImagePlaceholder(in rect: CGRect) -> DisplayList {
        let line = Swift.max(Swift.min(rect.width, rect.height) / 32, 0.5)
        var cross = Path()
        cross.move(to: CGPoint(x: rect.minX, y: rect.minY))
        cross.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        cross.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        cross.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        let gray = Paint.color(Color(white: 0.55))
        return DisplayList([
            .fill(Path(rect), .color(Color(white: 0.9)), FillStyle()),
            .stroke(Path(rect.insetBy(dx: line / 2, dy: line / 2)), gray, StrokeStyle(lineWidth: line)),
            .group(.clip(Path(rect), FillStyle()), DisplayList([.stroke(cross, gray, StrokeStyle(lineWidth: line))])),
        ])
    }

    /// The glyph drawn for a system symbol: a rounded square with a cross, in `paint`.
    static func symbolPlaceholder(in rect: CGRect, paint: Paint) -> DisplayList {
        let side = Swift.min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let line = Swift.max(side / 10, 0.5)
        let outline = square.insetBy(dx: line / 2 + side * 0.05, dy: line / 2 + side * 0.05)
        let inner = outline.insetBy(dx: side * 0.2, dy: side * 0.2)
        var cross = Path()
        cross.move(to: CGPoint(x: inner.minX, y: inner.minY))
        cross.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY))
        cross.move(to: CGPoint(x: inner.maxX, y: inner.minY))
        cross.addLine(to: CGPoint(x: inner.minX, y: inner.maxY))
        let style = StrokeStyle(lineWidth: line, lineCap: .round, lineJoin: .round)
        return DisplayList([
            .stroke(Path(roundedRect: outline, cornerRadius: side * 0.22, style: .continuous), paint, style),
            .stroke(cross, paint, style),
        ])
    }
}
