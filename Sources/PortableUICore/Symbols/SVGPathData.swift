import Foundation

/// Reads the path data of an SVG `d` attribute (SVG 1.1 §8.3) into a ``Path``.
///
/// Every command is understood, absolute and relative: moves, lines (`L`, `H`, `V`), cubic
/// and quadratic Béziers with their smooth forms (`C`, `S`, `Q`, `T`), elliptical arcs
/// (`A`, converted to cubic Béziers as in the implementation notes of SVG 1.1 §F.6) and
/// `Z`. Reading stops at the first malformed command; what was read before it is kept and
/// the error is returned with it, so that a damaged file still draws what it can.
enum SVGPathData {
    /// The path, and a description of the first error if the data was malformed.
    static func path(from data: String) -> (Path, error: String?) {
        var reader = Reader(Array(data.utf8))
        var builder = Builder()
        var command: UInt8 = 0
        while true {
            reader.skipSeparators()
            guard let next = reader.peek() else { break }
            if Reader.isCommand(next) {
                command = next
                reader.advance()
            } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return (builder.path, "unexpected \"\(Character(Unicode.Scalar(next)))\" at \(reader.offset)")
            }
            guard builder.apply(command, reading: &reader) else {
                return (builder.path, "malformed arguments of \"\(Character(Unicode.Scalar(command)))\" at \(reader.offset)")
            }
            // Coordinates after a move are implicit lines.
            if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
        return (builder.path, nil)
    }

    /// Scans numbers and flags.
    struct Reader {
        let bytes: [UInt8]
        var offset = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        static func isCommand(_ byte: UInt8) -> Bool {
            "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
        }

        func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        mutating func advance() { offset += 1 }

        mutating func skipSeparators() {
            while let byte = peek(), byte == 0x20 || byte == 0x2C || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            }
        }

        /// A number: sign, digits, fraction, exponent.
        mutating func number() -> CGFloat? {
            skipSeparators()
            let start = offset
            if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
            var digits = 0
            var seenDot = false
            while let byte = peek() {
                if byte >= 0x30 && byte <= 0x39 {
                    digits += 1
                } else if byte == UInt8(ascii: "."), !seenDot {
                    seenDot = true
                } else {
                    break
                }
                advance()
            }
            guard digits > 0 else {
                offset = start
                return nil
            }
            if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
                let mark = offset
                advance()
                if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { advance() }
                var exponentDigits = 0
                while let byte = peek(), byte >= 0x30 && byte <= 0x39 {
                    exponentDigits += 1
                    advance()
                }
                if exponentDigits == 0 { offset = mark }
            }
            return Double(String(decoding: bytes[start..<offset], as: UTF8.self)).map { CGFloat($0) }
        }

        /// An arc flag: a single `0` or `1`, which may be written without a separator.
        mutating func flag() -> Bool? {
            skipSeparators()
            guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
            advance()
            return byte == UInt8(ascii: "1")
        }

        mutating func point() -> CGPoint? {
            guard let x = number(), let y = number() else { return nil }
            return CGPoint(x: x, y: y)
        }
    }

    /// Builds the path, keeping the state the relative and smooth commands need.
    struct Builder {
        var path = Path()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        /// The last control point of a cubic (for `S`) or quadratic (for `T`) segment.
        var lastCubicControl: CGPoint?
        var lastQuadControl: CGPoint?

        /// Applies one set of arguments of `command`; false when they are malformed.
        mutating func apply(_ command: UInt8, reading reader: inout Reader) -> Bool {
            let relative = command >= UInt8(ascii: "a")
            let origin = relative ? current : .zero
            func absolute(_ point: CGPoint) -> CGPoint { CGPoint(x: origin.x + point.x, y: origin.y + point.y) }
            var cubic: CGPoint?
            var quad: CGPoint?
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let p = reader.point() else { return false }
                current = absolute(p)
                subpathStart = current
                path.move(to: current)
            case UInt8(ascii: "l"):
                guard let p = reader.point() else { return false }
                current = absolute(p)
                path.addLine(to: current)
            case UInt8(ascii: "h"):
                guard let x = reader.number() else { return false }
                current.x = relative ? current.x + x : x
                path.addLine(to: current)
            case UInt8(ascii: "v"):
                guard let y = reader.number() else { return false }
                current.y = relative ? current.y + y : y
                path.addLine(to: current)
            case UInt8(ascii: "c"):
                guard let c1 = reader.point(), let c2 = reader.point(), let p = reader.point() else { return false }
                cubic = absolute(c2)
                current = absolute(p)
                path.addCurve(to: current, control1: absolute(c1), control2: cubic!)
            case UInt8(ascii: "s"):
                guard let c2 = reader.point(), let p = reader.point() else { return false }
                let c1 = lastCubicControl.map { reflect($0) } ?? current
                cubic = absolute(c2)
                current = absolute(p)
                path.addCurve(to: current, control1: c1, control2: cubic!)
            case UInt8(ascii: "q"):
                guard let c = reader.point(), let p = reader.point() else { return false }
                quad = absolute(c)
                current = absolute(p)
                path.addQuadCurve(to: current, control: quad!)
            case UInt8(ascii: "t"):
                guard let p = reader.point() else { return false }
                quad = lastQuadControl.map { reflect($0) } ?? current
                current = absolute(p)
                path.addQuadCurve(to: current, control: quad!)
            case UInt8(ascii: "a"):
                guard let rx = reader.number(), let ry = reader.number(), let rotation = reader.number(),
                    let large = reader.flag(), let sweep = reader.flag(), let p = reader.point()
                else { return false }
                let end = absolute(p)
                SVGArc(from: current, to: end, radii: CGSize(width: rx, height: ry), rotation: rotation,
                    largeArc: large, sweep: sweep).append(to: &path)
                current = end
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = subpathStart
            default:
                return false
            }
            lastCubicControl = cubic
            lastQuadControl = quad
            return true
        }

        private func reflect(_ control: CGPoint) -> CGPoint {
            CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
        }
    }
}
