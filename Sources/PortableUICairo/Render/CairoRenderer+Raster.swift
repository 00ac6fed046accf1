import CCairo
import Foundation
@_spi(Rendering) import PortableUICore

extension CairoRenderer {
    /// The scale of the current transformation (device units per point, geometric mean of
    /// the axes).
    var currentScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    }

    /// An offscreen raster of `list` in device space, `margin` device units larger on each
    /// side than its bounds (clipped to the current clip plus the margin); `nil` when it
    /// draws nothing.
    private func rasterize(_ list: DisplayList, margin: Double, format: cairo_format_t) -> Raster? {
        guard let bounds = list.bounds, !bounds.isEmpty else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var device = Self.deviceRect(bounds, matrix)
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cr, &clipX0, &clipY0, &clipX1, &clipY1)
        let clip = Self.deviceRect(CGRect(x: clipX0, y: clipY0, width: clipX1 - clipX0, height: clipY1 - clipY0), matrix)
            .insetBy(dx: -margin, dy: -margin)
        device = device.intersection(clip)
        guard !device.isNull, device.width > 0, device.height > 0 else { return nil }
        let oversample = isVector ? 2.0 : 1.0
        let originX = (Double(device.minX) - margin).rounded(.down), originY = (Double(device.minY) - margin).rounded(.down)
        let pixelWidth = Int(((Double(device.maxX) + margin - originX) * oversample).rounded(.up))
        let pixelHeight = Int(((Double(device.maxY) + margin - originY) * oversample).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight < 64_000_000 else { return nil }
        let surface = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight))!
        let painter = cairo_create(surface)!
        cairo_scale(painter, oversample, oversample)
        cairo_translate(painter, -originX, -originY)
        cairo_transform(painter, &matrix)
        CairoRenderer(cr: painter, isVector: false).draw(list)
        cairo_destroy(painter)
        cairo_surface_flush(surface)
        return Raster(surface: surface, origin: (originX, originY), oversample: oversample)
    }

    /// The standard deviation in device pixels of a blur of `radius` points: half the
    /// radius, limited to 250 pixels (NaN counts as 0).
    private static func sigma(_ radius: CGFloat, scale: Double) -> Double {
        let sigma = Double(radius) / 2 * scale
        return sigma.isNaN ? 0 : Swift.min(Swift.max(sigma, 0), 250)
    }

    /// The device-space bounding box of a user-space rectangle.
    private static func deviceRect(_ rect: CGRect, _ matrix: cairo_matrix_t) -> CGRect {
        rect.applying(
            CGAffineTransform(
                a: CGFloat(matrix.xx), b: CGFloat(matrix.yx), c: CGFloat(matrix.xy), d: CGFloat(matrix.yy),
                tx: CGFloat(matrix.x0), ty: CGFloat(matrix.y0)))
    }

    /// Draws a blurred copy of the alpha of `list` in `color`, offset by `offset` points in
    /// the current space.
    func drawShadow(of list: DisplayList, color: Color, radius: CGFloat, offset: CGSize) {
        let sigma = Self.sigma(radius, scale: currentScale)
        guard let raster = rasterize(list, margin: (3 * sigma).rounded(.up) + 1, format: CAIRO_FORMAT_A8) else { return }
        defer { cairo_surface_destroy(raster.surface) }
        raster.blur(sigma: sigma * raster.oversample, channels: 1, clampsEdges: false)
        var dx = offset.width.isFinite ? Double(offset.width) : 0, dy = offset.height.isFinite ? Double(offset.height) : 0
        cairo_user_to_device_distance(cr, &dx, &dy)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        cairo_translate(cr, raster.origin.0 + dx, raster.origin.1 + dy)
        cairo_scale(cr, 1 / raster.oversample, 1 / raster.oversample)
        cairo_mask_surface(cr, raster.surface, 0, 0)
        cairo_restore(cr)
    }

    /// Draws `list` blurred. When `isOpaque`, edges are extended instead of fading and the
    /// result is clipped to the content's extent.
    func drawBlurred(_ list: DisplayList, radius: CGFloat, isOpaque: Bool) {
        let sigma = Self.sigma(radius, scale: currentScale)
        let margin = isOpaque ? 0 : (3 * sigma).rounded(.up) + 1
        guard let raster = rasterize(list, margin: margin, format: CAIRO_FORMAT_ARGB32) else { return }
        defer { cairo_surface_destroy(raster.surface) }
        raster.blur(sigma: sigma * raster.oversample, channels: 4, clampsEdges: isOpaque)
        paint(raster)
    }
}

