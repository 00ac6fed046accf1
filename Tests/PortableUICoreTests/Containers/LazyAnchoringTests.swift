import Foundation
import Testing
@testable import PortableUICore

/// Correcting estimates without visible jumps: when lines above the first one in view are
/// measured with a length other than their estimate, the scroll view's offset moves by the
/// correction and the first line in view stays where it was on screen.
@MainActor
struct LazyAnchoringTests {
    /// Rows 0…4999 are 40 tall, rows from 5000 on 80 tall; no spacing; a 100×400 window.
    private struct Uneven: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { index in
                        Color.red.frame(height: index < 5_000 ? 40 : 80).accessibilityIdentifier("r\(index)")
                    }
                }
            }
        }
    }

    @Test func theRowAtTheTopStaysThereWhenTheEstimateGrows() {
        let host = ViewHost(Uneven(), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        // Every row seen so far is 40 tall: row 5000 is estimated at 200,000.
        host.scroll(to: CGPoint(x: 0, y: 200_000))
        // Measuring rows 5000… (80 tall) raises the estimate of the 4,979 rows above that
        // were never measured; row 5000 stays at the top nonetheless.
        #expect(host.frame(of: "r5000") == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(host.frame(of: "r4999") == CGRect(x: 0, y: -40, width: 100, height: 40))
        #expect((host.contentOffset()?.y ?? 0) > 200_000)
    }

    @Test func scrollingUpAfterAJumpRealizesRowsAboveWithoutMovingTheRowsInView() {
        let host = ViewHost(Uneven(), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        host.scroll(to: CGPoint(x: 0, y: 200_000))
        host.scroll(by: CGPoint(x: 0, y: -100))
        // Row 4997 (at −20) is the first row in view; rows 4992…4994 are realized above it
        // and measured, which lowers the estimate again; nothing in view moves.
        #expect(host.frame(of: "r4997") == CGRect(x: 0, y: -20, width: 100, height: 40))
        #expect(host.frame(of: "r4999") == CGRect(x: 0, y: 60, width: 100, height: 40))
        #expect(host.frame(of: "r5000") == CGRect(x: 0, y: 100, width: 100, height: 80))
        #expect(host.frame(of: "r4992") != nil)
        // Measured: rows 0…15 and 4992…4999 (40), rows 5000…5015 (80): the estimate is
        // 2240 / 40 = 56, so row 4997 is at 4997 × 56 − 21 × 16 = 279,496 (21 measured rows
        // above it, 16 shorter than the estimate each), 20 above the top of the view.
        let offset = host.contentOffset()?.y ?? 0
        #expect(abs(offset - (4_997 * 56 - 21 * 16 + 20)) < 0.001)
    }

    @Test func aDragFollowsTheFingerThroughCorrections() {
        let host = ViewHost(Uneven(), size: CGSize(width: 100, height: 400))
        host.layoutIfNeeded()
        host.scroll(to: CGPoint(x: 0, y: 200_000))
        host.press(at: CGPoint(x: 50, y: 200))
        host.movePointer(to: CGPoint(x: 50, y: 300))
        // Rows above come into the margin and are measured (a correction) …
        #expect(host.frame(of: "r5000") == CGRect(x: 0, y: 100, width: 100, height: 80))
        host.movePointer(to: CGPoint(x: 50, y: 310))
        // … and the drag goes on from where the content is.
        #expect(host.frame(of: "r5000") == CGRect(x: 0, y: 110, width: 100, height: 80))
        host.release(at: CGPoint(x: 50, y: 310))
    }

    @Test func aListKeepsItsFirstRowInPlaceToo() {
        let host = ViewHost(
            List(0..<100_000, id: \.self) { index in
                Color.red.frame(height: index < 50_000 ? 20 : 80).accessibilityIdentifier("row\(index)")
            }, device: .iPhone15Pro)
        host.layoutIfNeeded()
        // Rows are estimated at 44: row 50,000's line at 35 + 44 × 50,000. Its row is 102 tall
        // (80 + 22), its content 11 below the row's top.
        host.scroll(to: CGPoint(x: 0, y: 35 + 44 * 50_000))
        #expect(host.frame(of: "row50000") == CGRect(x: 36, y: 70, width: 321, height: 80))
        #expect(host.frame(of: "row50001") == CGRect(x: 36, y: 172, width: 321, height: 80))
        host.scroll(by: CGPoint(x: 0, y: -100))
        // Row 49,999's 44-point row right above row 50,000's (which starts at 159).
        #expect(host.frame(of: "row50000") == CGRect(x: 36, y: 170, width: 321, height: 80))
        #expect(host.frame(of: "row49999") == CGRect(x: 36, y: 127, width: 321, height: 20))
    }

    @Test func aLazyHStackKeepsItsFirstColumnInPlace() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<10_000, id: \.self) { index in
                        Color.red.frame(width: index < 5_000 ? 40 : 80).accessibilityIdentifier("c\(index)")
                    }
                }
            }, size: CGSize(width: 400, height: 100))
        host.layoutIfNeeded()
        host.scroll(to: CGPoint(x: 200_000, y: 0))
        #expect(host.frame(of: "c5000") == CGRect(x: 0, y: 0, width: 80, height: 100))
        host.scroll(by: CGPoint(x: -100, y: 0))
        #expect(host.frame(of: "c4997") == CGRect(x: -20, y: 0, width: 40, height: 100))
        #expect(host.frame(of: "c5000") == CGRect(x: 100, y: 0, width: 80, height: 100))
    }

    @Test func aGridKeepsItsFirstLineInPlace() {
        let host = ViewHost(
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
                    ForEach(0..<20_000, id: \.self) { index in
                        Color.red.frame(height: index < 10_000 ? 40 : 80).accessibilityIdentifier("c\(index)")
                    }
                }
            }, size: CGSize(width: 200, height: 400))
        host.layoutIfNeeded()
        // Line 5000 (cells 10,000 and 10,001) is estimated at 200,000.
        host.scroll(to: CGPoint(x: 0, y: 200_000))
        #expect(host.frame(of: "c10000")?.minY == 0)
        #expect(host.frame(of: "c10001")?.minY == 0)
        #expect(host.frame(of: "c9999")?.minY == -40)
    }
}
