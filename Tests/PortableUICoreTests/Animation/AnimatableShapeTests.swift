import Foundation
import Testing
@testable import PortableUICore

/// `Animatable` shapes: a shape whose `animatableData` changes in an animated transaction is
/// drawn each frame from a copy with interpolated data. The curve is `.linear(duration: 1)`,
/// whose progress is the elapsed fraction of its duration (Apple's documentation of
/// `Animation.linear(duration:)`), so at 0.25 s the data is a quarter of the way.
@MainActor
struct AnimatableShapeTests {
    /// A bar as wide as `fraction` of its frame: one `Double`.
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
    }

    /// A box of a width and a height: an `AnimatablePair` of `CGFloat`s.
    struct Box: Shape {
        var width: CGFloat
        var height: CGFloat
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
            get { AnimatablePair(width, height) }
            set { (width, height) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: width, height: height)) }
    }

    /// A user `VectorArithmetic` type: a size kept as two `Double`s.
    struct Extent: VectorArithmetic {
        var width: Double
        var height: Double
        static var zero: Extent { Extent(width: 0, height: 0) }
        static func + (a: Extent, b: Extent) -> Extent { Extent(width: a.width + b.width, height: a.height + b.height) }
        static func - (a: Extent, b: Extent) -> Extent { Extent(width: a.width - b.width, height: a.height - b.height) }
        mutating func scale(by rhs: Double) { (width, height) = (width * rhs, height * rhs) }
        var magnitudeSquared: Double { width * width + height * height }
    }

    struct ExtentBox: Shape {
        var extent: Extent
        var animatableData: Extent {
            get { extent }
            set { extent = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: extent.width, height: extent.height)) }
    }

    /// A shape with a property but no `animatableData` (`EmptyAnimatableData`): it jumps.
    struct Plain: Shape {
        var width: CGFloat
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: width, height: rect.height)) }
    }

    /// The first filled or stroked path of the host's display list.
    private func firstPath(_ host: ViewHost<some View>) -> Path? {
        for item in host.displayList().items {
            if case .fill(let path, _, _) = item { return path }
            if case .stroke(let path, _, _) = item { return path }
        }
        return nil
    }

    /// Animates `host` from its view to `next` with `.linear(duration: 1)` and returns the
    /// bounding sizes of the path drawn at 0, 0.25 and 1.1 s.
    private func sizes<V: View>(from first: V, to next: V) async -> [CGSize?] {
        let host = ViewHost(first, size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(next) }
        var sizes = [firstPath(host)?.boundingRect.size]
        await host.advance(by: 0.25)
        sizes.append(firstPath(host)?.boundingRect.size)
        await host.advance(by: 0.85)
        sizes.append(firstPath(host)?.boundingRect.size)
        return sizes
    }

    @Test func doubleDataIsInterpolated() async {
        let sizes = await sizes(from: Bar(fraction: 0.2).frame(width: 100, height: 10), to: Bar(fraction: 0.6).frame(width: 100, height: 10))
        #expect(sizes == [CGSize(width: 20, height: 10), CGSize(width: 30, height: 10), CGSize(width: 60, height: 10)])
    }

    @Test func pairDataIsInterpolated() async {
        let sizes = await sizes(from: Box(width: 10, height: 80), to: Box(width: 90, height: 40))
        #expect(sizes == [CGSize(width: 10, height: 80), CGSize(width: 30, height: 70), CGSize(width: 90, height: 40)])
    }

    @Test func userVectorArithmeticIsInterpolated() async {
        let sizes = await sizes(
            from: ExtentBox(extent: Extent(width: 4, height: 8)), to: ExtentBox(extent: Extent(width: 44, height: 88)))
        #expect(sizes == [CGSize(width: 4, height: 8), CGSize(width: 14, height: 28), CGSize(width: 44, height: 88)])
    }

    @Test func emptyAnimatableDataJumps() async {
        let sizes = await sizes(from: Plain(width: 10).frame(width: 100, height: 10), to: Plain(width: 90).frame(width: 100, height: 10))
        #expect(sizes == [CGSize(width: 90, height: 10), CGSize(width: 90, height: 10), CGSize(width: 90, height: 10)])
    }

    /// A shape changed without animation jumps to its new data.
    @Test func anUnanimatedChangeJumps() {
        let host = ViewHost(Bar(fraction: 0.2).frame(width: 100, height: 10), size: CGSize(width: 100, height: 10))
        host.layoutIfNeeded()
        host.update(Bar(fraction: 0.8).frame(width: 100, height: 10))
        #expect(firstPath(host)?.boundingRect.width == 80)
    }

    /// `.animation(_:value:)` animates the shape's data too.
    @Test func theAnimationModifierAnimatesTheData() async {
        struct Meter: View {
            let fraction: Double
            var body: some View {
                Bar(fraction: fraction).frame(width: 100, height: 10).animation(.linear(duration: 1), value: fraction)
            }
        }
        let host = ViewHost(Meter(fraction: 0), size: CGSize(width: 100, height: 10))
        host.layoutIfNeeded()
        host.update(Meter(fraction: 1))
        await host.advance(by: 0.5)
        #expect(firstPath(host)?.boundingRect.width == 50)
    }

    /// An interrupting curve runs alongside the first and their effects add up (Apple's
    /// documentation of `CustomAnimation.shouldMerge`: animations that do not merge "run
    /// together and the system combines their results"): 0 → 1, then → 0 at 0.25 s, both
    /// `.linear(duration: 1)`, shows 0 − (1 − t) − (−1 + (t − 0.25)) = 0.25 while both run,
    /// then 1.25 − t (0.125 at 1.125 s).
    @Test func anInterruptingCurveAddsUp() async {
        let host = ViewHost(Bar(fraction: 0).frame(width: 100, height: 10), size: CGSize(width: 100, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Bar(fraction: 1).frame(width: 100, height: 10)) }
        await host.advance(by: 0.25)
        withAnimation(.linear(duration: 1)) { host.update(Bar(fraction: 0).frame(width: 100, height: 10)) }
        await host.advance(by: 0.5)
        #expect(firstPath(host)?.boundingRect.width == 25)
        await host.advance(by: 0.375)
        #expect(firstPath(host)?.boundingRect.width == 12.5)
    }

    /// Built-in shapes with data (Apple's documentation lists `animatableData` on
    /// `RoundedRectangle` (its corner size), `UnevenRoundedRectangle` (its radii), the trimmed,
    /// inset and stroked shapes): a quarter of the way at 0.25 s, compared with the path of the
    /// shape made with the quarter-way value.
    @Test func builtInShapesAnimateTheirParameters() async {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let cases: [(from: AnyView, to: AnyView, expected: Path)] = [
            (AnyView(RoundedRectangle(cornerRadius: 0)), AnyView(RoundedRectangle(cornerRadius: 40)),
             RoundedRectangle(cornerRadius: 10).path(in: rect)),
            (AnyView(UnevenRoundedRectangle(topLeadingRadius: 8)), AnyView(UnevenRoundedRectangle(topLeadingRadius: 48, bottomTrailingRadius: 20)),
             UnevenRoundedRectangle(topLeadingRadius: 18, bottomTrailingRadius: 5).path(in: rect)),
            (AnyView(Circle().trim(from: 0, to: 0.2)), AnyView(Circle().trim(from: 0, to: 0.6)),
             Circle().trim(from: 0, to: 0.3).path(in: rect)),
            (AnyView(Rectangle().inset(by: 0)), AnyView(Rectangle().inset(by: 20)), Rectangle().inset(by: 5).path(in: rect)),
        ]
        for (from, to, expected) in cases {
            let host = ViewHost(from, size: rect.size)
            host.layoutIfNeeded()
            withAnimation(.linear(duration: 1)) { host.update(to) }
            await host.advance(by: 0.25)
            #expect(firstPath(host) == expected)
        }
    }

    /// A stroke's line width animates with a stroked shape (`StrokeStyle`'s data).
    @Test func aStrokedShapesLineWidthAnimates() async {
        func width(_ host: ViewHost<some View>) -> CGFloat? {
            for item in host.displayList().items { if case .stroke(_, _, let style) = item { return style.lineWidth } }
            return nil
        }
        let host = ViewHost(Circle().stroke(lineWidth: 2), size: CGSize(width: 50, height: 50))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Circle().stroke(lineWidth: 10)) }
        await host.advance(by: 0.25)
        #expect(width(host) == 4)
    }

    /// Data that becomes NaN does not crash the drawing.
    @Test func nanDataDoesNotCrash() async {
        let host = ViewHost(Bar(fraction: 0).frame(width: 100, height: 10), size: CGSize(width: 100, height: 10))
        host.layoutIfNeeded()
        withAnimation(.linear(duration: 1)) { host.update(Bar(fraction: .nan).frame(width: 100, height: 10)) }
        await host.advance(by: 0.5)
        _ = host.displayList()
        await host.advance(by: 1)
        _ = host.displayList()
    }
}
