import Foundation
import Testing

@testable import PortableUICore

/// The SVG path data reader (SVG 1.1 §8.3 path grammar, §F.6 arcs).
struct SVGPathDataTests {
    private func elements(_ data: String) -> [Path.Element] {
        var elements: [Path.Element] = []
        SVGPathData.path(from: data).0.forEach { elements.append($0) }
        return elements
    }

    static let commandCases: [(String, [Path.Element])] = [
        ("M10,20 L30,40 Z", [Path.Element.move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 30, y: 40)), .closeSubpath]),
        // Coordinates after a move are lines; relative commands start from the current point.
        ("M0 0 10 10 l5 5", [.move(to: .zero), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 15, y: 15))]),
        ("M1 2h3v4H0V1", [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
            .line(to: CGPoint(x: 0, y: 6)), .line(to: CGPoint(x: 0, y: 1)),
        ]),
        // Numbers run together: a second dot or a sign starts the next one.
        ("M1.5.5L-1-2", [.move(to: CGPoint(x: 1.5, y: 0.5)), .line(to: CGPoint(x: -1, y: -2))]),
        ("m1e1,2E0", [.move(to: CGPoint(x: 10, y: 2))]),
        // A smooth cubic reflects the previous control point about the current point.
        ("M0,0 C0,10 10,10 10,0 S20,-10 20,0", [
            .move(to: .zero),
            .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10)),
            .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)),
        ]),
        ("M0,0 Q5,5 10,0 T20,0", [
            .move(to: .zero), .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5)),
            .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: -5)),
        ]),
    ]

    @Test(arguments: commandCases)
    func commands(data: String, expected: [Path.Element]) {
        #expect(elements(data) == expected)
    }

    /// A half circle from (0,0) to (20,0) with the sweep flag set goes through (10,-10) in
    /// SVG's y-down space; a zero radius draws a line (§F.6.2).
    @Test func arcs() {
        let (half, error) = SVGPathData.path(from: "M0,0 A10,10 0 0 1 20,0")
        #expect(error == nil)
        #expect(half.currentPoint == CGPoint(x: 20, y: 0))
        #expect(abs(half.boundingRect.minY + 10) < 1e-6)
        #expect(abs(half.boundingRect.maxY) < 1e-6)
        let (other, _) = SVGPathData.path(from: "M0,0 A10,10 0 0 0 20,0")
        #expect(abs(other.boundingRect.maxY - 10) < 1e-6)
        #expect(elements("M0,0 A0,5 0 0 1 8,0") == [.move(to: .zero), .line(to: CGPoint(x: 8, y: 0))])
        // Radii too small for the chord are scaled up: still a half circle through (10,-10).
        let (scaled, _) = SVGPathData.path(from: "M0,0 a1,1 0 0,1 20,0")
        #expect(abs(scaled.boundingRect.minY + 10) < 1e-6)
        // Flags may be written without separators.
        let (compact, compactError) = SVGPathData.path(from: "M0,0a10 10 0 0120 0")
        #expect(compactError == nil && compact.currentPoint == CGPoint(x: 20, y: 0))
    }

    @Test(arguments: ["M10,10 L20", "M0,0 X5", "10,10", "M0 0 Z 5"])
    func malformedDataKeepsWhatWasRead(data: String) {
        let (path, error) = SVGPathData.path(from: data)
        #expect(error != nil)
        if data.hasPrefix("M") { #expect(!path.isEmpty) }
    }
}
