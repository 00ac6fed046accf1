import Foundation
import Testing
@testable import PortableUICore

/// Animatable view modifiers and views: when their `animatableData` changes in an animated
/// transaction, `body(content:)` (a view's `body`) is evaluated each frame with the data
/// interpolated, as SwiftUI does (Apple's documentation of `Animatable`: "SwiftUI reads the old
/// and new animatableData values, then interpolates between them over successive frames").
/// The curve is `.linear(duration: 1)` (progress = elapsed fraction, Apple's documentation), so
/// at 0.25 s the data is a quarter of the way.
@MainActor
struct AnimatableModifierTests {
    /// A modifier that sizes its content to `width`.
    struct Widen: ViewModifier, Animatable {
        var width: CGFloat
        var animatableData: CGFloat {
            get { width }
            set { width = newValue }
        }
        func body(content: Content) -> some View { content.frame(width: width, height: 10) }
    }

    /// The same through the deprecated `AnimatableModifier`.
    @available(*, deprecated)
    struct OldWiden: AnimatableModifier {
        var width: CGFloat
        var animatableData: CGFloat {
            get { width }
            set { width = newValue }
        }
        func body(content: Content) -> some View { content.frame(width: width, height: 10) }
    }

    /// A view that is animatable itself, with state of its own kept across frames.
    struct Meter: View, Animatable {
        var level: Double
        @State private var tint = Color.red
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        var body: some View { tint.frame(width: level, height: 10).accessibilityIdentifier("w") }
    }

    private func widths<V: View>(_ make: (CGFloat) -> V, animation: Animation = .linear(duration: 1)) async -> [CGFloat?] {
        let host = ViewHost(HStack { make(10); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(animation) { host.update(HStack { make(50); Spacer() }) }
        var widths = [host.frame(of: "w")?.width]
        for step in [0.25, 0.25, 0.6] as [Double] {
            await host.advance(by: step)
            widths.append(host.frame(of: "w")?.width)
            // The body's frames follow the data: they are not animated a second time.
            #expect(host.presentationFrame(of: "w") == host.frame(of: "w"))
        }
        return widths
    }

    @Test func aModifiersBodyIsEvaluatedWithInterpolatedData() async {
        let widths = await widths { Color.red.modifier(Widen(width: $0)).accessibilityIdentifier("w") }
        #expect(widths == [10, 20, 30, 50])
    }

    @available(*, deprecated)
    @Test func theDeprecatedAnimatableModifierAnimatesToo() async {
        let widths = await widths { Color.red.modifier(OldWiden(width: $0)).accessibilityIdentifier("w") }
        #expect(widths == [10, 20, 30, 50])
    }

    @Test func anAnimatableViewsBodyIsEvaluatedWithInterpolatedData() async {
        let widths = await widths { Meter(level: Double($0)) }
        #expect(widths == [10, 20, 30, 50])
    }

    @Test func withoutAnimationTheNewDataShowsAtOnce() {
        let host = ViewHost(HStack { Color.red.modifier(Widen(width: 10)).accessibilityIdentifier("w"); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        host.update(HStack { Color.red.modifier(Widen(width: 50)).accessibilityIdentifier("w"); Spacer() })
        #expect(host.frame(of: "w")?.width == 50)
    }

    /// `.animation(_:value:)` above the modifier animates its data when its value changes.
    @Test func theAnimationModifierAnimatesTheData() async {
        struct Bar: View {
            let width: CGFloat
            var body: some View {
                HStack { Color.red.modifier(Widen(width: width)).accessibilityIdentifier("w"); Spacer() }
                    .animation(.linear(duration: 1), value: width)
            }
        }
        let host = ViewHost(Bar(width: 10), size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        host.update(Bar(width: 50))
        await host.advance(by: 0.5)
        #expect(host.frame(of: "w")?.width == 30)
        await host.advance(by: 0.6)
        #expect(host.frame(of: "w")?.width == 50)
    }

    /// The data follows the animation's curve: `.easeInOut(duration: 1)` is `UnitCurve.easeInOut`
    /// (control points (0.42, 0), (0.58, 1), Apple's documentation; 0.13 of the way at 0.25 s, see
    /// UnitCurveTests) and half-way at 0.5 s by symmetry.
    @Test func theDataFollowsTheCurve() async {
        let widths = await widths({ Color.red.modifier(Widen(width: $0)).accessibilityIdentifier("w") }, animation: .easeInOut(duration: 1))
        // (Frames are read rounded to whole pixels.)
        let expected = (10 + 40 * UnitCurve.easeInOut.value(at: 0.25)).rounded()
        #expect(abs(Double(widths[1] ?? 0) - expected) < 1e-9, "\(String(describing: widths[1])) vs \(expected)")
        #expect(widths[2] == 30)
        #expect(widths[3] == 50)
    }

    /// While nothing animates the host is idle: the animatable node asks for no frame.
    @Test func theHostIsIdleOnceTheDataRests() async {
        let host = ViewHost(HStack { Color.red.modifier(Widen(width: 10)).accessibilityIdentifier("w"); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        #expect(host.graph.timelines.nextEntry == nil)
        withAnimation(.linear(duration: 1)) { host.update(HStack { Color.red.modifier(Widen(width: 50)).accessibilityIdentifier("w"); Spacer() }) }
        await host.advance(by: 0.5)
        #expect(host.graph.timelines.nextEntry != nil)
        await host.advance(by: 0.6)
        #expect(host.graph.timelines.nextEntry == nil)
    }

    /// NaN data shows at once and does not crash.
    @Test func nanDataJumps() async {
        let host = ViewHost(HStack { Color.red.modifier(Widen(width: 10)).accessibilityIdentifier("w"); Spacer() }, size: CGSize(width: 200, height: 10))
        host.layoutIfNeeded()
        withAnimation(.spring) { host.update(HStack { Color.red.modifier(Widen(width: .nan)).accessibilityIdentifier("w"); Spacer() }) }
        await host.advance(by: 0.5)
        _ = host.displayList()
        #expect(host.graph.timelines.nextEntry == nil)
    }
}
