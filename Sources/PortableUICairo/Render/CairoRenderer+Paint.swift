import CCairo
import Foundation
import PortableUICore

extension CairoRenderer {
    /// Sets the context's source to `paint`; `bounds` (window points) is the area it must
    /// cover, used to size angular gradients.
    func setSource(_ paint: DisplayList.Paint, bounds: CGRect) {
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        case .linearGradient(let gradient, let start, let end):
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            use(pattern, stops: gradient)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            let pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), Double(Swift.max(startRadius, 0)), Double(center.x),
                Double(center.y), Double(Swift.max(endRadius, 0)))
            use(pattern, stops: gradient)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            if !isVector,
                let pattern = conicRaster(gradient, center: center, from: startAngle.radians, to: endAngle.radians, covering: bounds)
            {
                cairo_set_source(cr, pattern)
                cairo_pattern_destroy(pattern)
                return
            }
            let pattern = Self.conicMesh(gradient, center: center, from: startAngle.radians, to: endAngle.radians, covering: bounds)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private func use(_ pattern: OpaquePointer?, stops gradient: Gradient) {
        let stops = gradient.normalizedStops
        if stops.isEmpty { cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), c.red, c.green, c.blue, c.opacity)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A conic gradient computed per device pixel over the part of `bounds` inside the clip
    /// (image targets: much faster than a mesh), as a surface pattern; `nil` when empty.
    private func conicRaster(
        _ gradient: Gradient, center: CGPoint, from start: Double, to end: Double, covering bounds: CGRect
    ) -> OpaquePointer? {
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        var deviceToUser = userToDevice
        guard cairo_matrix_invert(&deviceToUser) == CAIRO_STATUS_SUCCESS else { return nil }
        // The device bounding box of `bounds`, within the clip.
        var xs: [Double] = [], ys: [Double] = []
        for corner in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            var x = Double(corner.0), y = Double(corner.1)
            cairo_matrix_transform_point(&userToDevice, &x, &y)
            xs.append(x)
            ys.append(y)
        }
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cr, &clipX0, &clipY0, &clipX1, &clipY1)
        var clipXs: [Double] = [], clipYs: [Double] = []
        for corner in [(clipX0, clipY0), (clipX1, clipY0), (clipX0, clipY1), (clipX1, clipY1)] {
            var x = corner.0, y = corner.1
            cairo_matrix_transform_point(&userToDevice, &x, &y)
            clipXs.append(x)
            clipYs.append(y)
        }
        let x0 = Swift.max(xs.min()!, clipXs.min()!).rounded(.down), y0 = Swift.max(ys.min()!, clipYs.min()!).rounded(.down)
        let x1 = Swift.min(xs.max()!, clipXs.max()!).rounded(.up), y1 = Swift.min(ys.max()!, clipYs.max()!).rounded(.up)
        let width = Int(x1 - x0), height = Int(y1 - y0)
        guard width > 0, height > 0, width * height <= 16_000_000 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Premultiplied BGRA colors for 1024 steps of the gradient.
        let steps = 1024
        let table: [UInt32] = gradient.colors(count: steps).map { c in
            let a = c.opacity
            func byte(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        }
        var sweep = end - start
        if !sweep.isFinite || sweep == 0 { sweep = 2 * .pi }
        let span = Swift.min(abs(sweep), 2 * .pi), direction: Double = sweep < 0 ? -1 : 1
        let cx = Double(center.x), cy = Double(center.y)
        let m = deviceToUser
        let gap = 2 * .pi - span
        table.withUnsafeBufferPointer { colors in
            for row in 0..<height {
                let line = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                let dy = y0 + Double(row) + 0.5
                // The user-space point of the row's first pixel centre, and the step per pixel.
                var ux = m.xx * (x0 + 0.5) + m.xy * dy + m.x0 - cx
                var uy = m.yx * (x0 + 0.5) + m.yy * dy + m.y0 - cy
                for column in 0..<width {
                    // The angle from the start, in the sweep's direction, in 0..<2π.
                    var angle = (atan2(uy, ux) - start) * direction
                    angle -= (angle / (2 * .pi)).rounded(.down) * 2 * .pi
                    // In the gap of a partial sweep: the nearer end's color.
                    let t = angle <= span ? angle / span : (angle - span < gap / 2 ? 1 : 0)
                    line[column] = colors[Swift.min(Int(t * Double(steps - 1) + 0.5), steps - 1)]
                    ux += m.xx
                    uy += m.yx
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        // Pattern space is the image: user → device → image.
        var translate = cairo_matrix_t()
        cairo_matrix_init_translate(&translate, -x0, -y0)
        var matrix = cairo_matrix_t()
        cairo_matrix_multiply(&matrix, &userToDevice, &translate)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// A conic gradient as a Cairo mesh: one patch per slice of at most 10° (split at the
    /// stops), each a sector from the centre to a radius that covers `bounds`. Outside a
    /// partial sweep, the first and last colors each fill half of the gap.
    private static func conicMesh(
        _ gradient: Gradient, center: CGPoint, from start: Double, to end: Double, covering bounds: CGRect
    ) -> OpaquePointer? {
        let mesh = cairo_pattern_create_mesh()
        let corners = [
            CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
            CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
        ]
        let radius = Double(corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) * 1.1 + 1
        var sweep = end - start
        if !sweep.isFinite || sweep == 0 { sweep = 2 * .pi }
        let direction: Double = sweep < 0 ? -1 : 1
        let span = Swift.min(abs(sweep), 2 * .pi)
        // Fractions where a slice must end: the stops, and every 10°.
        var cuts = Set(gradient.normalizedStops.map { Double($0.location) })
        let steps = Int((span / (10 * .pi / 180)).rounded(.up))
        for index in 0...steps { cuts.insert(Double(index) / Double(steps)) }
        let fractions = cuts.filter { $0 >= 0 && $0 <= 1 }.sorted()
        func sector(_ a0: Double, _ a1: Double, _ c0: Color, _ c1: Color) {
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = (center.x + radius * cos(a0), center.y + radius * sin(a0))
            let p1 = (center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_curve_to(
                mesh, p0.0 - k * sin(a0), p0.1 + k * cos(a0), p1.0 + k * sin(a1), p1.1 - k * cos(a1), p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
            for (index, color) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(index), color.red, color.green, color.blue, color.opacity)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        for (f0, f1) in zip(fractions, fractions.dropFirst()) where f1 > f0 {
            sector(
                start + direction * span * f0, start + direction * span * f1, gradient.color(at: CGFloat(f0)),
                gradient.color(at: CGFloat(f1)))
        }
        let gap = 2 * .pi - span
        if gap > 1e-6 {
            let first = gradient.color(at: 0), last = gradient.color(at: 1)
            let endAngle = start + direction * span
            let halfSteps = Swift.max(Int((gap / 2 / (45 * .pi / 180)).rounded(.up)), 1)
            for index in 0..<halfSteps {
                let step = direction * gap / 2 / Double(halfSteps)
                sector(endAngle + step * Double(index), endAngle + step * Double(index + 1), last, last)
                sector(start - step * Double(index + 1), start - step * Double(index), first, first)
            }
        }
        return mesh
    }
}
