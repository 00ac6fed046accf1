import Foundation
import Testing
@testable import PortableUICore

/// Gauge: where the value lies in its bounds (bad values included), the bar and ring styles'
/// frames, and custom styles.
@MainActor
struct GaugeTests {
    struct FractionCase: CustomTestStringConvertible, Sendable {
        let name: String
        let value: Double
        let bounds: ClosedRange<Double>
        let expected: Double
        var testDescription: String { name }
    }

    static let fractions: [FractionCase] = [
        FractionCase(name: "inside", value: 25, bounds: 0...100, expected: 0.25),
        FractionCase(name: "offset bounds", value: 15, bounds: 10...30, expected: 0.25),
        FractionCase(name: "above the bounds: the upper bound", value: 150, bounds: 0...100, expected: 1),
        FractionCase(name: "below the bounds: the lower bound", value: -3, bounds: 0...1, expected: 0),
        FractionCase(name: "not a number: the lower bound", value: .nan, bounds: 0...1, expected: 0),
        FractionCase(name: "infinite: the lower bound", value: .infinity, bounds: 0...1, expected: 0),
        FractionCase(name: "bounds without width: the lower bound", value: 5, bounds: 5...5, expected: 0),
    ]

    @Test(arguments: fractions) func fractions(_ test: FractionCase) {
        #expect(Gauge<EmptyView, EmptyView, EmptyView, EmptyView>.fraction(of: test.value, in: test.bounds) == test.expected)
    }

    private struct Host<Style: GaugeStyle>: View {
        let style: Style
        let value: Double
        var body: some View {
            VStack(spacing: 0) {
                Gauge(value: value, in: 0...100) {
                    Color.red.frame(width: 20, height: 10).accessibilityIdentifier("label")
                }
                .gaugeStyle(style)
                .accessibilityIdentifier("gauge")
                Spacer(minLength: 0)
            }
        }
    }

