import Foundation
import Testing
@testable import PortableUICore

/// ProgressView: the linear bar (4 points tall, UIProgressView's default style), the spinner
/// (UIActivityIndicatorView: medium 20×20, large 37×37), fractions from value and total
/// with bad input made indeterminate or clamped, and custom styles.
@MainActor
struct ProgressViewTests {
    private func capsules<V: View>(_ view: V) -> [CGRect] {
        ViewHost(view, size: CGSize(width: 200, height: 100)).frames(ofType: Capsule.self)
    }

    @Test(arguments: [
        // (value, total, fill width of a 200-point bar)
        (0.25, 1.0, 50.0), (3, 4, 150), (5, 4, 200), (-1, 1, 0), (0, 1, 0),
    ])
    func linearBarFillsTheCompletedFraction(value: Double, total: Double, fill: Double) {
        let bars = capsules(ProgressView(value: value, total: total))
        #expect(bars.first == CGRect(x: 0, y: 48, width: 200, height: 4))
        #expect(bars.last?.width == CGFloat(fill))
    }

    @Test(arguments: [(Double.nan, 1.0), (0.5, 0), (0.5, -1), (0.5, .nan), (0.5, .infinity)])
    func badValuesOrTotalsMakeTheProgressIndeterminate(value: Double, total: Double) {
        // Indeterminate progress is the spinner: no bar.
        #expect(capsules(ProgressView(value: value, total: total)).isEmpty)
    }

    @Test func nilValueIsIndeterminateAndAnInfiniteOneComplete() {
        let none: Double? = nil
        let bars = capsules(ProgressView(value: none))
        #expect(bars.isEmpty)
        #expect(capsules(ProgressView(value: Double.infinity)).last.map(\.width) == 200)
    }

    @Test(arguments: [(ControlSize.regular, 20.0), (.large, 37), (.extraLarge, 37)])
    func spinnerSizeFollowsTheControlSize(size: ControlSize, side: Double) {
        let host = ViewHost(
            ProgressView().controlSize(size).accessibilityIdentifier("spinner"), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "spinner")?.size == CGSize(width: side, height: side))
        #expect(host.frames(ofType: _Spoke.self).count == 8)
    }

    @Test func spokesFadeBehindTheLeadingOne() {
        #expect(_ActivityIndicator.opacity(of: 3, leading: 3) == 1)
        #expect(_ActivityIndicator.opacity(of: 4, leading: 3) == 0.25)
        #expect(_ActivityIndicator.opacity(of: 2, leading: 3) > _ActivityIndicator.opacity(of: 1, leading: 3))
    }

    @Test func linearStyleStacksLabelBarAndValueLabel() {
        let host = ViewHost(
            ProgressView(value: 0.5) {
                Color.red.frame(width: 60, height: 20).accessibilityIdentifier("label")
            } currentValueLabel: {
                Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("value")
            }, size: CGSize(width: 200, height: 100))
        // 20 + 4 + 4 + 4 + 10 = 42 tall, centred: from y 29.
        #expect(host.frame(of: "label") == CGRect(x: 0, y: 29, width: 60, height: 20))
        #expect(host.frames(ofType: Capsule.self).first == CGRect(x: 0, y: 53, width: 200, height: 4))
        #expect(host.frame(of: "value") == CGRect(x: 0, y: 61, width: 30, height: 10))
    }

    private struct RecordingStyle: ProgressViewStyle {
        let log: EventLog
        func makeBody(configuration: Configuration) -> some View {
            log("fraction \(String(describing: configuration.fractionCompleted)) label \(configuration.label != nil)")
            return Color.green.frame(width: 10, height: 10)
        }
    }

    @Test func customStylesReceiveTheFractionAndLabels() {
        let log = EventLog()
        _ = ViewHost(ProgressView("Loading", value: 2, total: 8).progressViewStyle(RecordingStyle(log: log)), size: window)
        #expect(log.take() == ["fraction Optional(0.25) label true"])
        _ = ViewHost(ProgressView().progressViewStyle(RecordingStyle(log: log)), size: window)
        #expect(log.take() == ["fraction nil label false"])
    }

    @Test func timerProgressFollowsTheClock() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let interval = start...start.addingTimeInterval(100)
        #expect(_TimerProgress<EmptyView>.fraction(interval, true, at: start.addingTimeInterval(25)) == 0.75)
        #expect(_TimerProgress<EmptyView>.fraction(interval, false, at: start.addingTimeInterval(25)) == 0.25)
        #expect(_TimerProgress<EmptyView>.fraction(interval, false, at: start.addingTimeInterval(500)) == 1)
        #expect(_TimerProgress<EmptyView>.fraction(start...start, true, at: start) == 0)
    }
}
