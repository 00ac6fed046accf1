import Foundation
import Testing
@testable import PortableUICore

/// UnitCurve's values and velocities.
///
/// Source of the expected numbers: OpenSwiftUI's `UnitCurveCompatibilityTests`, which run the
/// same assertions against Apple's SwiftUI (Tests/OpenSwiftUICompatibilityTests/Animation/
/// Animation/UnitCurveCompatibilityTests.swift); the control points are Apple's documented
/// ones (`UnitCurve.easeInOut`: (0.42, 0) and (0.58, 1); `.easeIn`: (0.42, 0), (1, 1);
/// `.easeOut`: (0, 0), (0.58, 1)).
struct UnitCurveTests {
    struct Sample: Sendable, CustomStringConvertible {
        let name: String
        let curve: UnitCurve
        let progress: Double
        let value: Double
        let velocity: Double
        let tolerance: Double
        var description: String { "\(name) at \(progress)" }
    }

    static let samples: [Sample] = [
        Sample(name: "linear", curve: .linear, progress: 0.25, value: 0.25, velocity: 1, tolerance: 1e-9),
        Sample(name: "linear", curve: .linear, progress: 0.75, value: 0.75, velocity: 1, tolerance: 1e-9),
        Sample(name: "easeIn", curve: .easeIn, progress: 0, value: 0, velocity: 0, tolerance: 1e-9),
        Sample(name: "easeIn", curve: .easeIn, progress: 0.25, value: 0.09, velocity: 0.67, tolerance: 0.01),
        Sample(name: "easeIn", curve: .easeIn, progress: 0.5, value: 0.32, velocity: 1.07, tolerance: 0.01),
        Sample(name: "easeIn", curve: .easeIn, progress: 0.75, value: 0.62, velocity: 1.37, tolerance: 0.01),
        Sample(name: "easeIn", curve: .easeIn, progress: 1, value: 1, velocity: 0, tolerance: 1e-9),
        Sample(name: "easeOut", curve: .easeOut, progress: 0, value: 0, velocity: 1, tolerance: 0.01),
        Sample(name: "easeOut", curve: .easeOut, progress: 0.25, value: 0.38, velocity: 1.37, tolerance: 0.01),
        Sample(name: "easeOut", curve: .easeOut, progress: 0.5, value: 0.68, velocity: 1.07, tolerance: 0.01),
        Sample(name: "easeOut", curve: .easeOut, progress: 0.75, value: 0.91, velocity: 0.67, tolerance: 0.01),
        Sample(name: "easeOut", curve: .easeOut, progress: 1, value: 1, velocity: 0, tolerance: 1e-9),
        Sample(name: "easeInOut", curve: .easeInOut, progress: 0, value: 0, velocity: 0, tolerance: 1e-9),
        Sample(name: "easeInOut", curve: .easeInOut, progress: 0.25, value: 0.13, velocity: 1.06, tolerance: 0.01),
        Sample(name: "easeInOut", curve: .easeInOut, progress: 0.5, value: 0.5, velocity: 1.72, tolerance: 0.01),
        Sample(name: "easeInOut", curve: .easeInOut, progress: 0.75, value: 0.87, velocity: 1.06, tolerance: 0.01),
        Sample(name: "easeInOut", curve: .easeInOut, progress: 1, value: 1, velocity: 0, tolerance: 1e-9),
        Sample(name: "circularEaseIn", curve: .circularEaseIn, progress: 0.25, value: 0.032, velocity: 0.258, tolerance: 0.001),
        Sample(name: "circularEaseIn", curve: .circularEaseIn, progress: 0.5, value: 0.134, velocity: 0.577, tolerance: 0.001),
        Sample(name: "circularEaseIn", curve: .circularEaseIn, progress: 0.75, value: 0.339, velocity: 1.134, tolerance: 0.001),
        Sample(name: "circularEaseOut", curve: .circularEaseOut, progress: 0.25, value: 0.661, velocity: 1.134, tolerance: 0.001),
        Sample(name: "circularEaseOut", curve: .circularEaseOut, progress: 0.75, value: 0.968, velocity: 0.258, tolerance: 0.001),
        Sample(name: "circularEaseInOut", curve: .circularEaseInOut, progress: 0.25, value: 0.067, velocity: 0.577, tolerance: 0.001),
        Sample(name: "circularEaseInOut", curve: .circularEaseInOut, progress: 0.75, value: 0.933, velocity: 0.577, tolerance: 0.001),
        Sample(
            name: "bezier (0.25, 0.1) (0.75, 0.9)",
            curve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9)),
            progress: 0.5, value: 0.5, velocity: 1.20, tolerance: 0.01),
        // Control points' x outside [0, 1] are clamped, so the curve stays a function.
        Sample(
            name: "bezier (-0.5, 2) (1.5, -1)",
            curve: .bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1)),
            progress: 0.5, value: 0.5, velocity: -1, tolerance: 1e-6),
    ]

    @Test(arguments: samples)
    func valueAndVelocity(_ sample: Sample) {
        #expect(abs(sample.curve.value(at: sample.progress) - sample.value) <= sample.tolerance)
        #expect(abs(sample.curve.velocity(at: sample.progress) - sample.velocity) <= sample.tolerance)
    }

    @Test func circularCurvesAreVerticalAtTheirSteepEnds() {
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
    }

    @Test func progressIsClampedToTheUnitInterval() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
        #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.linear.velocity(at: -0.5) == 1)
        #expect(UnitCurve.easeInOut.value(at: .nan) == 0)
    }

    @Test func inverseSwapsTheAxes() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        let swapped = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
        #expect(curve.inverse == swapped)
        for x in [0.1, 0.3, 0.7, 0.9] {
            #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6)
            #expect(abs(UnitCurve.circularEaseIn.inverse.value(at: x) - UnitCurve.circularEaseOut.value(at: x)) < 1e-12)
            let inOut = UnitCurve.circularEaseInOut
            #expect(abs(inOut.inverse.value(at: inOut.value(at: x)) - x) < 1e-9)
        }
        #expect(UnitCurve.circularEaseInOut.inverse.inverse == .circularEaseInOut)
        // The inverse of ease-in is not ease-out: their control points are not mirror images.
        #expect(abs(UnitCurve.easeIn.inverse.value(at: 0.3) - UnitCurve.easeOut.value(at: 0.3)) > 0.01)
    }
}
