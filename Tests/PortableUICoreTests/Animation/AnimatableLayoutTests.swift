import Foundation
import Testing
@testable import PortableUICore

/// `Layout.animatableData` (`Layout` inherits `Animatable` in Apple's SDK): a custom layout
/// whose data changes in an animated transaction is evaluated each frame with the data
/// interpolated. With `.linear(duration: 1)` (progress = elapsed fraction, Apple's
/// documentation) the data is a quarter of the way at 0.25 s.
@MainActor
struct AnimatableLayoutTests {
    /// Places each subview `shift` points from its leading edge, at its ideal size.
    struct Shifted: Layout {
        var shift: CGFloat
        var animatableData: CGFloat {
            get { shift }
            set { shift = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + shift, y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    /// The same placement, without animatable data.
    struct PlainShifted: Layout {
        var shift: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + shift, y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    private func positions<V: View>(_ make: (CGFloat) -> V) async -> [CGFloat?] {
        let host = ViewHost(make(0), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(make(100)) }
        var positions = [host.frame(of: "dot")?.minX]
        for step in [0.25, 0.25, 0.6] as [Double] {
            await host.advance(by: step)
            positions.append(host.frame(of: "dot")?.minX)
            // The layout places the dot where the data is: nothing else animates it.
            #expect(host.presentationFrame(of: "dot") == host.frame(of: "dot"))
        }
        return positions
    }

    @Test func aLayoutIsEvaluatedWithInterpolatedData() async {
        let positions = await positions { shift in
            Shifted(shift: shift) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") }
        }
        #expect(positions == [0, 25, 50, 100])
    }

    /// Without animatable data the layout's new placement is animated as a frame change.
    @Test func aLayoutWithoutDataMovesItsSubviewsFrames() async {
        let host = ViewHost(PlainShifted(shift: 0) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) {
            host.update(PlainShifted(shift: 100) { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot") })
        }
        #expect(host.frame(of: "dot")?.minX == 100)
        await host.advance(by: 0.25)
        #expect(host.presentationFrame(of: "dot")?.minX == 25)
    }
}
