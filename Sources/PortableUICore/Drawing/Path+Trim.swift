import Foundation

extension Path {
    /// One drawing segment of a path: a line or a cubic curve (quadratic curves are raised
    /// to cubic), with the subpath it belongs to and whether it is a `closeSubpath` line.
    struct Segment {
        var points: [CGPoint]  // 2 for a line, 4 for a cubic
        var subpath: Int
        var closes: Bool

        /// The point at parameter `t` (0…1).
        func point(at t: CGFloat) -> CGPoint {
            if points.count == 2 {
                return CGPoint(x: points[0].x + (points[1].x - points[0].x) * t, y: points[0].y + (points[1].y - points[0].y) * t)
            }
            let mt = 1 - t
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            return CGPoint(
                x: a * points[0].x + b * points[1].x + c * points[2].x + d * points[3].x,
                y: a * points[0].y + b * points[1].y + c * points[2].y + d * points[3].y)
        }

        static let samples = 24

        /// Cumulative lengths at `samples` evenly spaced parameters (the first is 0).
        func lengthTable() -> [CGFloat] {
            let count = points.count == 2 ? 1 : Self.samples
            var table: [CGFloat] = [0]
            var previous = points[0]
            for index in 1...count {
                let next = point(at: CGFloat(index) / CGFloat(count))
                table.append(table[table.count - 1] + hypot(next.x - previous.x, next.y - previous.y))
                previous = next
            }
            return table
        }

        /// The part of the segment between parameters `t0` and `t1`.
        func subsegment(from t0: CGFloat, to t1: CGFloat) -> [CGPoint] {
            if points.count == 2 { return [point(at: t0), point(at: t1)] }
            let tail = Self.split(points, at: t0).1
            let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            return Self.split(tail, at: local).0
        }

        /// De Casteljau split of a cubic at `t`.
        static func split(_ p: [CGPoint], at t: CGFloat) -> ([CGPoint], [CGPoint]) {
            func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
            let p01 = lerp(p[0], p[1]), p12 = lerp(p[1], p[2]), p23 = lerp(p[2], p[3])
            let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
            let mid = lerp(p012, p123)
            return ([p[0], p01, p012, mid], [mid, p123, p23, p[3]])
        }
    }

    /// The drawing segments of the path, in order.
    func segments() -> [Segment] {
        var result: [Segment] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var subpath = -1
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                subpath += 1
            case .line(let p):
                result.append(Segment(points: [current, p], subpath: Swift.max(subpath, 0), closes: false))
                current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                result.append(Segment(points: [current, c1, c2, p], subpath: Swift.max(subpath, 0), closes: false))
                current = p
            case .curve(let p, let c1, let c2):
                result.append(Segment(points: [current, c1, c2, p], subpath: Swift.max(subpath, 0), closes: false))
                current = p
            case .closeSubpath:
                result.append(Segment(points: [current, start], subpath: Swift.max(subpath, 0), closes: true))
                current = start
            }
        }
        return result
    }

    /// The path as straight segments (curves flattened), for hit testing.
    func flattenedSegments() -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for segment in segments() {
            let count = segment.points.count == 2 ? 1 : Segment.samples
            var previous = segment.points[0]
            for index in 1...count {
                let next = segment.point(at: CGFloat(index) / CGFloat(count))
                result.append((previous, next))
                previous = next
            }
        }
        // An unclosed subpath is closed implicitly when filled.
        var starts: [Int: CGPoint] = [:], ends: [Int: (CGPoint, Bool)] = [:]
        for segment in segments() {
            if starts[segment.subpath] == nil { starts[segment.subpath] = segment.points[0] }
            ends[segment.subpath] = (segment.points[segment.points.count - 1], segment.closes)
        }
        for (subpath, (end, closed)) in ends where !closed {
            if let start = starts[subpath], start != end { result.append((end, start)) }
        }
        return result
    }

    /// The total length of the path's segments.
    var length: CGFloat {
        segments().reduce(0) { $0 + ($1.lengthTable().last ?? 0) }
    }

    /// Returns a partial copy of the path: the part between the fractions `from` and `to`
    /// of its length (each clamped to 0…1).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = from.isFinite ? Swift.min(Swift.max(from, 0), 1) : 0
        let to = to.isFinite ? Swift.min(Swift.max(to, 0), 1) : 1
        if from == 0 && to == 1 { return self }
        guard from < to else { return Path() }
        let segments = segments()
        let tables = segments.map { $0.lengthTable() }
        let total = tables.reduce(0) { $0 + ($1.last ?? 0) }
        guard total > 0 else { return Path() }
        let startLength = from * total, endLength = to * total
        var result = Path()
        var offset: CGFloat = 0
        var lastSubpath = -1
        var subpathComplete = true
        var previousEnd: CGPoint?
        for (segment, table) in zip(segments, tables) {
            let length = table.last ?? 0
            defer { offset += length }
            if segment.subpath != lastSubpath {
                lastSubpath = segment.subpath
                subpathComplete = true
                previousEnd = nil
            }
            let s0 = Swift.max(startLength - offset, 0), s1 = Swift.min(endLength - offset, length)
            guard s0 < s1 || (length == 0 && s0 == 0 && startLength <= offset && offset < endLength) else {
                subpathComplete = false
                continue
            }
            let t0 = Self.parameter(atLength: s0, in: table), t1 = Self.parameter(atLength: s1, in: table)
            let whole = t0 == 0 && t1 == 1
            if !whole { subpathComplete = false }
            let piece = segment.subsegment(from: t0, to: t1)
            if previousEnd != piece[0] || result.isEmpty { result.move(to: piece[0]) }
            if segment.closes && whole && subpathComplete {
                result.closeSubpath()
            } else if piece.count == 2 {
                result.addLine(to: piece[1])
            } else {
                result.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
            }
            previousEnd = piece[piece.count - 1]
        }
        return result
    }

    /// The parameter at which the cumulative length `s` is reached, interpolating the table.
    private static func parameter(atLength s: CGFloat, in table: [CGFloat]) -> CGFloat {
        let count = table.count - 1
        guard let total = table.last, total > 0 else { return 0 }
        if s >= total { return 1 }
        var index = 1
        while index < count && table[index] < s { index += 1 }
        let segmentLength = table[index] - table[index - 1]
        let fraction = segmentLength > 0 ? (s - table[index - 1]) / segmentLength : 0
        return (CGFloat(index - 1) + fraction) / CGFloat(count)
    }
}
