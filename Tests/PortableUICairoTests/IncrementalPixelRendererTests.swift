import Foundation
import SwiftUI
import Testing

@testable import PortableUICairo

/// Frames drawn by `IncrementalPixelRenderer` over the previous frame are pixel for pixel the
/// frames drawn whole, while a scrolled frame draws only a strip.
@MainActor
struct IncrementalPixelRendererTests {
    /// Rows of text, shapes and a trailing label, like a feed.
    private struct Feed: View {
        var highlighted = -1
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<200, id: \.self) { index in
                        HStack(spacing: 8) {
                            Circle().fill(index % 2 == 0 ? Color.blue : Color.orange).frame(width: 24, height: 24)
                            Text("Row \(index)").font(.headline)
                            Spacer()
                            Text("\(index) min").font(.footnote).foregroundStyle(Color.secondary)
                        }
                        .padding(8)
                        .background(index == highlighted ? Color.yellow : Color.clear)
                    }
                }
            }
        }
    }

    /// A window's buffer drawn incrementally next to one drawn whole, for the same host.
    private final class Window {
        static let size = CGSize(width: 200, height: 300)
        let scale: CGFloat
        let width: Int, height: Int
        var incremental: [UInt32]
        var whole: [UInt32]
        let renderer = IncrementalPixelRenderer()

        init(scale: CGFloat) {
            self.scale = scale
            width = Int(Self.size.width * scale)
            height = Int(Self.size.height * scale)
            incremental = [UInt32](repeating: 0, count: width * height)
            whole = incremental
        }

        /// Draws the list both ways; returns how many pixels differ.
        func draw(_ list: DisplayList, background: Color = .white) -> Int {
            let (width, height, scale, renderer) = (width, height, scale, renderer)
            incremental.withUnsafeMutableBytes {
                renderer.draw(
                    list, into: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4, scale: scale,
                    background: background)
            }
            whole.withUnsafeMutableBytes {
                PixelBufferRenderer.draw(
                    list, into: $0.baseAddress!, width: width, height: height, bytesPerRow: width * 4, scale: scale,
                    background: background)
            }
            let same = incremental.withUnsafeBytes { a in whole.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
            return same ? 0 : zip(incremental, whole).filter { $0 != $1 }.count
        }

        /// The share of the window the last frame drew again.
        var drawnShare: Double {
            let damage = renderer.lastDamage
            guard !damage.isFull else { return 1 }
            return damage.rects.reduce(0) { $0 + Double($1.width * $1.height) } / Double(width * height)
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func wheelScrolledFramesMatchWholeFramesAndDrawOnlyAStrip(scale: CGFloat) {
        let host = ViewHost(Feed(), size: Window.size, displayScale: scale)
        let window = Window(scale: scale)
        #expect(window.draw(host.displayList()) == 0)
        #expect(window.renderer.lastDamage.isFull, "the first frame is drawn whole")
        for step in 0..<12 {
            host.scrollWheel(by: CGSize(width: 0, height: step < 8 ? 25 : -15), at: CGPoint(x: 100, y: 150))
            #expect(window.draw(host.displayList()) == 0, "step \(step)")
            #expect(window.renderer.lastDamage.shifts.count == 1, "step \(step)")
            #expect(window.drawnShare < 0.3, "step \(step): \(window.renderer.lastDamage)")
        }
    }

    @Test func momentumFramesWithFractionalOffsetsMatchWholeFrames() {
        let host = ViewHost(Feed(), size: Window.size, displayScale: 3)
        let window = Window(scale: 3)
        _ = window.draw(host.displayList())
        host.press(at: CGPoint(x: 100, y: 250))
        for y in stride(from: 230, through: 150, by: -20) {
            host.tick(to: host.time + 1.0 / 60)
            host.movePointer(to: CGPoint(x: 100, y: CGFloat(y)))
            #expect(window.draw(host.displayList()) == 0)
        }
        host.release(at: CGPoint(x: 100, y: 150))
        var shifted = 0
        for _ in 0..<30 {
            host.tick(to: host.time + 1.0 / 60)
            #expect(window.draw(host.displayList()) == 0)
            if !window.renderer.lastDamage.shifts.isEmpty { shifted += 1 }
        }
        #expect(shifted > 10, "momentum frames move the content by whole pixels")
    }

    @Test func aChangedRowIsDrawnAloneAndOverlaysAboveTheScrollViewStayCorrect() {
        struct Screen: View {
            var highlighted: Int
            var body: some View {
                ZStack(alignment: .bottomTrailing) {
                    Feed(highlighted: highlighted)
                    Circle().fill(Color.red).frame(width: 40, height: 40).padding(10)
                }
            }
        }
        let host = ViewHost(Screen(highlighted: -1), size: Window.size, displayScale: 2)
        let window = Window(scale: 2)
        _ = window.draw(host.displayList())
        host.update(Screen(highlighted: 2))
        #expect(window.draw(host.displayList()) == 0)
        #expect(window.renderer.lastDamage.shifts.isEmpty)
        #expect(window.drawnShare < 0.15, "only the highlighted row: \(window.renderer.lastDamage)")
        for _ in 0..<5 {
            host.scrollWheel(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 150))
            #expect(window.draw(host.displayList()) == 0)
            #expect(window.renderer.lastDamage.shifts.count == 1)
        }
    }

    /// A material bar reads the pixels around it: rows scrolling or changing beneath it are
    /// drawn again with the whole bar and the margin its blur reads, never from pixels of
    /// the previous frame.
    @Test func aMaterialBarOverScrolledAndChangedRowsMatchesWholeFrames() {
        struct Screen: View {
            var highlighted: Int
            var body: some View {
                ZStack(alignment: .top) {
                    Feed(highlighted: highlighted)
                    Text("Title").frame(maxWidth: .infinity).frame(height: 44).background(.bar)
                }
            }
        }
        let host = ViewHost(Screen(highlighted: -1), size: Window.size, displayScale: 2)
        let window = Window(scale: 2)
        _ = window.draw(host.displayList())
        host.update(Screen(highlighted: 1))
        #expect(window.draw(host.displayList()) == 0)
        #expect(!window.renderer.lastDamage.isFull)
        for _ in 0..<4 {
            host.scrollWheel(by: CGSize(width: 0, height: 15), at: CGPoint(x: 100, y: 150))
            #expect(window.draw(host.displayList()) == 0)
        }
    }

    @Test func contentOverAPatternedBackgroundIsDrawnAgainInsteadOfShifted() {
        let view = ZStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Feed()
        }
        let host = ViewHost(view, size: Window.size, displayScale: 2)
        let window = Window(scale: 2)
        _ = window.draw(host.displayList())
        host.scrollWheel(by: CGSize(width: 0, height: 30), at: CGPoint(x: 100, y: 150))
        #expect(window.draw(host.displayList()) == 0)
        #expect(window.renderer.lastDamage.shifts.isEmpty, "the gradient beneath must not move with the rows")
    }

    @Test func anotherSizeOrBackgroundDrawsTheWholeFrame() {
        let host = ViewHost(Feed(), size: Window.size, displayScale: 2)
        let window = Window(scale: 2)
        _ = window.draw(host.displayList())
        #expect(window.draw(host.displayList(), background: .black) == 0)
        #expect(window.renderer.lastDamage.isFull)
        #expect(window.draw(host.displayList(), background: .black) == 0)
        #expect(!window.renderer.lastDamage.isFull)
        #expect(window.renderer.lastDamage.rects.isEmpty, "nothing changed, nothing drawn")
    }
}
