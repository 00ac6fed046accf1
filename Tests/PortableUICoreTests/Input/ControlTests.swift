import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct ControlTests {
    private struct ToggleHost: View {
        let log: EventLog
        @State var isOn = false
        var body: some View {
            log("on \(isOn)")
            return Toggle(isOn: $isOn) { Color.red.frame(width: 40, height: 20) }
                .accessibilityIdentifier("toggle")
        }
    }

    @Test func toggleFlipsWhenItsSwitchIsTapped() {
        let log = EventLog()
        let host = ViewHost(ToggleHost(log: log), size: CGSize(width: 200, height: 40))
        #expect(host.frame(of: "toggle") == CGRect(x: 0, y: 5, width: 200, height: 31))
        host.tap(at: CGPoint(20, 20))
        #expect(log.take() == ["on false"])
        host.tap(at: CGPoint(175, 20))
        #expect(log.take() == ["on true"])
        host.tap(at: CGPoint(175, 20))
        #expect(log.take() == ["on false"])
    }

    @Test func buttonToggleStyleFlipsOnPress() {
        let log = EventLog()
        let host = ViewHost(ToggleHost(log: log).toggleStyle(.button), size: CGSize(width: 200, height: 40))
        #expect(host.frame(of: "toggle")?.size == CGSize(width: 64, height: 34))
        host.tap(at: CGPoint(100, 20))
        #expect(log.take() == ["on false", "on true"])
    }

    private struct SliderHost: View {
        let log: EventLog
        var step: Double?
        @State var value = 0.0
        var body: some View {
            log("value \(value)")
            return Group {
                if let step {
                    Slider(value: $value, in: 0...10, step: step) { log("editing \($0)") }
                } else {
                    Slider(value: $value, in: 0...10) { log("editing \($0)") }
                }
            }.accessibilityIdentifier("slider")
        }
    }

    @Test func sliderFollowsThePointer() async {
        let log = EventLog()
        let host = ViewHost(SliderHost(log: log), size: CGSize(width: 227, height: 30))
        #expect(host.frame(of: "slider") == CGRect(x: 0, y: 0, width: 227, height: 30))
        log.take()
        host.press(at: CGPoint(113.5, 15))
        #expect(log.take() == ["editing true", "value 5.0"])
        host.movePointer(to: CGPoint(213.5, 15))
        host.movePointer(to: CGPoint(300, 15))
        host.release(at: CGPoint(300, 15))
        #expect(log.take() == ["value 10.0", "editing false"])
    }

    @Test func sliderSnapsToItsStep() {
        let log = EventLog()
        let host = ViewHost(SliderHost(log: log, step: 2.5), size: CGSize(width: 227, height: 30))
        log.take()
        host.tap(at: CGPoint(13.5 + 200 * 0.3, 15))
        #expect(log.take() == ["editing true", "value 2.5", "editing false"])
    }

    private struct StepperHost: View {
        let log: EventLog
        @State var value = 1
        var body: some View {
            log("value \(value)")
            return Stepper(value: $value, in: 0...2) { Color.red.frame(width: 40, height: 20) }
        }
    }

    @Test func stepperIncrementsAndDecrementsWithinItsBounds() {
        let log = EventLog()
        let host = ViewHost(StepperHost(log: log), size: CGSize(width: 200, height: 32))
        #expect(host.frame(of: "decrement") == CGRect(x: 106, y: 0, width: 47, height: 32))
        #expect(host.frame(of: "increment") == CGRect(x: 154, y: 0, width: 46, height: 32))
        log.take()
        host.tap(on: "increment")
        host.tap(on: "increment")
        #expect(log.take() == ["value 2"])
        host.tap(on: "decrement")
        host.tap(on: "decrement")
        host.tap(on: "decrement")
        #expect(log.take() == ["value 1", "value 0"])
    }

    /// Tab focuses a stepper; ↑ and ↓ step it within its bounds (macOS's NSStepper keys).
    @Test func arrowKeysStepAFocusedStepper() {
        let log = EventLog()
        let host = ViewHost(StepperHost(log: log).accessibilityIdentifier("stepper"), size: CGSize(width: 200, height: 32))
        log.take()
        host.pressKey(.tab)
        #expect(host.focusedIdentifier == "stepper")
        host.pressKey(.upArrow)
        #expect(log.take() == ["value 2"])
        #expect(host.pressKey(.upArrow) == false, "at the upper bound the key is not handled")
        host.pressKey(.downArrow)
        host.pressKey(.downArrow)
        #expect(log.take() == ["value 1", "value 0"])
    }

    private struct FormattedStepperHost: View {
        let log: EventLog
        @State var value: Double
        var isBounded = true
        var body: some View {
            log("value \(value)")
            return VStack {
                if isBounded {
                    Stepper("Tip", value: $value, in: 0...0.3, step: 0.05, format: .percent)
                } else {
                    Stepper(value: $value, step: 0.5, format: .number) { Text("Free") }
                }
            }
        }
    }

    /// `format:` steppers step a floating-point value within their bounds and give the
    /// formatted value as their accessibility value; a NaN value has none and does not crash.
    @Test func formattedSteppersStepAndDescribeTheirValue() throws {
        let log = EventLog()
        let host = ViewHost(FormattedStepperHost(log: log, value: 0.25), size: CGSize(width: 300, height: 100))
        log.take()
        #expect(host.accessibilityTree.dump().contains("value \"25%\""))
        host.tap(on: "increment")
        #expect(log.take() == ["value 0.3"])
        #expect(host.accessibilityTree.dump().contains("value \"30%\""))
        host.tap(on: "increment")
        #expect(log.take().isEmpty, "at the upper bound the increment is disabled")
        let free = ViewHost(FormattedStepperHost(log: log, value: 1, isBounded: false), size: CGSize(width: 300, height: 100))
        log.take()
        free.tap(on: "decrement")
        #expect(log.take() == ["value 0.5"])
        #expect(free.accessibilityTree.dump().contains("value \"0.5\""))
        let nan = ViewHost(
            FormattedStepperHost(log: EventLog(), value: .nan, isBounded: false), size: CGSize(width: 300, height: 100))
        nan.tap(on: "increment")
        #expect(!nan.accessibilityTree.dump().contains("value \"NaN"))
    }
}
