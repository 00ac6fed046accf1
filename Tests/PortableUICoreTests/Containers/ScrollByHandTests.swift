import Foundation
import Testing
@testable import PortableUICore

/// Scrolling by hand: drags and wheel deltas scroll; a drag that starts on a button scrolls
/// and cancels the press (the article's "add to cart" problem cannot occur); taps still reach
/// buttons inside scroll views.
@MainActor
struct ScrollByHandTests {
    @Test func dragScrollsAndCancelsThePressOnAButton() async {
        let probe = Probe()
        let host = ViewHost(ButtonCatalog(probe: probe), size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        await host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect((host.contentOffset()?.y ?? 0) >= 200)
        #expect(probe.log.isEmpty)
    }

    @Test func aDragOnEmptySpaceBetweenViewsScrolls() async {
        let host = ViewHost(
            ScrollView {
                VStack(spacing: 10) {
                    ForEach(0..<40, id: \.self) { _ in
                        HStack {
                            Color.red.frame(width: 20, height: 40)
                            Spacer()
                        }
                    }
                }
            }, size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        await host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.3)
        #expect(host.contentOffset()?.y == 200)
        host.scroll(to: .zero)
        #expect(host.scrollWheel(by: CGSize(width: 0, height: 40), at: CGPoint(x: 150, y: 45)))
    }

    @Test func tapsStillReachButtons() {
        let probe = Probe()
        let host = ViewHost(ButtonCatalog(probe: probe), size: CGSize(width: 200, height: 400))
        host.tap(at: CGPoint(x: 100, y: 125))
        #expect(probe.log == ["tap 2"])
        #expect(host.contentOffset() == .zero)
    }

    @Test func wheelScrollsAndStopsAtTheEnd() {
        let probe = Probe()
        let host = ViewHost(ButtonCatalog(probe: probe), size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        #expect(host.scrollWheel(by: CGSize(width: 0, height: 120), at: CGPoint(x: 100, y: 200)))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 120))
        _ = host.scrollWheel(by: CGSize(width: 0, height: 10_000), at: CGPoint(x: 100, y: 200))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 1_600))
        #expect(!host.scrollWheel(by: CGSize(width: 0, height: 10), at: CGPoint(x: 100, y: 200)))
    }
}

@MainActor
struct ControlTitleTests {
    @Test func titledControlsUseTextLabels() {
        final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(
            VStack {
                Button("Add to cart") { box.taps += 1 }.accessibilityIdentifier("button")
                Toggle("Wi-Fi", isOn: .constant(true))
            }, size: CGSize(width: 300, height: 300))
        let frame = host.frame(of: "button")
        #expect((frame?.width ?? 0) > 0)
        #expect(host.tap(on: "button"))
        #expect(box.taps == 1)
    }
}
