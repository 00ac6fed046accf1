import Foundation
import Testing
@testable import PortableUICore

/// `.controlSize` on the controls without a per-size table yet (the others are in
/// ControlSizeTableTests): each control's regular size (the 60-point accessory ring and the
/// automatic control group's 34-point minimum height [UNVERIFIED]) times the size's factor
/// (0.7 / 0.82 / 1 / 1.2 / 1.4 [UNVERIFIED], docs/differences.md), within a point (both
/// edges of a frame are rounded to the pixel grid).
@MainActor
struct ControlSizeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let regular: CGSize
        /// Whether only the height scales (the control takes the width offered).
        let heightOnly: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "gauge", regular: CGSize(width: 60, height: 60), heightOnly: false),
        Case(name: "control group", regular: CGSize(width: 200, height: 34), heightOnly: true),
    ]

    @ViewBuilder private func control(_ name: String) -> some View {
        switch name {
        case "control group":
            ControlGroup {
                Button("A") {}
                Button("B") {}
            }
            .frame(width: 200)
        default:
            Gauge(value: 0.5) { Text("G") }.gaugeStyle(.accessoryCircularCapacity)
        }
    }

    @Test(arguments: cases, ControlSize.allCases)
    func everyControlScalesWithTheControlSize(_ testCase: Case, _ size: ControlSize) throws {
        let host = ViewHost(
            VStack { control(testCase.name).accessibilityIdentifier("control") }.controlSize(size),
            size: CGSize(width: 400, height: 300))
        let frame = try #require(host.frame(of: "control"))
        let width = testCase.heightOnly ? testCase.regular.width : testCase.regular.width * size.scale
        #expect(abs(frame.width - width) <= 1, "width \(frame.width) for \(width)")
        #expect(abs(frame.height - testCase.regular.height * size.scale) <= 1, "height \(frame.height)")
    }
}

/// `.controlSize` on a desktop push button (`.bordered`), as macOS sizes it: 20, 17 and 14
/// points tall for regular, small and mini (Apple's Human Interface Guidelines for Mac OS X,
/// "Push Buttons"); the system font at 13, 11 and 9 points (AppKit's
/// `NSFont.systemFontSize(for:)`); large 28 (WebKit's macOS theme sizes a large push button
/// 28 high, counting a point of shadow in its smaller sizes [UNVERIFIED whether in this one])
/// and extra large 36 [UNVERIFIED], both with the 13-point font [UNVERIFIED].
@MainActor
struct DesktopControlSizeTests {
    static let table: [(ControlSize, height: CGFloat, fontSize: CGFloat)] = [
        (.mini, 14, 9), (.small, 17, 11), (.regular, 20, 13), (.large, 28, 13), (.extraLarge, 36, 13),
    ]

    @Test func aBorderedButtonTakesTheControlSizesHeightAndFont() throws {
        for (size, height, fontSize) in Self.table {
            #expect(_BorderedLook.desktopMetrics(for: size) == (height, fontSize))
            let host = ViewHost(
                Button { } label: { Color.red.frame(width: 40, height: 8).accessibilityIdentifier("label") }
                    .buttonStyle(.bordered).controlSize(size).accessibilityIdentifier("button"),
                device: .macWindow)
            let frame = try #require(host.frame(of: "button"))
            // The label 8 in from each side; the button the size's height, centred in 1024×768.
            #expect(frame == CGRect(x: 484, y: (768 - height) / 2, width: 56, height: height), "\(size)")
        }
    }

    @Test func aTallerLabelGrowsTheButton() throws {
        let host = ViewHost(
            Button { } label: { Color.red.frame(width: 40, height: 30) }
                .buttonStyle(.borderedProminent).controlSize(.small).accessibilityIdentifier("button"),
            device: .macWindow)
        #expect(host.frame(of: "button")?.height == 30)
    }

    @Test func onAPhoneTheButtonKeepsItsInsets() throws {
        let host = ViewHost(
            Button { } label: { Color.red.frame(width: 40, height: 8) }
                .buttonStyle(.bordered).accessibilityIdentifier("button"),
            size: CGSize(width: 300, height: 300))
        // 8 + 2 × 7 tall, 40 + 2 × 12 wide.
        #expect(host.frame(of: "button")?.size == CGSize(width: 64, height: 22))
    }
}
