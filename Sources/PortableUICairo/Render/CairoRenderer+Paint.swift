import CCairo
import Foundation
import PortableUICore

extension CairoRenderer {
    /// Sets the context's source to `paint`; `bounds` (window points) is the area it must
    /// cover. On image targets gradients are computed per device pixel (see
    /// `setRasterGradient`); on vector targets they stay Cairo patterns (conic ones meshes).
    func setSource(_ paint: DisplayList.Paint, bounds: CGRect) {
        guard Self.hasFiniteGeometry(paint) else {
            // Cairo would stop drawing altogether: use the first color.
            Diagnostics.report("A gradient with NaN or infinite geometry is drawn in its first color.")
            let color: Color
            switch paint {
            case .color(let c): color = c
            case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .ellipticalGradient(let g, _, _, _, _),
                .angularGradient(let g, _, _, _):
                color = g.color(at: 0)
            }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            return
        }
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        case .linearGradient(let gradient, let start, let end):
            if setRasterGradient(gradient, .linear(start: start, end: end), covering: bounds) { return }
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            use(pattern, stops: gradient)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            if setRasterGradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius), covering: bounds) {
                return
            }
            let pattern = cairo_pattern_create_radial(
                Double(center.x), Double(center.y), Double(Swift.max(startRadius, 0)), Double(center.x),
                Double(center.y), Double(Swift.max(endRadius, 0)))
            use(pattern, stops: gradient)
        case .ellipticalGradient(let gradient, let center, let size, let r0, let r1):
            setEllipticalSource(gradient, center: center, size: size, startRadiusFraction: r0, endRadiusFraction: r1, bounds: bounds)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            if setRasterGradient(gradient, .conic(center: center, start: startAngle.radians, end: endAngle.radians), covering: bounds) {
                return
            }
            let pattern = Self.conicMesh(gradient, center: center, from: startAngle.radians, to: endAngle.radians, covering: bounds)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private static func hasFiniteGeometry(_ paint: DisplayList.Paint) -> Bool {
        func finite(_ values: CGFloat...) -> Bool { values.allSatisfy(\.isFinite) }
        switch paint {
        case .color: return true
        case .linearGradient(_, let start, let end): return finite(start.x, start.y, end.x, end.y)
        case .radialGradient(_, let center, let r0, let r1): return finite(center.x, center.y, r0, r1)
        case .ellipticalGradient(_, let center, let size, let r0, let r1):
            return finite(center.x, center.y, size.width, size.height, r0, r1)
        case .angularGradient(_, let center, let a0, let a1):
            return finite(center.x, center.y) && a0.radians.isFinite && a1.radians.isFinite
        }
    }

    /// An elliptical gradient: computed per device pixel on image targets; elsewhere a Cairo
    /// radial pattern in the unit space of `size` around `center`. A zero-sized ellipse (or
    /// an empty span of radii) draws its last color.
    private func setEllipticalSource(
        _ gradient: Gradient, center: CGPoint, size: CGSize, startRadiusFraction r0: CGFloat, endRadiusFraction r1: CGFloat,
        bounds: CGRect
    ) {
        guard size.width > 0, size.height > 0 else {
            let color = gradient.color(at: 1)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            return
        }
        let geometry = GradientGeometry.elliptical(center: center, size: size, startFraction: r0, endFraction: r1)
        if setRasterGradient(gradient, geometry, covering: bounds) { return }
        let pattern = cairo_pattern_create_radial(0, 0, Double(Swift.max(r0, 0)), 0, 0, Double(Swift.max(r1, 0)))
        // The pattern matrix maps user space to the pattern's unit space.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(
            &matrix, 1 / Double(size.width), 0, 0, 1 / Double(size.height), -Double(center.x / size.width),
            -Double(center.y / size.height))
        cairo_pattern_set_matrix(pattern, &matrix)
        use(pattern, stops: gradient)
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
