import Foundation

/// The parameters of `rotation3DEffect`: a rotation about an axis through the anchor
/// (`anchorZ` deep), projected onto the view's plane from a viewer `max(width, height) /
/// perspective` away (no perspective when `perspective` is 0).
///
/// The projection, as Core Animation composes it: translate the anchor to the origin, rotate
/// (Rodrigues' formula, a positive angle about z turning clockwise on screen as
/// `rotationEffect` does), divide by `w = 1 − z / d`, translate back.
struct Rotation3D: Equatable {
    var angle: Angle
    var axisX: CGFloat
    var axisY: CGFloat
    var axisZ: CGFloat
    var anchor: UnitPoint
    var anchorZ: CGFloat
    var perspective: CGFloat

    /// The projective transform, in window coordinates, of a view whose frame is `frame`;
    /// `nil` for no rotation (or an axis of length zero).
    func projection(in frame: CGRect) -> ProjectionTransform? {
        let length = (axisX * axisX + axisY * axisY + axisZ * axisZ).squareRoot()
        guard length > 0, length.isFinite, angle.radians != 0 else { return nil }
        let (x, y, z) = (axisX / length, axisY / length, axisZ / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rodrigues' rotation matrix, rows of the column-vector form.
        let r = [
            [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
        ]
        let side = Swift.max(frame.width, frame.height)
        // 1 / d: the viewer's distance d is the view's larger side over `perspective`.
        let inverseDistance = side > 0 && perspective.isFinite ? perspective / side : 0
        let depth = -anchorZ
        var core = ProjectionTransform()
        core.m11 = r[0][0]
        core.m12 = r[1][0]
        core.m13 = -r[2][0] * inverseDistance
        core.m21 = r[0][1]
        core.m22 = r[1][1]
        core.m23 = -r[2][1] * inverseDistance
        core.m31 = r[0][2] * depth
        core.m32 = r[1][2] * depth
        core.m33 = 1 - r[2][2] * depth * inverseDistance
        let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
        let toAnchor = ProjectionTransform(CGAffineTransform(translationX: -ax, y: -ay))
        let back = ProjectionTransform(CGAffineTransform(translationX: ax, y: ay))
        return toAnchor.concatenating(core).concatenating(back)
    }

    /// The numbers an animation moves: the angle, each element of the axis (SwiftUI
    /// interpolates them separately), the anchor's depth and the perspective.
    var animatableComponents: ComponentVector {
        ComponentVector([angle.radians] + [axisX, axisY, axisZ, anchorZ, perspective].map { Double($0) })
    }

    /// This rotation with the numbers `vector` (laid out as ``animatableComponents``).
    func with(_ vector: ComponentVector) -> Rotation3D {
        func number(_ index: Int) -> CGFloat { CGFloat(vector[index]) }
        return Rotation3D(
            angle: .radians(vector[0]), axisX: number(1), axisY: number(2), axisZ: number(3), anchor: anchor,
            anchorZ: number(4), perspective: number(5))
    }
}

extension Rotation3D {
    /// The rotation of `rotation3DEffect`'s arguments; a NaN or infinite one counts as none
    /// (0, or 1 for the perspective).
    init(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }
        self.init(
            angle: angle.radians.isFinite ? angle : .zero, axisX: finite(axis.x, 0), axisY: finite(axis.y, 0),
            axisZ: finite(axis.z, 0), anchor: anchor, anchorZ: finite(anchorZ, 0), perspective: finite(perspective, 1))
    }
}

extension View {
    /// Renders a view's content as if it's rotated in three dimensions around the specified
    /// axis, projected onto the view's plane (`perspective` sets the vanishing point; 0 is
    /// none). See docs/differences.md for how the projection is drawn.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        renderEffect(.rotation3D(Rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
}
