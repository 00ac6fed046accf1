import Foundation

/// The outline of a 2D shape.
///
/// Coordinates are in points with y pointing down, as in SwiftUI. A path is also a `Shape`
/// whose `path(in:)` is the path itself.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements of the path, in order.
    public internal(set) var elements: [Element] = []
    /// The start of the current subpath (where `closeSubpath` returns to).
    private var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a path containing a rounded rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates a path containing a rectangle with a radius for each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Creates a path by calling `callback` with an empty path to add elements to.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element starts, if the path has one.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
        case .closeSubpath: return subpathStart
        }
    }

    /// Begins a new subpath at the specified point.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Appends a straight line segment from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.line(to: point))
    }

    /// Adds a quadratic Bézier curve to the path.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded(at: control)
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to the path.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// A segment without a current point starts where it is drawn, as in Core Graphics.
    private mutating func startIfNeeded(at point: CGPoint) {
        if elements.isEmpty { move(to: point) }
    }

    /// Adds a rectangular subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addLines(
            [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ].map { $0.applying(transform) })
        closeSubpath()
    }

    /// Adds a set of rectangular subpaths.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a sequence of connected straight-line segments, starting with a move.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { elements.append(.line(to: point)) }
    }

    /// Adds an ellipse inscribed in `rect`, drawn clockwise from its rightmost point with four
    /// cubic Bézier arcs.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let rx = rect.width / 2, ry = rect.height / 2
        var ellipse = Path()
        ellipse.addArc(
            center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false,
            transform: CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: rect.midX, ty: rect.midY))
        ellipse.closeSubpath()
        addPath(ellipse, transform: transform)
    }

    /// Appends another path, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let transformed = transform.isIdentity ? path : path.applying(transform)
        for element in transformed.elements {
            if case .move(let point) = element { subpathStart = point }
            elements.append(element)
        }
    }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): return .move(to: p.applying(transform))
            case .line(let p): return .line(to: p.applying(transform))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: return .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// The path translated by `(dx, dy)`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle containing every point of the path, control points included
    /// (`.null`-free: an empty path gives `.zero`).
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x)
            minY = Swift.min(minY, p.y)
            maxX = Swift.max(maxX, p.x)
            maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the path contains `point`, by the non-zero winding or the even-odd rule.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for (start, end) in flattenedSegments() {
            if start.y <= point.y {
                if end.y > point.y && cross(start, end, point) > 0 { winding += 1 }
            } else if end.y <= point.y && cross(start, end, point) < 0 {
                winding -= 1
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

extension Path: Shape {
    /// A path is its own outline, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}

extension Path: CustomStringConvertible {
    /// The path in SVG-like notation: `M x y`, `L x y`, `Q cx cy x y`, `C … x y`, `Z`.
    public var description: String {
        func f(_ p: CGPoint) -> String { "\(formatNumber(p.x)) \(formatNumber(p.y))" }
        return elements.map { element in
            switch element {
            case .move(let p): return "M \(f(p))"
            case .line(let p): return "L \(f(p))"
            case .quadCurve(let p, let c): return "Q \(f(c)) \(f(p))"
            case .curve(let p, let c1, let c2): return "C \(f(c1)) \(f(c2)) \(f(p))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// A number without a trailing `.0`, with at most four decimals.
func formatNumber(_ value: CGFloat) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
}
