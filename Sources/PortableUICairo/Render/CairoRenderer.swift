import CCairo
import Foundation
import PortableUICore

/// Draws a ``DisplayList`` with Cairo onto any Cairo context: an image surface (PNG), an SVG
/// or PDF surface, or a window's surface.
///
/// The context's current transformation maps window points to device units (for an image
/// at scale 3, `cairo_scale(cr, 3, 3)`). Effects Cairo lacks are built from what it has:
/// shadows and blurs are rasterized offscreen (at twice the point resolution on vector
/// surfaces), angular gradients are rasters (mesh patterns on vector surfaces).
struct CairoRenderer {
    /// The Cairo context (`cairo_t *`).
    let cr: OpaquePointer
    /// Whether the target is a vector surface (SVG, PDF), where offscreen rasters are
    /// oversampled.
    let isVector: Bool
    /// Whether items outside the current clip are skipped (drawing part of a frame again).
    var skipsClippedItems = false

    /// Draws every item of the list, back to front.
    func draw(_ list: DisplayList) {
        guard skipsClippedItems else {
            for item in list.items { draw(item) }
            return
        }
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        let visible = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        for item in list.items where item.bounds?.intersects(visible) == true { draw(item) }
    }

    func draw(_ item: DisplayList.Item) {
        switch item {
        case .fill(let path, let paint, let style):
            fill(path, paint, style)
        case .stroke(let path, let paint, let style):
            stroke(path, paint, style)
        case .image(let image):
            drawImage(image)
        case .text(let text):
            setSource(text.paint, bounds: CGRect(origin: text.origin, size: text.size))
            (text.layout as? CairoTextDrawing)?.draw(in: cr, at: text.origin, paint: text.paint)
        case .group(let effect, let list):
            drawGroup(effect, list)
        }
    }

    // MARK: Shapes

    func fill(_ path: Path, _ paint: DisplayList.Paint, _ style: FillStyle) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        append(path)
        cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        setSource(paint, bounds: path.boundingRect)
        cairo_fill(cr)
    }

    func stroke(_ path: Path, _ paint: DisplayList.Paint, _ style: StrokeStyle) {
        guard style.lineWidth > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        append(path)
        cairo_set_line_width(cr, Double(style.lineWidth))
        cairo_set_line_cap(cr, Self.lineCap(style.lineCap))
        cairo_set_line_join(cr, Self.lineJoin(style.lineJoin))
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        if !style.dash.isEmpty {
            let dashes = style.dash.map(Double.init)
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        }
        let bounds = path.boundingRect.insetBy(dx: -style.lineWidth, dy: -style.lineWidth)
        setSource(paint, bounds: bounds)
        cairo_stroke(cr)
    }

    /// Appends `path` to the context's current path. A path with a NaN or infinite
    /// coordinate is left out (Cairo would stop drawing altogether), with a diagnostic.
    func append(_ path: Path) {
        guard Self.isFinite(path) else {
            Diagnostics.report("A path with NaN or infinite coordinates is not drawn.")
            return
        }
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .line(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private static func isFinite(_ path: Path) -> Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return path.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return finite(p)
            case .quadCurve(let p, let c): return finite(p) && finite(c)
            case .curve(let p, let c1, let c2): return finite(p) && finite(c1) && finite(c2)
            case .closeSubpath: return true
            }
        }
    }

    private static func lineCap(_ cap: CGLineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        @unknown default: return CAIRO_LINE_CAP_BUTT
        }
    }

    private static func lineJoin(_ join: CGLineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        @unknown default: return CAIRO_LINE_JOIN_MITER
        }
    }

    // MARK: Groups

    private func drawGroup(_ effect: DisplayList.Effect, _ list: DisplayList) {
        switch effect {
        case .opacity(let opacity):
            if list.items.count == 1, let faded = Self.fadedShape(list.items[0], opacity) {
                draw(faded)
                return
            }
            cairo_push_group(cr)
            draw(list)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1))
        case .transform(let t):
            let determinant = t.a * t.d - t.b * t.c
            guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
            cairo_save(cr)
            var matrix = cairo_matrix_t(
                xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cr, &matrix)
            draw(list)
            cairo_restore(cr)
        case .projection(let projection):
            drawProjected(list, through: projection)
        case .clip(let path, let style):
            // Nothing shows through a clip without area (a collapsed view, an unselected tab).
            let bounds = path.boundingRect
            guard !bounds.isNull, bounds.width > 0, bounds.height > 0 else { return }
            cairo_save(cr)
            cairo_new_path(cr)
            append(path)
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
            draw(list)
            cairo_restore(cr)
        case .scrollViewport(let viewport, _):
            drawGroup(.clip(Path(viewport), FillStyle()), list)
        case .mask(let mask):
            cairo_push_group(cr)
            draw(list)
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            draw(mask)
            let alpha = cairo_pop_group(cr)
            cairo_save(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, alpha)
            cairo_restore(cr)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(alpha)
        case .blendMode(let mode):
            cairo_push_group(cr)
            draw(list)
            cairo_pop_group_to_source(cr)
            cairo_save(cr)
            cairo_set_operator(cr, Self.cairoOperator(mode))
            cairo_paint(cr)
            cairo_restore(cr)
        case .compositingGroup:
            cairo_push_group(cr)
            draw(list)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        case .shadow(let color, let radius, let offset):
            drawShadow(of: list, color: color, radius: radius, offset: offset)
            draw(list)
        case .blur(let radius, let isOpaque):
            drawBlurred(list, radius: radius, isOpaque: isOpaque)
        case .colorMatrix(let matrix):
            drawColorMapped(list, through: matrix)
        case .backdropBlur(let path, let radius, let matrix):
            drawBackdrop(within: path, radius: radius, colorMatrix: matrix)
            draw(list)
        }
    }

    /// A single shape drawn with reduced opacity is the shape with a fainter paint.
    private static func fadedShape(_ item: DisplayList.Item, _ opacity: Double) -> DisplayList.Item? {
        switch item {
        case .fill(let path, let paint, let style): return .fill(path, paint.multiplyingOpacity(by: opacity), style)
        case .stroke(let path, let paint, let style):
            return .stroke(path, paint.multiplyingOpacity(by: opacity), style)
        default: return nil
        }
    }

    private static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}

/// A text layout that can draw itself with Cairo: the text engine's layouts conform, and the
/// renderer draws ``DisplayList/TextItem`` through it.
protocol CairoTextDrawing: AnyObject {
    /// Draws the layout with its top-left corner at `origin` (window points), runs without a
    /// color of their own in `paint`.
    func draw(in cr: OpaquePointer, at origin: CGPoint, paint: DisplayList.Paint)
}
