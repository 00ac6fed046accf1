import Foundation
import PortableUI

// Issue 6's figures: a LazyVStack of 1,000 and of 1,000,000 rows in a ScrollView — first
// layout, a one-screen scroll and a jump to the middle — and the ratio between the two sizes.

private struct LazyFeed: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        Circle().frame(width: 40, height: 40)
                        VStack(alignment: .leading) {
                            Rectangle().frame(width: 120, height: 14)
                            Rectangle().frame(width: 80, height: 12)
                        }
                        Spacer()
                    }
                    .padding(8)
                }
            }
        }
    }
}

private struct LazyFigures {
    var first: UInt64 = 0
    var scroll: UInt64 = 0
    var jump: UInt64 = 0
}

@MainActor
private func measureLazyFeed(rows: Int) -> LazyFigures {
    let size = CGSize(width: 390, height: 844)
    var figures = LazyFigures()
    figures.first = medianNanoseconds(repetitions: 15) {
        let host = ViewHost(LazyFeed(count: rows), size: size)
        let start = DispatchTime.now().uptimeNanoseconds
        host.layoutIfNeeded()
        return DispatchTime.now().uptimeNanoseconds - start
    }
    let host = ViewHost(LazyFeed(count: rows), size: size)
    host.layoutIfNeeded()
    var down = true
    figures.scroll = medianNanoseconds(repetitions: 100) {
        let start = DispatchTime.now().uptimeNanoseconds
        host.scroll(by: CGPoint(x: 0, y: down ? 844 : -844))
        down.toggle()
        return DispatchTime.now().uptimeNanoseconds - start
    }
    var middle = true
    figures.jump = medianNanoseconds(repetitions: 50) {
        let start = DispatchTime.now().uptimeNanoseconds
        host.scroll(to: CGPoint(x: 0, y: middle ? CGFloat(rows) * 36 : 0))
        middle.toggle()
        return DispatchTime.now().uptimeNanoseconds - start
    }
    return figures
}

/// Prints the lazy-stack table.
@MainActor
func runLazyStackBenchmarks() {
    let small = measureLazyFeed(rows: 1_000)
    let large = measureLazyFeed(rows: 1_000_000)
    func ratio(_ a: UInt64, _ b: UInt64) -> String { String(format: "%.2f", Double(a) / Double(max(b, 1))) }
    print("")
    print("LazyVStack in a ScrollView (rows: 56-point feed rows, window 390×844)")
    print("| measurement | 1,000 rows | 1,000,000 rows | ratio (goal < 1.5) |")
    print("|---|---|---|---|")
    print("| first layout | \(formatMicroseconds(small.first)) | \(formatMicroseconds(large.first)) | \(ratio(large.first, small.first)) |")
    print("| one-screen scroll | \(formatMicroseconds(small.scroll)) | \(formatMicroseconds(large.scroll)) | \(ratio(large.scroll, small.scroll)) |")
    print("| jump to the middle | \(formatMicroseconds(small.jump)) | \(formatMicroseconds(large.jump)) | \(ratio(large.jump, small.jump)) |")
}
