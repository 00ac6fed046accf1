import Foundation
import Testing
@testable import PortableUICore

struct PathTests {
    private func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }

    @Test func arcGrowsTheAngleWhenNotClockwise() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(close(path.currentPoint, CGPoint(x: 0, y: 10)))
        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // Clockwise in SwiftUI's flipped space goes the long way round, through (0, -10).
        #expect(close(other.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(other.elements.count == 4)  // move + three quarter arcs
        #expect(other.contains(CGPoint(x: 0, y: -5)))
    }

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        #expect(close(path.currentPoint, CGPoint(x: 20, y: 5), 1e-4))
    }

    @Test func ellipseStartsAtItsRightmostPoint() {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.elements.first == .move(to: CGPoint(x: 40, y: 10)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20), 1e-4))
        #expect(path.contains(CGPoint(x: 20, y: 10)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
    }

    @Test func continuousCornersReachFartherThanCircularOnes() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circular = Path(roundedRect: rect, cornerRadius: 20, style: .circular)
        let continuous = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
        #expect(circular.elements.first == .move(to: CGPoint(x: 80, y: 0)))
        guard case .move(let start) = continuous.elements.first else {
            Issue.record("no move")
            return
        }
        #expect(abs(start.x - (100 - 20 * 1.528_664_83)) < 1e-6)
        #expect(close(continuous.boundingRect, rect))
        // Near the corner, the continuous shape is fuller inside than the circular one.
        #expect(!circular.contains(CGPoint(x: 4, y: 4)))
        #expect(!continuous.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func roundedCornersAreClampedToHalfTheSides() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50, style: .circular)
        #expect(path.elements.first == .move(to: CGPoint(x: 30, y: 0)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 20)))
    }

    @Test func unevenCornersOnlyRoundTheGivenCorners() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 10, style: .circular)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 49.5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func trimmingHalfARectangleFollowsItsPerimeter() {
        let path = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
        #expect(path.elements.first == .move(to: CGPoint(x: 0, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 10)))
        #expect(abs(path.length - 20) < 1e-9)
        #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.6, to: 0.6).isEmpty)
    }

    @Test func trimmingACircleKeepsItsLength() {
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(abs(circle.length - .pi * 100) < 0.1)
        #expect(abs(quarter.length - .pi * 25) < 0.1)
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 100), 0.2))
    }

    @Test func insetShapesShrinkConcentrically() {
        let inset = RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 4)
        let path = inset.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(path.elements.first == .move(to: CGPoint(x: 30, y: 4)))
        #expect(close(Circle().inset(by: 5).path(in: CGRect(x: 0, y: 0, width: 20, height: 20)).boundingRect,
            CGRect(x: 5, y: 5, width: 10, height: 10), 1e-4))
    }

    @Test func transformsCompose() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        let path = Path(CGRect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 3, dy: 4)
        #expect(path.boundingRect == CGRect(x: 3, y: 4, width: 1, height: 1))
    }

    @Test func gradientInterpolatesBetweenStops() {
        let gradient = Gradient(colors: [.black, .white])
        let middle = gradient.color(at: 0.5)
        #expect(abs(middle.red - 0.5) < 1e-9 && abs(middle.blue - 0.5) < 1e-9)
        #expect(gradient.color(at: -1) == .black)
        #expect(Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: 0.2)])
            .normalizedStops.map(\.color) == [.blue, .red])
    }

    @Test func anInsetLargerThanAnEmptyRectangleIsAnEmptyPath() {
        // A stroke border (inset by half the line width) around a collapsed view: no NaN path.
        #expect(Rectangle().inset(by: 0.5).path(in: .zero).isEmpty)
        #expect(RoundedRectangle(cornerRadius: 4).inset(by: 3).path(in: CGRect(x: 0, y: 0, width: 4, height: 40)).isEmpty)
        #expect(Rectangle().inset(by: 1).path(in: CGRect(x: 0, y: 0, width: 4, height: 4)).boundingRect == CGRect(x: 1, y: 1, width: 2, height: 2))
    }
}
