import Foundation

/// A matrix to use in an RGBA color transformation: 4×5, it maps a color's unpremultiplied red, green, blue and alpha (0…1), plus a
/// constant column, to new ones, each result clamped to 0…1: the color effects' maths, as in
/// the SVG `feColorMatrix` filter and Core Image's color filters.
///
/// The effects (step numbers match `// Step N` in ``ColorMatrix``'s factories):
/// 1. `hueRotation`: SVG's `hueRotate` matrix (a rotation about the gray axis in luminance-
///    weighted RGB, weights 0.213, 0.715, 0.072).
/// 2. `saturation` and `grayscale`: SVG's `saturate` matrix, grayscale(a) being saturate(1 − a).
/// 3. `brightness`: the amount added to red, green and blue (Core Image's `CIColorControls`).
/// 4. `contrast`: each channel scaled about the midpoint, `(c − 0.5) × amount + 0.5`.
/// 5. `colorInvert`: `1 − c` for red, green and blue.
/// 6. `colorMultiply`: each channel (alpha too) times the color's.
public struct ColorMatrix: Equatable, Sendable {
    // Row by row: the red, green, blue and alpha results' coefficients of red (1), green
    // (2), blue (3), alpha (4), and their constant (5).
    public var r1: Float = 1
    public var r2: Float = 0
    public var r3: Float = 0
    public var r4: Float = 0
    public var r5: Float = 0
    public var g1: Float = 0
    public var g2: Float = 1
    public var g3: Float = 0
    public var g4: Float = 0
    public var g5: Float = 0
    public var b1: Float = 0
    public var b2: Float = 0
    public var b3: Float = 1
    public var b4: Float = 0
    public var b5: Float = 0
    public var a1: Float = 0
    public var a2: Float = 0
    public var a3: Float = 0
    public var a4: Float = 1
    public var a5: Float = 0

    /// Creates the identity matrix.
    public init() {}

    /// A matrix of twenty values, row by row.
    init(values: [Double]) {
        let keyPaths = Self.keyPaths
        for (index, value) in values.prefix(20).enumerated() { self[keyPath: keyPaths[index]] = Float(value) }
    }

    // (Key paths are immutable values; the array is never changed.)
    nonisolated(unsafe) private static let keyPaths: [WritableKeyPath<ColorMatrix, Float>] = [
        \.r1, \.r2, \.r3, \.r4, \.r5, \.g1, \.g2, \.g3, \.g4, \.g5, \.b1, \.b2, \.b3, \.b4, \.b5,
        \.a1, \.a2, \.a3, \.a4, \.a5,
    ]

    /// The twenty values, row by row (for renderers).
    @_spi(Rendering) public var values: [Double] { Self.keyPaths.map { Double(self[keyPath: $0]) } }

    static let identity = ColorMatrix()

    /// The color a pixel's unpremultiplied channels become.
    func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let v = values[5 * i] * r + values[5 * i + 1] * g + values[5 * i + 2] * b + values[5 * i + 3] * a
                + values[5 * i + 4]
            return v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }

    private static func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }

    // Step 1
    static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let radians = finite(angle.radians, 0)
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(values: [
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    // Step 2
    static func saturation(_ amount: Double) -> ColorMatrix {
        let s = finite(amount, 1)
        return ColorMatrix(values: [
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - Swift.min(Swift.max(finite(amount, 0), 0), 1))
    }

    // Step 3
    static func brightness(_ amount: Double) -> ColorMatrix {
        let b = finite(amount, 0)
        return ColorMatrix(values: [1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0])
    }

    // Step 4
    static func contrast(_ amount: Double) -> ColorMatrix {
        let c = finite(amount, 1), offset = 0.5 - 0.5 * c
        return ColorMatrix(values: [c, 0, 0, 0, offset, 0, c, 0, 0, offset, 0, 0, c, 0, offset, 0, 0, 0, 1, 0])
    }

    // Step 5
    static let inversion = ColorMatrix(values: [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    // Step 6
    static func multiply(by color: Color) -> ColorMatrix {
        ColorMatrix(values: [
            color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.opacity, 0,
        ])
    }
}
