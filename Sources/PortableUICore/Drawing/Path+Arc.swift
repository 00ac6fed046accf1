import Foundation

extension Path {
    /// Adds an arc of a circle, approximated by cubic Bézier curves of at most 90° each.
    ///
    /// Angles are measured from the positive x-axis towards the positive y-axis. As in
    /// SwiftUI, whose y-axis points down, `clockwise: false` makes the angle grow, which looks
    /// clockwise on screen. When the path has a current point, a line joins it to the arc's
    /// start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var delta = endAngle.radians - startAngle.radians
        let fullTurn = 2 * Double.pi
        if clockwise {
            if delta > 0 { delta -= (delta / fullTurn).rounded(.up) * fullTurn }
        } else if delta < 0 {
            delta += (-delta / fullTurn).rounded(.up) * fullTurn
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta), transform: transform)
    }

    /// Adds an arc of a circle that starts at `startAngle` and sweeps `delta`.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, center.x.isFinite, center.y.isFinite, delta.radians.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
                .applying(transform)
        }
        let start = startAngle.radians
        if isEmpty { move(to: point(start)) } else { addLine(to: point(start)) }
        let segments = Swift.max(Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)), 1)
        let step = delta.radians / Double(segments)
        let k = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        for index in 0..<segments {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * CGFloat(cos(a0)), y: center.y + radius * CGFloat(sin(a0)))
            let p1 = CGPoint(x: center.x + radius * CGFloat(cos(a1)), y: center.y + radius * CGFloat(sin(a1)))
            let c1 = CGPoint(x: p0.x - k * CGFloat(sin(a0)), y: p0.y + k * CGFloat(cos(a0)))
            let c2 = CGPoint(x: p1.x + k * CGFloat(sin(a1)), y: p1.y - k * CGFloat(cos(a1)))
            elements.append(
                .curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }

    /// Adds an arc of a circle tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, preceded by a line to its start.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let inverse = transform.inverted()
        guard let current = currentPoint?.applying(inverse) else {
            move(to: tangent1End.applying(transform))
            return
        }
        let v1 = CGPoint(x: current.x - tangent1End.x, y: current.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let crossProduct = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(crossProduct) > 1e-9 * l1 * l2 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let angle = acos(Swift.max(-1, Swift.min(1, Double(u1.x * u2.x + u1.y * u2.y))))
        let distance = radius / CGFloat(tan(angle / 2))
        let start = CGPoint(x: tangent1End.x + u1.x * distance, y: tangent1End.y + u1.y * distance)
        let end = CGPoint(x: tangent1End.x + u2.x * distance, y: tangent1End.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / CGFloat(sin(angle / 2))
        let center = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
            y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let endAngle = atan2(Double(end.y - center.y), Double(end.x - center.x))
        addLine(to: start.applying(transform))
        addArc(
            center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
            clockwise: crossProduct > 0, transform: transform)
    }
}
