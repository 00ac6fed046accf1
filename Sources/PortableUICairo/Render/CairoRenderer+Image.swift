import CCairo
import Foundation
import PortableUICore

extension CairoRenderer {
    /// Draws an image item: decoded once per source, stretched or tiled into its rectangle
    /// with its cap insets kept at their size, or its alpha filled with the tint (template).
    func drawImage(_ item: DisplayList.ImageItem) {
        let rect = item.rect
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            Diagnostics.report("An image with a NaN or infinite frame is not drawn.")
            return
        }
        guard let image = CairoImageDecoder.image(for: item.source) else {
            draw(DisplayList.missingImagePlaceholder(in: item.rect))
            return
        }
        let scale = item.source.scale
        let imageSize = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let tint = item.tint { setSource(tint, bounds: item.rect) }
        for part in Self.slices(of: imageSize, into: item.rect, capInsets: item.capInsets) {
            drawPart(image, scale: scale, from: part.source, to: part.destination,
                tiles: item.resizingMode == .tile && part.isMiddle, item: item)
        }
    }

    /// Draws the part `source` (points of the image) of the image into `destination`.
    private func drawPart(
        _ image: CairoImage, scale: CGFloat, from source: CGRect, to destination: CGRect, tiles: Bool,
        item: DisplayList.ImageItem
    ) {
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, Double(destination.minX), Double(destination.minY), Double(destination.width), Double(destination.height))
        cairo_clip(cr)
        if tiles {
            // Tiling repeats the middle part only: draw it from a sub-surface.
            let sub = cairo_surface_create_for_rectangle(
                image.surface, Double(source.minX * scale), Double(source.minY * scale), Double(source.width * scale),
                Double(source.height * scale))!
            defer { cairo_surface_destroy(sub) }
            let tiled = cairo_pattern_create_for_surface(sub)!
            defer { cairo_pattern_destroy(tiled) }
            var tileMatrix = cairo_matrix_t()
            cairo_matrix_init_scale(&tileMatrix, Double(scale), Double(scale))
            cairo_matrix_translate(&tileMatrix, -Double(destination.minX), -Double(destination.minY))
            cairo_pattern_set_matrix(tiled, &tileMatrix)
            cairo_pattern_set_extend(tiled, CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(tiled, Self.filter(item.interpolation))
            paint(tiled, tinted: item.tint != nil)
            return
        }
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = Self.patternMatrix(source: source, destination: destination, scale: scale)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, Self.filter(item.interpolation))
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        paint(pattern, tinted: item.tint != nil)
    }

    private func paint(_ pattern: OpaquePointer, tinted: Bool) {
        if tinted {
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }

    /// The matrix from window points to image pixels that maps `destination` onto the
    /// image part `source`.
    private static func patternMatrix(source: CGRect, destination: CGRect, scale: CGFloat) -> cairo_matrix_t {
        let sx = source.width * scale / destination.width, sy = source.height * scale / destination.height
        var matrix = cairo_matrix_t()
        cairo_matrix_init(
            &matrix, Double(sx), 0, 0, Double(sy), Double(source.minX * scale - destination.minX * sx),
            Double(source.minY * scale - destination.minY * sy))
        return matrix
    }

    private static func filter(_ interpolation: Image.Interpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .medium, .high: return CAIRO_FILTER_GOOD
        }
    }

    /// A part of a nine-slice image: where it comes from (image points) and where it goes.
    struct Slice {
        var source: CGRect
        var destination: CGRect
        var isMiddle: Bool
    }

    /// The nine parts of an image with cap insets (one part without): corners keep their
    /// size, edges stretch along one axis, the middle along both. Caps larger than the
    /// destination shrink proportionally.
    static func slices(of size: CGSize, into rect: CGRect, capInsets: EdgeInsets) -> [Slice] {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(value, 0), limit) : 0 }
        let left = clamp(capInsets.leading, size.width), right = clamp(capInsets.trailing, size.width - left)
        let top = clamp(capInsets.top, size.height), bottom = clamp(capInsets.bottom, size.height - top)
        guard left + right + top + bottom > 0 else {
            return [Slice(source: CGRect(origin: .zero, size: size), destination: rect, isMiddle: true)]
        }
        let shrinkX = left + right > rect.width ? rect.width / (left + right) : 1
        let shrinkY = top + bottom > rect.height ? rect.height / (top + bottom) : 1
        let sourceXs = [0, left, size.width - right, size.width]
        let sourceYs = [0, top, size.height - bottom, size.height]
        let destinationXs = [rect.minX, rect.minX + left * shrinkX, rect.maxX - right * shrinkX, rect.maxX]
        let destinationYs = [rect.minY, rect.minY + top * shrinkY, rect.maxY - bottom * shrinkY, rect.maxY]
        var slices: [Slice] = []
        for row in 0..<3 {
            for column in 0..<3 {
                slices.append(
                    Slice(
                        source: CGRect(
                            x: sourceXs[column], y: sourceYs[row], width: sourceXs[column + 1] - sourceXs[column],
                            height: sourceYs[row + 1] - sourceYs[row]),
                        destination: CGRect(
                            x: destinationXs[column], y: destinationYs[row],
                            width: destinationXs[column + 1] - destinationXs[column],
                            height: destinationYs[row + 1] - destinationYs[row]),
                        isMiddle: row == 1 && column == 1))
            }
        }
        return slices
    }
}
