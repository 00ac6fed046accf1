import Foundation

/// An SVG elliptical arc in endpoint form, drawn as cubic Béziers.
///
/// Follows the implementation notes of SVG 1.1 (§F.6.5: endpoint to centre
/// parameterization, §F.6.6: out-of-range radii are scaled up until the arc fits, a zero
/// radius makes a straight line), then splits the sweep into segments of at most 90°, each
/// approximated by one cubic with control distance 4/3·tan(θ/4).
struct SVGArc {
    let start: CGPoint
    let end: CGPoint
    let radii: CGSize
    let rotation: CGFloat
    let largeArc: Bool
    let sweep: Bool

    init(from start: CGPoint, to end: CGPoint, radii: CGSize, rotation: CGFloat, largeArc: Bool, sweep: Bool) {
        self.start = start
        self.end = end
        self.radii = radii
        self.rotation = rotation
        self.largeArc = largeArc
        self.sweep = sweep
    }

    func append(to path: inout Path) {
        guard start != end else { return }
        var rx = abs(radii.width), ry = abs(radii.height)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else {
            path.addLine(to: end)
            return
        }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        // Step 1: the midpoint in the ellipse's frame.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small for the chord are scaled up (§F.6.6).
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // Step 2: the centre in the ellipse's frame.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (Swift.max(numerator, 0) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        // Step 3: the centre in user space.
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        // Step 4: start angle and sweep.
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        let segments = Swift.max(Int((abs(delta) / (.pi / 2)).rounded(.up)), 1)
        let step = delta / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        func point(_ angle: CGFloat) -> CGPoint {
            let (x, y) = (rx * cos(angle), ry * sin(angle))
            return CGPoint(x: cx + cosPhi * x - sinPhi * y, y: cy + sinPhi * x + cosPhi * y)
        }
        func derivative(_ angle: CGFloat) -> CGPoint {
            let (x, y) = (-rx * sin(angle), ry * cos(angle))
            return CGPoint(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var angle = theta1
        for index in 0..<segments {
            let next = angle + step
            let (p0, p1) = (point(angle), index == segments - 1 ? end : point(next))
            let (d0, d1) = (derivative(angle), derivative(next))
            path.addCurve(
                to: p1, control1: CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                control2: CGPoint(x: p1.x - k * d1.x, y: p1.y - k * d1.y))
            angle = next
        }
    }
}
