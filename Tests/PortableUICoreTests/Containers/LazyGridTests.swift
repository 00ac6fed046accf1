import Foundation
import Testing
@testable import PortableUICore

/// LazyVGrid / LazyHGrid column algorithm (layout-rules §15).
@MainActor
struct LazyGridTests {
    private func grid(_ columns: [GridItem], count: Int = 12, width: CGFloat = 390) -> ViewHost<some View> {
        ViewHost(
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(0..<count, id: \.self) { index in
                        Color.red.frame(height: 50).accessibilityIdentifier("c\(index)")
                    }
                }.accessibilityIdentifier("grid")
            }, size: CGSize(width: width, height: 800), displayScale: 3)
    }

    private func approximately(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.width - b.width) < 0.34
            && abs(a.height - b.height) < 0.34
    }

    @Test func threeFlexibleColumnsShareTheWidth() {
        // (390 − 2 × 8) / 3 = 124.667 per column; rows 50 tall, 8 apart.
        let host = grid([GridItem(), GridItem(), GridItem()])
        #expect(approximately(host.frame(of: "c0"), CGRect(x: 0, y: 0, width: 124.667, height: 50)))
        #expect(approximately(host.frame(of: "c4"), CGRect(x: 132.667, y: 58, width: 124.667, height: 50)))
        #expect(approximately(host.frame(of: "c11"), CGRect(x: 265.333, y: 174, width: 124.667, height: 50)))
    }

    @Test func anAdaptiveColumnHoldsAsManyMinimumTracksAsFit() {
        // 4 × 80 + 3 × 8 ≤ 390 < 5 × 80 + 4 × 8: four tracks of (390 − 24) / 4 = 91.5.
        let host = grid([GridItem(.adaptive(minimum: 80))])
        #expect(approximately(host.frame(of: "c1"), CGRect(x: 99.5, y: 0, width: 91.5, height: 50)))
        #expect(approximately(host.frame(of: "c4"), CGRect(x: 0, y: 58, width: 91.5, height: 50)))
    }

    @Test func fixedColumnsAreServedFirst() {
        // 300 − 8 = 292; the fixed column takes 100, the flexible one the remaining 192.
        let host = grid([GridItem(.flexible()), GridItem(.fixed(100))], width: 300)
        #expect(host.frame(of: "c0") == CGRect(x: 0, y: 0, width: 192, height: 50))
        #expect(host.frame(of: "c1") == CGRect(x: 200, y: 0, width: 100, height: 50))
    }

    @Test func flexibleBoundsClampTheShare() {
        let host = grid([GridItem(.flexible(maximum: 50)), GridItem(.flexible(minimum: 300))], width: 300)
        // 292 remaining: the first takes min(146, 50) = 50, the second max(242, 300) = 300.
        #expect(host.frame(of: "c0")?.width == 50)
        #expect(host.frame(of: "c1")?.width == 300)
    }

    @Test func gridIsAsWideAsItsColumnsWhenTheyOverflow() {
        // Two fixed 200-point columns in 300 points: the grid reports 408.
        let host = ViewHost(
            LazyVGrid(columns: [GridItem(.fixed(200)), GridItem(.fixed(200))]) {
                Color.red.frame(height: 10)
                Color.blue.frame(height: 10)
            }, size: CGSize(width: 300, height: 100))
        #expect(host.sizeThatFits(ProposedViewSize(width: 300, height: 100)).width == 408)
    }

    @Test func lazyHGridFillsRowsTopToBottom() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 10) {
                    ForEach(0..<6, id: \.self) { index in
                        Color.red.frame(width: 30).accessibilityIdentifier("h\(index)")
                    }
                }
            }, size: CGSize(width: 300, height: 88))
        #expect(host.frame(of: "h0") == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(host.frame(of: "h1") == CGRect(x: 0, y: 48, width: 30, height: 40))
        #expect(host.frame(of: "h2") == CGRect(x: 40, y: 0, width: 30, height: 40))
    }
}
