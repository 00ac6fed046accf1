import Foundation
import Testing
@testable import PortableUICore

/// `.controlSize` on the controls that follow their platform's per-size table: the exact
/// frame of each control at each size, on the iPhone profile and in a desktop window.
///
/// Sources, per figure:
/// - iPhone switch 51×31 at every size: UIKit's `UISwitch.init(frame:)` ("the size components
///   of this rectangle are ignored … enforces a size appropriate for the control").
/// - iPhone stepper 94×32 at every size: UIStepper's system-set size (measured write-ups:
///   setting its frame size has no effect).
/// - iPhone slider 30, segmented control 32, progress bar 4, text field line 22: UIKit's one
///   size of UISlider, UISegmentedControl, UIProgressView and UITextField; that SwiftUI on
///   iOS keeps them at every control size is [UNVERIFIED].
/// - iPhone spinner 20 (mini, small, regular) and 37 (large, extra large):
///   `UIActivityIndicatorView`'s medium and large styles; which control sizes map to which
///   style [UNVERIFIED].
/// - Desktop switch 26×15 / 32×18 / 38×22 (mini / small / regular; large as regular):
///   WebKit's macOS control theme (Apple's; `SwitchMacUtilities`, NSSwitch cell sizes);
///   extra large [UNVERIFIED].
/// - Desktop checkbox box 10 / 12 / 14 / 16 (mini / small / regular / large): WebKit's
///   `ThemeMac` checkbox sizes (NSButton of the switch type); extra large [UNVERIFIED].
/// - Desktop stepper 13×15 / 15×22 / 19×27 (mini / small / regular; large 19×27): WebKit's
///   `ThemeMac` stepper sizes (NSStepper); extra large [UNVERIFIED].
/// - Desktop progress bar 12 / 12 / 20 (mini / small / regular; large 20): WebKit's
///   `ProgressBarMac` cell sizes (NSProgressIndicator bar); extra large and the drawn
///   track's thickness [UNVERIFIED].
/// - Desktop spinner 10 / 16 / 32 [UNVERIFIED: AppKit's spinning indicator].
/// - Desktop slider 12 / 15 / 21 [UNVERIFIED: NSSlider].
/// - Desktop segmented control: 32 at every size [UNVERIFIED: NSSegmentedControl's heights
///   are not known here, so the regular height stays]; its text 9 / 11 / 13 points
///   (`NSFont.systemFontSize(for:)` for mini / small / regular).
/// - Desktop text field 16 / 19 tall for mini / small [UNVERIFIED: NSTextField bezel], text
///   9 / 11 points (`NSFont.systemFontSize(for:)`); regular and up keep the regular field.
@MainActor
struct ControlSizeTableTests {
    enum Platform: String, Sendable {
        case phone, desktop
        var device: DeviceProfile { self == .phone ? .iPhone14 : .macWindow }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let control: String
        let platform: Platform
        /// The control's size at mini, small, regular, large and extra large; a width of 200
        /// is the width offered (the control takes it).
        let sizes: [CGSize]
        var testDescription: String { "\(control) on \(platform.rawValue)" }
    }

    private static func square(_ sides: CGFloat...) -> [CGSize] { sides.map { CGSize(width: $0, height: $0) } }
    private static func wide(_ heights: CGFloat...) -> [CGSize] { heights.map { CGSize(width: 200, height: $0) } }

    static let cases: [Case] = [
        Case(control: "switch", platform: .phone, sizes: Array(repeating: CGSize(width: 51, height: 31), count: 5)),
        Case(
            control: "switch", platform: .desktop,
            sizes: [CGSize(width: 26, height: 15), CGSize(width: 32, height: 18)]
                + Array(repeating: CGSize(width: 38, height: 22), count: 3)),
        // The checkbox is macOS's control: the same box on every profile.
        Case(control: "checkbox", platform: .phone, sizes: square(10, 12, 14, 16, 16)),
        Case(control: "checkbox", platform: .desktop, sizes: square(10, 12, 14, 16, 16)),
        Case(control: "stepper", platform: .phone, sizes: Array(repeating: CGSize(width: 94, height: 32), count: 5)),
        Case(
            control: "stepper", platform: .desktop,
            sizes: [CGSize(width: 13, height: 15), CGSize(width: 15, height: 22)]
                + Array(repeating: CGSize(width: 19, height: 27), count: 3)),
        Case(control: "slider", platform: .phone, sizes: wide(30, 30, 30, 30, 30)),
        Case(control: "slider", platform: .desktop, sizes: wide(12, 15, 21, 21, 21)),
        Case(control: "segmented", platform: .phone, sizes: wide(32, 32, 32, 32, 32)),
        Case(control: "segmented", platform: .desktop, sizes: wide(32, 32, 32, 32, 32)),
        Case(control: "progress bar", platform: .phone, sizes: wide(4, 4, 4, 4, 4)),
        Case(control: "progress bar", platform: .desktop, sizes: wide(12, 12, 20, 20, 20)),
        Case(control: "spinner", platform: .phone, sizes: square(20, 20, 20, 37, 37)),
        Case(control: "spinner", platform: .desktop, sizes: square(10, 16, 32, 32, 32)),
        // A rounded-border field: its line and the border's insets above and below.
        Case(control: "text field", platform: .phone, sizes: wide(34, 34, 34, 34, 34)),
        Case(control: "text field", platform: .desktop, sizes: wide(16, 19, 34, 34, 34)),
    ]

