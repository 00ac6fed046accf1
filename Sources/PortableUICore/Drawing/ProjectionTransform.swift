import Foundation

/// A 3×3 projective transform of the plane, applied to row vectors `(x, y, 1)`: the point
/// `(x·m11 + y·m21 + m31, x·m12 + y·m22 + m32)` divided by `x·m13 + y·m23 + m33`.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Whether the transform maps every point to itself.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine: no perspective division.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        result.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        result.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        result.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        result.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        result.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        result.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        result.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        result.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        result.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return result
    }

    /// Whether the transform is affine but for rounding (a half turn's sine of 1e-16).
    var isNearlyAffine: Bool { abs(m13) < 1e-9 && abs(m23) < 1e-9 && abs(m33 - 1) < 1e-9 }

    /// The affine part (meaningful when ``isAffine``).
    var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// The homogeneous weight of `point`: where it is not positive, the point is behind the
    /// viewer and has no image.
    @_spi(Rendering) public func weight(of point: CGPoint) -> CGFloat {
        point.x * m13 + point.y * m23 + m33
    }
}

extension CGPoint {
    /// The point mapped through a projective transform.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        return w == 1 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
