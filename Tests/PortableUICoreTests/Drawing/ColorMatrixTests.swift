import Foundation
import Testing

@_spi(Rendering) @testable import PortableUICore

/// The color effects' matrices. Expected values come from the matrices of the W3C Filter
/// Effects spec (`feColorMatrix`: `saturate`, `hueRotate`, section 9.6) and the definitions
/// in ``ColorMatrix``'s documentation (brightness as Core Image's `CIColorControls` adds it).
@MainActor
struct ColorMatrixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let matrix: ColorMatrix
        let input: (Double, Double, Double, Double)
        let expected: (Double, Double, Double, Double)
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "identity", matrix: .identity, input: (0.2, 0.4, 0.6, 1), expected: (0.2, 0.4, 0.6, 1)),
        Case(name: "saturate(0) of red: its luminance", matrix: .saturation(0), input: (1, 0, 0, 1), expected: (0.213, 0.213, 0.213, 1)),
        Case(name: "saturate(1) leaves", matrix: .saturation(1), input: (0.3, 0.5, 0.7, 1), expected: (0.3, 0.5, 0.7, 1)),
        Case(name: "grayscale(1) is saturate(0)", matrix: .grayscale(1), input: (0, 1, 0, 0.5), expected: (0.715, 0.715, 0.715, 0.5)),
        Case(name: "grayscale(0.5) is saturate(0.5)", matrix: .grayscale(0.5), input: (0, 0, 1, 1), expected: (0.036, 0.036, 0.536, 1)),
        Case(name: "hueRotate(180°) of red", matrix: .hueRotation(.degrees(180)), input: (1, 0, 0, 1), expected: (0, 0.426, 0.426, 1)),
        Case(name: "hueRotate(360°) leaves", matrix: .hueRotation(.degrees(360)), input: (0.9, 0.1, 0.4, 1), expected: (0.9, 0.1, 0.4, 1)),
        Case(name: "brightness adds", matrix: .brightness(0.25), input: (0.5, 0.8, 0, 1), expected: (0.75, 1, 0.25, 1)),
        Case(name: "contrast(0) is mid gray", matrix: .contrast(0), input: (0.1, 0.9, 0.3, 1), expected: (0.5, 0.5, 0.5, 1)),
        Case(name: "contrast(2) doubles about 0.5", matrix: .contrast(2), input: (0.6, 0.4, 0.9, 1), expected: (0.7, 0.3, 1, 1)),
        Case(name: "inversion", matrix: .inversion, input: (1, 0.25, 0, 0.8), expected: (0, 0.75, 1, 0.8)),
        Case(
            name: "multiply by a color, alpha too", matrix: .multiply(by: Color(red: 0.5, green: 1, blue: 0, opacity: 0.5)),
            input: (1, 0.5, 1, 1), expected: (0.5, 0.5, 0, 0.5)),
        Case(name: "NaN amounts change nothing", matrix: .saturation(.nan), input: (0.3, 0.6, 0.9, 1), expected: (0.3, 0.6, 0.9, 1)),
    ]

    @Test(arguments: cases) func maps(_ testCase: Case) {
        let (r, g, b, a) = testCase.matrix.apply(testCase.input.0, testCase.input.1, testCase.input.2, testCase.input.3)
        let e = testCase.expected
        #expect(abs(r - e.0) < 0.002 && abs(g - e.1) < 0.002 && abs(b - e.2) < 0.002 && abs(a - e.3) < 0.002)
    }

    /// Apple's `ColorMatrix` is the identity when made with `init()`, its fields named
    /// r1…a5.
    @Test func publicFieldsAreApplesLayout() {
        var matrix = ColorMatrix()
        #expect(matrix == .identity)
        matrix.r5 = 0.5
        #expect(matrix.values[4] == 0.5)
    }

    /// An effect that changes nothing adds no display-list group.
    @Test func identityEffectsAreDropped() {
        #expect(RenderEffect.colorMatrix(.saturation(1)).resolved(in: .zero) == nil)
        #expect(RenderEffect.colorMatrix(.inversion).resolved(in: .zero) != nil)
    }
}