    // The bar: a linear progress view's 4-point capsule (UIProgressView), the label row 4
    // points above it [UNVERIFIED].
    @Test func linearCapacityFillsTheLeadingPartOfItsBar() {
        let host = ViewHost(Host(style: .linearCapacity, value: 25), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "gauge") == CGRect(x: 0, y: 0, width: 200, height: 18))
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(host.frames(ofType: Capsule.self) == [CGRect(x: 0, y: 14, width: 200, height: 4), CGRect(x: 0, y: 14, width: 50, height: 4)])
    }

    @Test func theDefaultStyleIsLinearCapacity() {
        let host = ViewHost(Host(style: .automatic, value: 100), size: CGSize(width: 200, height: 100))
        #expect(host.frames(ofType: Capsule.self).last == CGRect(x: 0, y: 14, width: 200, height: 4))
    }

    @Test func accessoryLinearMarksTheValueWithADotKeptInsideTheBar() {
        let host = ViewHost(Host(style: .accessoryLinear, value: 50), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "gauge") == CGRect(x: 0, y: 0, width: 200, height: 22))
        #expect(host.frames(ofType: Capsule.self) == [CGRect(x: 0, y: 16, width: 200, height: 4)])
        #expect(host.frames(ofType: Circle.self) == [CGRect(x: 96, y: 14, width: 8, height: 8)])
        let atEnd = ViewHost(Host(style: .accessoryLinear, value: 100), size: CGSize(width: 200, height: 100))
        #expect(atEnd.frames(ofType: Circle.self) == [CGRect(x: 192, y: 14, width: 8, height: 8)])
    }

    // Ring gauges: a 60-point circle [UNVERIFIED].
    @Test(arguments: [AnyGaugeStyleCase.circular, .circularCapacity])
    func ringGaugesAreSixtyPointCircles(_ style: AnyGaugeStyleCase) {
        let host = ViewHost(style.host(value: 40), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "gauge") == CGRect(x: 70, y: 0, width: 60, height: 60))
    }

    enum AnyGaugeStyleCase: Sendable, CaseIterable {
        case circular, circularCapacity
        @MainActor func host(value: Double) -> AnyView {
            switch self {
            case .circular: AnyView(Host(style: .accessoryCircular, value: value))
            case .circularCapacity: AnyView(Host(style: .accessoryCircularCapacity, value: value))
            }
        }
    }

    @Test func theOpenRingsMarkerRunsFromTheBottomLeftOverTheTop() {
        let start = _CircularGauge.markerOffset(for: 0)
        #expect(abs(start.width + 27 * sqrt(0.5)) < 0.001 && abs(start.height - 27 * sqrt(0.5)) < 0.001)
        let middle = _CircularGauge.markerOffset(for: 0.5)
        #expect(abs(middle.width) < 0.001 && abs(middle.height + 27) < 0.001)
        let end = _CircularGauge.markerOffset(for: 1)
        #expect(abs(end.width - 27 * sqrt(0.5)) < 0.001 && abs(end.height - 27 * sqrt(0.5)) < 0.001)
    }

    /// The open ring's dot in a host: 8 points (the 6-point line + 2) centred on the ring's
    /// middle line (radius 27) at 135° + 270° × 0.4 = 243° for 40 of 0…100, in the 60-point
    /// gauge at x 70 of a 200-point host.
    @Test func theOpenRingsDotSitsOnTheRingAtTheValue() throws {
        let host = ViewHost(Host(style: .accessoryCircular, value: 40), size: CGSize(width: 200, height: 100))
        let dot = try #require(host.frames(ofType: Circle.self).first { $0.width == 8 })
        let angle = 243 * Double.pi / 180
        #expect(abs(dot.midX - (100 + 27 * cos(angle))) <= 0.5)
        #expect(abs(dot.midY - (30 + 27 * sin(angle))) <= 0.5)
        #expect(dot.size == CGSize(width: 8, height: 8))
    }

    private struct WidthStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.label
                Color.blue.frame(width: configuration.value * 100, height: 5).accessibilityIdentifier("custom")
                if let current = configuration.currentValueLabel { current }
            }
        }
    }

    @Test func aCustomStyleGetsTheFractionAndTheLabels() {
        let view = Gauge(value: 3, in: 0...4) {
            Color.red.frame(width: 20, height: 10)
        } currentValueLabel: {
            Color.green.frame(width: 7, height: 7).accessibilityIdentifier("current")
        }
        .gaugeStyle(WidthStyle())
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "custom")?.width == 75)
        #expect(host.frame(of: "current")?.size == CGSize(width: 7, height: 7))
    }

    /// A speedometer with marks at 0, 25 and 100 (and one tagged with an `Int`, not the
    /// value type), as Apple's `markedValueLabels:` takes them: views tagged with values.
    private struct Marked<Style: GaugeStyle>: View {
        let style: Style
        var withBounds = false

        var body: some View {
            VStack(spacing: 0) {
                gauge.gaugeStyle(style).accessibilityIdentifier("gauge")
                Spacer(minLength: 0)
            }
        }

        @ViewBuilder private var gauge: some View {
            if withBounds {
                Gauge(value: 50.0, in: 0...100) {
                    Color.red.frame(width: 20, height: 10)
                } currentValueLabel: {
                    Color.green.frame(width: 7, height: 7)
                } minimumValueLabel: {
                    Color.gray.frame(width: 8, height: 8).accessibilityIdentifier("minimum")
                } maximumValueLabel: {
                    Color.gray.frame(width: 8, height: 8).accessibilityIdentifier("maximum")
                } markedValueLabels: {
                    marks
                }
            } else {
                Gauge(value: 50.0, in: 0...100) {
                    Color.red.frame(width: 20, height: 10)
                } currentValueLabel: {
                    Color.green.frame(width: 7, height: 7)
                } markedValueLabels: {
                    marks
                }
            }
        }

        @ViewBuilder private var marks: some View {
            Color.blue.frame(width: 10, height: 6).tag(0.0).accessibilityIdentifier("mark-0")
            Color.blue.frame(width: 10, height: 6).tag(25.0).accessibilityIdentifier("mark-25")
            Color.blue.frame(width: 10, height: 6).tag(100.0).accessibilityIdentifier("mark-100")
            Color.blue.frame(width: 10, height: 4).tag(50).accessibilityIdentifier("mark-int")
        }
    }

    // Marks 2 points under the bar [UNVERIFIED], each centred on its value and kept inside
    // the bar: the bar is 200 wide, so 25 is at x 50.
    @Test func barGaugesShowMarkedValueLabelsUnderTheBarAtTheirValues() {
        let host = ViewHost(Marked(style: .linearCapacity), size: CGSize(width: 200, height: 100))
        // Label row 10, 4 apart, the bar (4) and the marks (6) 2 apart.
        #expect(host.frame(of: "gauge") == CGRect(x: 0, y: 0, width: 200, height: 26))
        #expect(host.frames(ofType: Capsule.self).first == CGRect(x: 0, y: 14, width: 200, height: 4))
        #expect(host.frame(of: "mark-0") == CGRect(x: 0, y: 20, width: 10, height: 6))
        #expect(host.frame(of: "mark-25") == CGRect(x: 45, y: 20, width: 10, height: 6))
        #expect(host.frame(of: "mark-100") == CGRect(x: 190, y: 20, width: 10, height: 6))
        #expect(host.frame(of: "mark-int") != CGRect(x: 95, y: 20, width: 10, height: 4), "an Int tag marks no value")
    }

    @Test func theAccessoryBarsShowThemToo() {
        let host = ViewHost(Marked(style: .accessoryLinear), size: CGSize(width: 200, height: 100))
        // The marker's bar is 8 tall (accessoryLinearMarksTheValue…): marks at 10 + 4 + 8 + 2.
        #expect(host.frame(of: "mark-25") == CGRect(x: 45, y: 24, width: 10, height: 6))
        let capacity = ViewHost(Marked(style: .accessoryLinearCapacity), size: CGSize(width: 200, height: 100))
        #expect(capacity.frame(of: "mark-100") == CGRect(x: 190, y: 20, width: 10, height: 6))
    }

    @Test func theBoundsLabelsStayCentredOnTheBarAboveTheMarks() {
        let host = ViewHost(Marked(style: .linearCapacity, withBounds: true), size: CGSize(width: 200, height: 100))
        // The 8-point bounds labels hang 2 points above the bar's top (centred on its 4
        // points); the bar runs between them, 6 apart: 14…186 wide 172.
        #expect(host.frame(of: "minimum") == CGRect(x: 0, y: 14, width: 8, height: 8))
        #expect(host.frames(ofType: Capsule.self).first == CGRect(x: 14, y: 16, width: 172, height: 4))
        #expect(host.frame(of: "mark-25") == CGRect(x: 52, y: 22, width: 10, height: 6))
    }

    /// Bad tags mark what a bad value shows: NaN the lower bound, beyond the bounds the
    /// nearer bound (GaugeTests.fractions).
    @Test func badTagsMarkTheBounds() throws {
        let gauge = Gauge(value: 1.0, in: 0...100) {
            EmptyView()
        } currentValueLabel: {
            EmptyView()
        } markedValueLabels: {
            Text("Half").tag(50.0)
        }
        let marks = try #require(gauge.marks)
        #expect(marks.fraction(AnyHashable(50.0)) == 0.5)
        #expect(marks.fraction(AnyHashable(Double.nan)) == 0)
        #expect(marks.fraction(AnyHashable(250.0)) == 1)
        #expect(marks.fraction(AnyHashable(-1.0)) == 0)
        #expect(marks.fraction(AnyHashable("fifty")) == nil)
    }

    @Test func theRingGaugesLeaveMarksOut() {
        let host = ViewHost(Marked(style: .accessoryCircular), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "gauge") == CGRect(x: 70, y: 0, width: 60, height: 60))
        #expect(host.frame(of: "mark-25") == nil)
    }

    // Apple's documentation of `.accessoryCircular` and `.circular`: "If you provide
    // minimumValueLabel and maximumValueLabel parameters [...] they appear in the opening at
    // the bottom of the ring. Otherwise, the gauge places its label in that location."
    @Test func theOpenRingsLabelStandsInTheOpeningWithoutBoundsLabels() {
        let open = ViewHost(Host(style: .accessoryCircular, value: 40), size: CGSize(width: 200, height: 100))
        #expect(open.frame(of: "label") == CGRect(x: 90, y: 50, width: 20, height: 10))
        let watch = ViewHost(Host(style: .circular, value: 40), size: CGSize(width: 200, height: 100))
        #expect(watch.frame(of: "label") == CGRect(x: 90, y: 50, width: 20, height: 10))
        // The capacity ring has no opening: its label stays in the middle.
        let closed = ViewHost(Host(style: .accessoryCircularCapacity, value: 40), size: CGSize(width: 200, height: 100))
        #expect(closed.frame(of: "label") == CGRect(x: 90, y: 25, width: 20, height: 10))
    }

    @Test func theOpenRingsBoundsLabelsTakeTheOpeningInsteadOfTheLabel() {
        let view = Gauge(value: 40, in: 0...100) {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("label")
        } currentValueLabel: {
            Color.green.frame(width: 8, height: 8).accessibilityIdentifier("current")
        } minimumValueLabel: {
            Color.gray.frame(width: 6, height: 6).accessibilityIdentifier("min")
        } maximumValueLabel: {
            Color.gray.frame(width: 6, height: 6).accessibilityIdentifier("max")
        }
        .gaugeStyle(.circular)
        let host = ViewHost(view, size: CGSize(width: 60, height: 60))
        #expect(host.frame(of: "label") == nil)
        #expect(host.frame(of: "current") == CGRect(x: 26, y: 26, width: 8, height: 8))
        #expect(host.frame(of: "min") == CGRect(x: 8, y: 54, width: 6, height: 6))
        #expect(host.frame(of: "max") == CGRect(x: 46, y: 54, width: 6, height: 6))
    }

    // Apple's documentation of `.linear`: without bounds labels "the gauge displays the
    // currentValueLabel value on the leading edge" of the bar; the bar and its 8-point marker
    // are the accessory linear gauge's.
    @Test func theWatchLinearGaugeLeadsItsBarWithTheCurrentValue() {
        let view = VStack(spacing: 0) {
            Gauge(value: 50, in: 0...100) {
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("label")
            } currentValueLabel: {
                Color.green.frame(width: 8, height: 8).accessibilityIdentifier("current")
            }
            .gaugeStyle(.linear)
            Spacer(minLength: 0)
        }
        let host = ViewHost(view, size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(host.frame(of: "current") == CGRect(x: 0, y: 14, width: 8, height: 8))
        #expect(host.frames(ofType: Capsule.self) == [CGRect(x: 14, y: 16, width: 186, height: 4)])
        #expect(host.frames(ofType: Circle.self) == [CGRect(x: 103, y: 14, width: 8, height: 8)])
    }

    /// The paints a host fills or strokes with, through groups.
    private static func paints(_ list: DisplayList) -> [DisplayList.Paint] {
        list.items.flatMap { item -> [DisplayList.Paint] in
            switch item {
            case .fill(_, let paint, _), .stroke(_, let paint, _): [paint]
            case .group(_, let inner): paints(inner)
            default: []
            }
        }
    }

    @Test func aGradientTintPaintsTheWatchGaugesTrack() {
        let gradient = Gradient(colors: [.green, .yellow, .red])
        let ring = ViewHost(Host(style: CircularGaugeStyle(tint: gradient), value: 40), size: CGSize(width: 200, height: 100))
        #expect(Self.paints(ring.displayList()).contains { if case .angularGradient = $0 { true } else { false } })
        let bar = ViewHost(Host(style: LinearGaugeStyle(tint: gradient), value: 40), size: CGSize(width: 200, height: 100))
        #expect(Self.paints(bar.displayList()).contains { if case .linearGradient = $0 { true } else { false } })
        // A colour tint draws the ring's marker in that colour.
        let red = ViewHost(Host(style: CircularGaugeStyle(tint: .red), value: 40), size: CGSize(width: 200, height: 100))
        #expect(!Self.paints(red.displayList()).contains { if case .angularGradient = $0 { true } else { false } })
    }
}