extension CairoRenderer {
    /// Draws `list` with each pixel's color mapped through `matrix` (unpremultiplied, as the
    /// SVG filter defines it).
    func drawColorMapped(_ list: DisplayList, through matrix: ColorMatrix) {
        guard let raster = rasterize(list, margin: 0, format: CAIRO_FORMAT_ARGB32) else { return }
        defer { cairo_surface_destroy(raster.surface) }
        raster.mapColors(through: matrix)
        paint(raster)
    }
}

extension CairoRenderer {
    /// Draws what the target already holds behind `path` (within the blur's margin around
    /// it) again within `path`, blurred with its edges extended and mapped through
    /// `colorMatrix`: a material's backdrop. Only an image target's pixels can be read back;
    /// on any other (SVG, PDF) nothing is drawn.
    func drawBackdrop(within path: Path, radius: CGFloat, colorMatrix: ColorMatrix) {
        let bounds = path.boundingRect
        guard !isVector, !bounds.isNull, !bounds.isEmpty, let target = cairo_get_group_target(cr),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        let sigma = Self.sigma(radius, scale: currentScale)
        let margin = (3 * sigma).rounded(.up) + 1
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let extent = CGRect(
            x: -offsetX, y: -offsetY, width: Double(cairo_image_surface_get_width(target)),
            height: Double(cairo_image_surface_get_height(target)))
        let device = Self.deviceRect(bounds, matrix).insetBy(dx: -margin, dy: -margin).intersection(extent)
        guard !device.isNull, device.width >= 1, device.height >= 1 else { return }
        let originX = Double(device.minX).rounded(.down), originY = Double(device.minY).rounded(.down)
        let width = Int((Double(device.maxX) - originX).rounded(.up)), height = Int((Double(device.maxY) - originY).rounded(.up))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let copier = cairo_create(surface)!
        cairo_set_source_surface(copier, target, -originX, -originY)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(surface)
        let raster = Raster(surface: surface, origin: (originX, originY), oversample: 1)
        raster.blur(sigma: sigma, channels: 4, clampsEdges: true)
        raster.mapColors(through: colorMatrix)
        cairo_save(cr)
        cairo_new_path(cr)
        append(path)
        cairo_clip(cr)
        paint(raster)
        cairo_restore(cr)
    }
}

/// An offscreen image of part of the device space.
private struct Raster {
    let surface: OpaquePointer
    /// The device position of the image's top-left corner.
    let origin: (Double, Double)
    /// Image pixels per device unit.
    let oversample: Double

    /// Maps every pixel through `matrix`: Cairo's premultiplied BGRA words are
    /// unpremultiplied, mapped, premultiplied again. Fully transparent pixels map too (a
    /// matrix may add alpha), as in SVG.
    func mapColors(through matrix: ColorMatrix) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let m = matrix.values
        func mapped(_ i: Int, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Double {
            let value = m[5 * i] * r + m[5 * i + 1] * g + m[5 * i + 2] * b + m[5 * i + 3] * a + m[5 * i + 4]
            return value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
        }
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let pixel = row + 4 * x
                let alpha = Double(pixel[3]) / 255
                let scale = alpha > 0 ? 1 / (255 * alpha) : 0
                let r = Swift.min(Double(pixel[2]) * scale, 1), g = Swift.min(Double(pixel[1]) * scale, 1)
                let b = Swift.min(Double(pixel[0]) * scale, 1)
                let a = mapped(3, r, g, b, alpha)
                pixel[0] = UInt8((mapped(2, r, g, b, alpha) * a * 255).rounded())
                pixel[1] = UInt8((mapped(1, r, g, b, alpha) * a * 255).rounded())
                pixel[2] = UInt8((mapped(0, r, g, b, alpha) * a * 255).rounded())
                pixel[3] = UInt8((a * 255).rounded())
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    func blur(sigma: Double, channels: Int, clampsEdges: Bool) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        GaussianBlur.apply(
            to: data, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)),
            channels: channels, sigma: sigma, clampsEdges: clampsEdges)
        cairo_surface_mark_dirty(surface)
    }
}

extension CairoRenderer {
    /// Paints an offscreen raster back at its device-space origin, scaled down by its oversampling.
    private func paint(_ raster: Raster) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, raster.origin.0, raster.origin.1)
        cairo_scale(cr, 1 / raster.oversample, 1 / raster.oversample)
        cairo_set_source_surface(cr, raster.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
