import CCairo
import Foundation
import PortableUICore

extension CairoRenderer {
    /// The geometry of a gradient, in user space.
    enum GradientGeometry {
        case linear(start: CGPoint, end: CGPoint)
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// A radial gradient in the unit space of `size` (see `DisplayList.Paint.ellipticalGradient`).
        case elliptical(center: CGPoint, size: CGSize, startFraction: CGFloat, endFraction: CGFloat)
        case conic(center: CGPoint, start: Double, end: Double)
    }

    /// On image targets, sets the source to the gradient computed for each device pixel of
    /// `bounds` inside the clip, as an untransformed image: a table lookup a pixel instead
    /// of Cairo's per-pixel gradient math (diagonal linear, radial) or mesh patches (conic),
    /// several times faster. Returns `false` (and sets nothing) on vector targets, for
    /// linear gradients along a device axis (which Pixman draws fast), or when the area is
    /// empty or huge.
    func setRasterGradient(_ gradient: Gradient, _ geometry: GradientGeometry, covering bounds: CGRect) -> Bool {
        guard !isVector, let area = deviceArea(of: bounds) else { return false }
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        var m = userToDevice
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return false }
        let (x0, y0, width, height) = area
        if case .linear = geometry {
            // Pixman draws linear gradients constant along a device axis fast; only the
            // others are worth computing here.
            let ux = m.xx * (Double(x0) + 0.5) + m.xy * (Double(y0) + 0.5) + m.x0
            let uy = m.yx * (Double(x0) + 0.5) + m.yy * (Double(y0) + 0.5) + m.y0
            let t = Self.parameter(geometry, ux, uy)
            if Self.parameter(geometry, ux + m.xx, uy + m.yx) == t || Self.parameter(geometry, ux + m.xy, uy + m.yy) == t {
                return false
            }
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface)
        else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let steps = 1024
        let table = Self.premultipliedTable(gradient, steps: steps)
        let scale = Double(steps - 1)
        table.withUnsafeBufferPointer { colors in
            for row in 0..<height {
                let line = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                let dy = Double(y0 + row) + 0.5, dx = Double(x0) + 0.5
                // The user-space point of the row's first pixel centre; it moves by (xx, yx)
                // per pixel.
                var ux = m.xx * dx + m.xy * dy + m.x0
                var uy = m.yx * dx + m.yy * dy + m.y0
                if case .linear = geometry {
                    // Linear: the parameter is affine, so it grows by a constant per pixel.
                    var t = Self.parameter(geometry, ux, uy)
                    let step = Self.parameter(geometry, ux + m.xx, uy + m.yx) - t
                    if step == 0 {
                        let color = colors[t <= 0 ? 0 : (t >= 1 ? steps - 1 : Int(t * scale + 0.5))]
                        line.initialize(repeating: color, count: width)
                        continue
                    }
                    for column in 0..<width {
                        line[column] = colors[t <= 0 ? 0 : (t >= 1 ? steps - 1 : Int(t * scale + 0.5))]
                        t += step
                    }
                    continue
                }
                for column in 0..<width {
                    let t = Self.parameter(geometry, ux, uy)
                    line[column] = colors[t <= 0 ? 0 : (t >= 1 ? steps - 1 : Int(t * scale + 0.5))]
                    ux += m.xx
                    uy += m.yx
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        var translate = cairo_matrix_t()
        cairo_matrix_init_translate(&translate, -Double(x0), -Double(y0))
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &userToDevice, &translate)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
        return true
    }

    /// The gradient parameter (0…1 inside the gradient) at a user-space point.
    @inline(__always)
    private static func parameter(_ geometry: GradientGeometry, _ x: Double, _ y: Double) -> Double {
        switch geometry {
        case .linear(let start, let end):
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            let length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return ((x - Double(start.x)) * dx + (y - Double(start.y)) * dy) / length
        case .radial(let center, let r0, let r1):
            let distance = ((x - Double(center.x)) * (x - Double(center.x)) + (y - Double(center.y)) * (y - Double(center.y)))
                .squareRoot()
            let span = Double(r1 - r0)
            guard span != 0 else { return distance >= Double(r1) ? 1 : 0 }
            return (distance - Double(r0)) / span
        case .elliptical(let center, let size, let r0, let r1):
            let u = (x - Double(center.x)) / Double(size.width), v = (y - Double(center.y)) / Double(size.height)
            let distance = (u * u + v * v).squareRoot()
            let span = Double(r1 - r0)
            guard span != 0 else { return distance >= Double(r1) ? 1 : 0 }
            return (distance - Double(r0)) / span
        case .conic(let center, let start, let end):
            var sweep = end - start
            if !sweep.isFinite || sweep == 0 { sweep = 2 * .pi }
            let span = Swift.min(abs(sweep), 2 * .pi), direction: Double = sweep < 0 ? -1 : 1
            // The angle from the start, in the sweep's direction, in 0..<2π.
            var angle = (atan2(y - Double(center.y), x - Double(center.x)) - start) * direction
            angle -= (angle / (2 * .pi)).rounded(.down) * 2 * .pi
            if angle <= span { return angle / span }
            // In the gap of a partial sweep: the nearer end's color.
            return angle - span < (2 * .pi - span) / 2 ? 1 : 0
        }
    }

    /// `steps` premultiplied ARGB32 colors evenly spaced along the gradient.
    private static func premultipliedTable(_ gradient: Gradient, steps: Int) -> [UInt32] {
        gradient.colors(count: steps).map { c in
            let a = c.opacity
            func byte(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        }
    }

    /// The device pixels (origin and size) of `bounds` inside the current clip, or `nil`
    /// when empty or larger than 16 million pixels.
    private func deviceArea(of bounds: CGRect) -> (Int, Int, Int, Int)? {
        var x0 = Double(bounds.minX), y0 = Double(bounds.minY), x1 = Double(bounds.maxX), y1 = Double(bounds.maxY)
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cr, &clipX0, &clipY0, &clipX1, &clipY1)
        x0 = Swift.max(x0, clipX0)
        y0 = Swift.max(y0, clipY0)
        x1 = Swift.min(x1, clipX1)
        y1 = Swift.min(y1, clipY1)
        guard x1 > x0, y1 > y0 else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var px = x, py = y
            cairo_matrix_transform_point(&matrix, &px, &py)
            xs.append(px)
            ys.append(py)
        }
        let left = xs.min()!.rounded(.down), top = ys.min()!.rounded(.down)
        let width = Int(xs.max()!.rounded(.up) - left), height = Int(ys.max()!.rounded(.up) - top)
        guard width > 0, height > 0, width * height <= 16_000_000, left.magnitude < 1e9, top.magnitude < 1e9 else {
            return nil
        }
        return (Int(left), Int(top), width, height)
    }
}
