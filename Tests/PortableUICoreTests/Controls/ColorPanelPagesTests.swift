import Foundation
import Testing
@testable import PortableUICore

/// The color panel's Spectrum and Sliders pages (iOS's UIColorPickerViewController names its
/// three pages Grid, Spectrum and Sliders): the spectrum's colors by place, the sliders'
/// 0…255 components and hex code, and picking on each page.
@MainActor
struct ColorPanelPagesTests {
    private struct Host: View {
        let log: EventLog
        @State var selection = Color(red: 0, green: 0, blue: 1, opacity: 0.5)

        var body: some View {
            log(selection.description)
            return ColorPicker("Accent", selection: $selection).accessibilityIdentifier("picker")
        }
    }

    struct SpectrumCase: Sendable, CustomTestStringConvertible {
        let name: String
        let point: CGPoint
        let rgb: [Double]
        var testDescription: String { name }
    }

    // A 120 × 100 spectrum: hue across, white at the top, black at the bottom.
    static let spectrum: [SpectrumCase] = [
        SpectrumCase(name: "top: white", point: CGPoint(x: 40, y: 0), rgb: [1, 1, 1]),
        SpectrumCase(name: "middle, leading edge: red", point: CGPoint(x: 0, y: 50), rgb: [1, 0, 0]),
        SpectrumCase(name: "middle, a third across: green", point: CGPoint(x: 40, y: 50), rgb: [0, 1, 0]),
        SpectrumCase(name: "middle, halfway: cyan", point: CGPoint(x: 60, y: 50), rgb: [0, 1, 1]),
        SpectrumCase(name: "a quarter down, halfway: light cyan", point: CGPoint(x: 60, y: 25), rgb: [0.5, 1, 1]),
        SpectrumCase(name: "three quarters down, leading: dark red", point: CGPoint(x: 0, y: 75), rgb: [0.5, 0, 0]),
        SpectrumCase(name: "bottom: black", point: CGPoint(x: 90, y: 100), rgb: [0, 0, 0]),
        SpectrumCase(name: "outside: the nearest edge", point: CGPoint(x: -30, y: 500), rgb: [0, 0, 0]),
        SpectrumCase(name: "not a number: the top leading corner", point: CGPoint(x: CGFloat.nan, y: CGFloat.nan), rgb: [1, 1, 1]),
    ]

    @Test(arguments: spectrum) func theSpectrumsColorByPlace(_ test: SpectrumCase) {
        let color = _ColorSpectrum.color(at: test.point, in: CGSize(width: 120, height: 100))
        let rgb = [color.red, color.green, color.blue]
        #expect(zip(rgb, test.rgb).allSatisfy { abs($0 - $1) < 0.001 }, "\(rgb)")
    }

    @Test func aZeroSizedSpectrumDoesNotCrash() {
        let color = _ColorSpectrum.color(at: CGPoint(x: 5, y: 5), in: .zero)
        #expect(color.red == 1 && color.green == 1 && color.blue == 1)
    }

    @Test func theMarkerStandsWhereTheSpectrumHasTheColor() {
        let size = CGSize(width: 120, height: 100)
        let half = _ColorSpectrum.markerSide / 2
        for point in [CGPoint(x: 40, y: 50), CGPoint(x: 60, y: 25), CGPoint(x: 0, y: 75)] {
            let offset = _ColorSpectrum.markerOffset(of: _ColorSpectrum.color(at: point, in: size), in: size)
            #expect(abs(offset.width + half - point.x) < 0.01 && abs(offset.height + half - point.y) < 0.01)
        }
    }

    struct SliderCase: Sendable, CustomTestStringConvertible {
        let name: String
        let component: _ColorSliders.Component
        let value: Double
        let rgb: [Double]
        var testDescription: String { name }
    }

    static let sliders: [SliderCase] = [
        SliderCase(name: "red to 255", component: .red, value: 255, rgb: [1, 0.5, 0]),
        SliderCase(name: "green to 0", component: .green, value: 0, rgb: [0, 0, 0]),
        SliderCase(name: "blue to 51", component: .blue, value: 51, rgb: [0, 0.5, 0.2]),
        SliderCase(name: "above 255: 255", component: .blue, value: 400, rgb: [0, 0.5, 1]),
        SliderCase(name: "not a number: unchanged", component: .red, value: .nan, rgb: [0, 0.5, 0]),
    ]

    @Test(arguments: sliders) func aSliderSetsItsComponent(_ test: SliderCase) {
        let color = _ColorSliders.replacing(
            test.component, with: test.value, in: Color(red: 0, green: 0.5, blue: 0, opacity: 0.25, name: nil))
        #expect([color.red, color.green, color.blue] == test.rgb)
        #expect(color.opacity == 0.25)
    }

    @Test func theHexCodeIsTheSRGBBytes() {
        #expect(_ColorSliders.hex(of: Color(red: 1, green: 0.5, blue: 0, opacity: 1, name: nil)) == "FF8000")
        #expect(_ColorSliders.hex(of: Color(red: 0, green: 0, blue: 0.04, opacity: 1, name: nil)) == "00000A")
    }

    @Test func theSpectrumPagePicksTheColorUnderATouchKeepingTheOpacity() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 1024, height: 768))
        #expect(host.tap(on: "color-picker-well"))
        let pages = try #require(host.presentationFrame(of: "color-picker-page"))
        host.tap(at: CGPoint(x: pages.minX + pages.width / 2, y: pages.midY))
        let spectrum = try #require(host.presentationFrame(of: "color-spectrum"))
        #expect(spectrum.size == CGSize(width: 312, height: 260))
        log.take()
        // 60 % across, halfway down: a blue of hue 0.6 (no red), at the selection's half
        // opacity (0x7F).
        host.tap(at: CGPoint(x: spectrum.minX + spectrum.width * 0.6, y: spectrum.midY))
        let entries = log.take()
        #expect(entries.last?.hasPrefix("#00") == true && entries.last?.hasSuffix("7F") == true, "\(entries)")
        #expect(host.presentationFrame(of: "color-swatch-0-0") == nil)
    }

    @Test func theSlidersPageShowsTheComponentsAndTheHexCode() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log), size: CGSize(width: 1024, height: 768))
        #expect(host.tap(on: "color-picker-well"))
        let pages = try #require(host.presentationFrame(of: "color-picker-page"))
        host.tap(at: CGPoint(x: pages.maxX - pages.width / 6, y: pages.midY))
        #expect(host.presentationFrame(of: "color-slider-red") != nil)
        #expect(host.presentationFrame(of: "color-slider-blue") != nil)
        #expect(host.presentationFrame(of: "color-picker-hex") != nil)
    }
}