    @ViewBuilder private func control(_ name: String) -> some View {
        switch name {
        case "switch": Toggle("On", isOn: .constant(true)).toggleStyle(.switch).labelsHidden()
        case "checkbox": Toggle("On", isOn: .constant(true)).toggleStyle(.checkbox).labelsHidden()
        case "stepper": Stepper("Count", value: .constant(1)).labelsHidden()
        case "slider": Slider(value: .constant(0.5)).frame(width: 200)
        case "segmented":
            Picker("Mode", selection: .constant(1)) {
                Text("A").tag(1)
                Text("B").tag(2)
            }
            .pickerStyle(.segmented).labelsHidden().frame(width: 200)
        case "progress bar": ProgressView(value: 0.5).frame(width: 200)
        case "spinner": ProgressView()
        default: TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).frame(width: 200)
        }
    }

    @Test(arguments: cases)
    func eachControlTakesItsPlatformsSizeForEachControlSize(_ testCase: Case) throws {
        for (size, expected) in zip(ControlSize.allCases, testCase.sizes) {
            let host = ViewHost(
                VStack { control(testCase.control).accessibilityIdentifier("control") }.controlSize(size),
                device: testCase.platform.device)
            let frame = try #require(host.frame(of: "control"))
            #expect(frame.size == expected, "\(size): \(frame.size)")
        }
    }

    /// A desktop field's text: AppKit's system font size for mini and small, unless the
    /// app sets a font; the regular sizes and every phone size keep the environment's font.
    @Test func aDesktopFieldsTextTakesAppKitsFontSize() {
        #expect(TextField<Text>.font(for: .mini, idiom: .desktop, environment: nil) == .system(size: 9))
        #expect(TextField<Text>.font(for: .small, idiom: .desktop, environment: nil) == .system(size: 11))
        #expect(TextField<Text>.font(for: .regular, idiom: .desktop, environment: nil) == nil)
        #expect(TextField<Text>.font(for: .large, idiom: .desktop, environment: nil) == nil)
        #expect(TextField<Text>.font(for: .mini, idiom: .desktop, environment: .title) == .title)
        #expect(TextField<Text>.font(for: .small, idiom: .phone, environment: nil) == nil)
    }

    /// A desktop segmented control's text takes `NSFont.systemFontSize(for:)`; a phone's
    /// stays at 13 points [UNVERIFIED].
    @Test func aSegmentedControlsTextFollowsThePlatform() {
        let desktop = ControlSize.allCases.map { _SegmentedLayout.metrics(for: $0, idiom: .desktop).fontSize }
        #expect(desktop == [9, 11, 13, 13, 13])
        let phone = ControlSize.allCases.map { _SegmentedLayout.metrics(for: $0, idiom: .phone).fontSize }
        #expect(phone == [13, 13, 13, 13, 13])
    }

    /// A desktop progress bar draws its track centred in the bar's height.
    @Test func aDesktopProgressBarCentresItsTrack() throws {
        let host = ViewHost(
            ProgressView(value: 0.5).frame(width: 200).accessibilityIdentifier("bar"), device: .macWindow)
        let bar = try #require(host.frame(of: "bar"))
        let track = try #require(host.frames(ofType: Capsule.self).first)
        #expect(track.height == 6)
        #expect(track.midY == bar.midY)
    }

    /// A desktop stepper stacks NSStepper's arrows: increment above decrement, each half of
    /// the 27-point control less the 1-point hairline; a tap on either steps the value.
    @Test func aDesktopStepperStacksItsArrows() throws {
        let value = Box(1)
        let host = ViewHost(
            Stepper("Count", value: Binding(get: { value.value }, set: { value.value = $0 })).labelsHidden(),
            device: .macWindow)
        let increment = try #require(host.frame(of: "increment"))
        let decrement = try #require(host.frame(of: "decrement"))
        #expect(increment.size == CGSize(width: 19, height: 13))
        #expect(decrement.minY == increment.maxY + 1)
        #expect(host.tap(on: "increment"))
        #expect(value.value == 2)
        #expect(host.tap(on: "decrement"))
        #expect(value.value == 1)
    }

    /// Bad sizes offered to a control do not crash it; it keeps its table's size.
    @Test func aNegativeOrNaNProposalLeavesTheTableSize() throws {
        for width in [-10, CGFloat.nan] {
            let host = ViewHost(
                Toggle("On", isOn: .constant(true)).toggleStyle(.switch).labelsHidden().controlSize(.small)
                    .frame(width: width).accessibilityIdentifier("control"),
                device: .macWindow)
            #expect(host.frames(ofType: Capsule.self).first?.size == CGSize(width: 32, height: 18))
        }
    }
}

/// A value a test's binding reads and writes.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
