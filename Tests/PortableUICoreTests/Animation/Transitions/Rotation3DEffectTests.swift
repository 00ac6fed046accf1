import Foundation
import Testing
@testable import PortableUICore

/// `rotation3DEffect`: a rotation about an axis through the anchor, projected from a viewer
/// `max(width, height) / perspective` away (Core Animation's `m34 = −1 / d`, as SwiftUI
/// composes it: anchor to the origin, rotate, project, back). Exact values for a 100×100 view
/// at the origin rotated about its centre.
@MainActor
struct Rotation3DEffectTests {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

    private func rotation(_ degrees: Double, _ axis: (CGFloat, CGFloat, CGFloat), perspective: CGFloat) -> Rotation3D {
        Rotation3D(
            angle: .degrees(degrees), axisX: axis.0, axisY: axis.1, axisZ: axis.2, anchor: .center, anchorZ: 0,
            perspective: perspective)
    }

    private func resolved(_ rotation: Rotation3D) -> DisplayList.Effect? {
        RenderEffect.rotation3D(rotation).resolved(in: frame)
    }

    @Test func noAngleIsNoEffect() {
        #expect(resolved(rotation(0, (0, 1, 0), perspective: 1)) == nil)
        #expect(resolved(rotation(45, (0, 0, 0), perspective: 1)) == nil)
    }

    /// cos 60° = 0.5: the view is drawn half as tall about its centre.
    @Test func sixtyDegreesAboutXWithoutPerspectiveHalvesTheHeight() throws {
        guard case .transform(let t) = try #require(resolved(rotation(60, (1, 0, 0), perspective: 0))) else {
            Issue.record("not affine")
            return
        }
        #expect(thousandths(t.a) == 1)
        #expect(thousandths(t.d) == 0.5)
        #expect(thousandths(t.ty) == 25)
    }

    @Test func halfATurnAboutYMirrors() throws {
        guard case .transform(let t) = try #require(resolved(rotation(180, (0, 1, 0), perspective: 0))) else {
            Issue.record("not affine")
            return
        }
        #expect(thousandths(t.a) == -1)
        #expect(thousandths(t.tx) == 100)
    }

    /// About z the rotation is a plane rotation whatever the perspective, as `rotationEffect`.
    @Test func aboutZIsAPlaneRotation() throws {
        guard case .transform(let t) = try #require(resolved(rotation(90, (0, 0, 1), perspective: 1))) else {
            Issue.record("not affine")
            return
        }
        #expect(thousandths(t.b) == 1)
        #expect(thousandths(t.c) == -1)
    }

    /// 45° about y, perspective 1 (d = 100): the right edge (x − 50 = 50) goes back, w = 1 +
    /// 50 sin 45°/100 = 1.35355, and is drawn at 50 + 35.355/1.35355 = 76.120, 100/1.35355 =
    /// 73.880 tall; the left edge comes forward, w = 0.64645: at −4.692, 154.692 tall.
    @Test func perspectiveShrinksTheFarEdge() throws {
        guard case .projection(let p) = try #require(resolved(rotation(45, (0, 1, 0), perspective: 1))) else {
            Issue.record("affine")
            return
        }
        let topRight = CGPoint(x: 100, y: 0).applying(p), bottomRight = CGPoint(x: 100, y: 100).applying(p)
        let topLeft = CGPoint(x: 0, y: 0).applying(p), bottomLeft = CGPoint(x: 0, y: 100).applying(p)
        #expect(thousandths(topRight.x) == 76.120)
        #expect(thousandths(bottomRight.y - topRight.y) == 73.880)
        #expect(thousandths(topLeft.x) == -4.692)
        #expect(thousandths(bottomLeft.y - topLeft.y) == 154.692)
    }

    /// 90° about y, seen edge-on: every point lands on the vertical line through the anchor.
    @Test func aQuarterTurnAboutYIsEdgeOn() throws {
        guard case .projection(let p) = try #require(resolved(rotation(90, (0, 1, 0), perspective: 1))) else {
            Issue.record("affine")
            return
        }
        #expect(thousandths(CGPoint(x: 0, y: 0).applying(p).x) == 50)
        #expect(thousandths(CGPoint(x: 100, y: 30).applying(p).x) == 50)
    }

    /// The angle animates as an effect: halfway through 0° → 180° about y is 90°.
    @Test func animatesAsAnEffect() async {
        struct Card: View {
            let flipped: Bool
            var body: some View {
                Color.red.frame(width: 100, height: 100)
                    .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0)
            }
        }
        let host = ViewHost(Card(flipped: false), size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Card(flipped: true)) }
        await host.advance(by: 0.25)
        // cos 45° = 0.707: the card is 70.7 points wide.
        #expect(thousandths(TransitionEffects(host.displayList()).transform.a) == 0.707)
        await host.advance(by: 0.8)
        #expect(thousandths(TransitionEffects(host.displayList()).transform.a) == -1)
    }

    /// Bad input: NaN parameters draw the view unrotated, never crash.
    @Test func nanDrawsUnrotated() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(.nan), axis: (x: .nan, y: 1, z: 0), perspective: .nan),
            size: CGSize(width: 10, height: 10))
        #expect(TransitionEffects(host.displayList()).isEmpty)
    }
}
