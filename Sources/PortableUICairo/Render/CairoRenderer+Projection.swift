import CCairo
import Foundation
@_spi(Rendering) import PortableUICore

extension CairoRenderer {
    /// How many cells per side the mesh of a projected group has.
    static let projectionMeshCells = 16

    /// Draws `list` through a projective transform (`rotation3DEffect`), which Cairo cannot
    /// apply: the list is drawn into a group, then mapped piece by piece.
    ///
    /// 1. The list's bounds are cut into a mesh of cells, each cell into two triangles.
    /// 2. Each triangle is drawn from the group through the affine transform that maps its
    ///    three corners exactly where the projection maps them, clipped to its image grown by
    ///    a pixel and a half (so neighbours overlap without seams). A triangle with a corner behind
    ///    the viewer (weight ≤ 0) is left out.
    /// 3. The triangles are drawn into an intermediate group with the source operator (where
    ///    grown triangles overlap, the last wins instead of doubling a translucent edge),
    ///    which is then painted over the target.
    func drawProjected(_ list: DisplayList, through projection: ProjectionTransform) {
        guard let bounds = list.bounds, bounds.width > 0, bounds.height > 0 else { return }
        cairo_push_group(cr)
        draw(list)
        guard let content = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        // Step 1
        let cells = Self.projectionMeshCells
        func corner(_ i: Int, _ j: Int) -> CGPoint {
            CGPoint(
                x: bounds.minX + bounds.width * CGFloat(i) / CGFloat(cells),
                y: bounds.minY + bounds.height * CGFloat(j) / CGFloat(cells))
        }
        for i in 0..<cells {
            for j in 0..<cells {
                let a = corner(i, j), b = corner(i + 1, j), c = corner(i + 1, j + 1), d = corner(i, j + 1)
                drawTriangle((a, b, c), of: content, through: projection)
                drawTriangle((a, c, d), of: content, through: projection)
            }
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // Step 3
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    // Step 2
    private func drawTriangle(
        _ source: (CGPoint, CGPoint, CGPoint), of content: OpaquePointer, through projection: ProjectionTransform
    ) {
        let corners = [source.0, source.1, source.2]
        guard corners.allSatisfy({ projection.weight(of: $0) > 1e-6 }) else { return }
        let images = corners.map { $0.applying(projection) }
        guard let map = Self.affine(mapping: corners, to: images) else { return }
        let center = CGPoint(x: (images[0].x + images[1].x + images[2].x) / 3, y: (images[0].y + images[1].y + images[2].y) / 3)
        let grown = images.map { point -> CGPoint in
            let dx = point.x - center.x, dy = point.y - center.y
            let length = (dx * dx + dy * dy).squareRoot()
            let reach = CGFloat(1.5 / Swift.max(currentScale, 1))
            return length > 0 ? CGPoint(x: point.x + dx / length * reach, y: point.y + dy / length * reach) : point
        }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, Double(grown[0].x), Double(grown[0].y))
        cairo_line_to(cr, Double(grown[1].x), Double(grown[1].y))
        cairo_line_to(cr, Double(grown[2].x), Double(grown[2].y))
        cairo_close_path(cr)
        cairo_clip(cr)
        var matrix = cairo_matrix_t(
            xx: Double(map.a), yx: Double(map.b), xy: Double(map.c), yy: Double(map.d), x0: Double(map.tx), y0: Double(map.ty))
        cairo_transform(cr, &matrix)
        cairo_set_source(cr, content)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The affine transform mapping three points to three others, or `nil` when either
    /// triangle is degenerate.
    static func affine(mapping from: [CGPoint], to: [CGPoint]) -> CGAffineTransform? {
        let (p0, p1, p2) = (from[0], from[1], from[2])
        let (q0, q1, q2) = (to[0], to[1], to[2])
        let ux = p1.x - p0.x, uy = p1.y - p0.y, vx = p2.x - p0.x, vy = p2.y - p0.y
        let determinant = ux * vy - vx * uy
        guard abs(determinant) > 1e-12 else { return nil }
        let sx = q1.x - q0.x, sy = q1.y - q0.y, tx = q2.x - q0.x, ty = q2.y - q0.y
        let imageDeterminant = sx * ty - tx * sy
        guard abs(imageDeterminant) > 1e-9 else { return nil }
        // M·(u v) = (s t): M = (s t)·(u v)⁻¹.
        let a = (sx * vy - tx * uy) / determinant, c = (tx * ux - sx * vx) / determinant
        let b = (sy * vy - ty * uy) / determinant, d = (ty * ux - sy * vx) / determinant
        return CGAffineTransform(a: a, b: b, c: c, d: d, tx: q0.x - a * p0.x - c * p0.y, ty: q0.y - b * p0.x - d * p0.y)
    }
}
