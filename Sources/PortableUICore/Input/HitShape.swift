import Foundation

/// A shape used for hit testing, resolved in a view's frame: a rectangle (the common case,
/// tested without building a path) or any `Shape`.
struct HitShape: Sendable {
    private let path: (@Sendable (CGRect) -> Path)?
    private let isEvenOdd: Bool

    /// The view's whole frame.
    static let rectangle = HitShape(path: nil, isEvenOdd: false)

    private init(path: (@Sendable (CGRect) -> Path)?, isEvenOdd: Bool) {
        self.path = path
        self.isEvenOdd = isEvenOdd
    }

    /// The outline of `shape` in the frame; `eoFill` selects the even-odd rule.
    init<S: Shape>(_ shape: S, eoFill: Bool = false) {
        if shape is Rectangle {
            self = .rectangle
        } else {
            self.init(path: { shape.path(in: $0) }, isEvenOdd: eoFill)
        }
    }

    /// Whether `point` (window coordinates) is inside the shape laid out in `frame`.
    func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
        guard let path else { return Self.rectangle(frame, contains: point) }
        return path(frame).hitTestContains(point, eoFill: isEvenOdd)
    }

    /// The outline laid out in `frame` (the frame itself for the rectangle).
    func path(in frame: CGRect) -> Path {
        path?(frame) ?? Path(frame)
    }

    /// A rectangle contains the points on its minimum edges, not those on its maximum edges.
    static func rectangle(_ frame: CGRect, contains point: CGPoint) -> Bool {
        point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }
}

extension Path {
    /// Whether `point` is inside the path by the non-zero winding (or even-odd) rule; curves
    /// are flattened into 16 segments each.
    func hitTestContains(_ point: CGPoint, eoFill: Bool) -> Bool {
        var winding = 0
        forEachSegment { start, end in
            if start.y <= point.y {
                if end.y > point.y && Self.cross(start, end, point) > 0 { winding += 1 }
            } else if end.y <= point.y && Self.cross(start, end, point) < 0 {
                winding -= 1
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Visits the path as straight segments, every subpath closed.
    private func forEachSegment(_ body: (CGPoint, CGPoint) -> Void) {
        var start: CGPoint?
        var current = CGPoint.zero
        func close() {
            if let start, start != current { body(current, start) }
        }
        func curve(steps: Int, _ point: (CGFloat) -> CGPoint) {
            for step in 1...steps {
                let next = point(CGFloat(step) / CGFloat(steps))
                body(current, next)
                current = next
            }
        }
        for element in elements {
            switch element {
            case .move(let to):
                close()
                start = to
                current = to
            case .line(let to):
                body(current, to)
                current = to
            case .quadCurve(let to, let c):
                let p0 = current
                curve(steps: 16) { t in
                    let u = 1 - t
                    return CGPoint(
                        x: u * u * p0.x + 2 * u * t * c.x + t * t * to.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * to.y)
                }
            case .curve(let to, let c1, let c2):
                let p0 = current
                curve(steps: 16) { t in
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    return CGPoint(
                        x: a * p0.x + b * c1.x + c * c2.x + d * to.x, y: a * p0.y + b * c1.y + c * c2.y + d * to.y)
                }
            case .closeSubpath:
                close()
                if let start { current = start }
            }
        }
        close()
    }
}
