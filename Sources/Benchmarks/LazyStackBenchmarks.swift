import Foundation
import PortableUI
@_spi(Hosting) import PortableUICore

// Issue 6's figures (issue 22's for the Table): a LazyVStack in a ScrollView, a List and a
// Table, each of 1,000 and of 1,000,000 rows — first layout, a one-screen scroll and a jump to
// the middle — and the ratio between the two sizes. Times are the thread's CPU time (see `Clock`), medians of many runs.

/// One feed row: an avatar and two lines of placeholder text.
private struct AvatarRow: View {
    var body: some View {
        HStack {
            Circle().frame(width: 40, height: 40)
            VStack(alignment: .leading) {
                Rectangle().frame(width: 120, height: 14)
                Rectangle().frame(width: 80, height: 12)
            }
            Spacer()
        }
    }
}

private struct LazyFeed: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<count, id: \.self) { _ in AvatarRow().padding(8) }
            }
        }
    }
}

private struct ListFeed: View {
    let count: Int

    var body: some View {
        List(0..<count, id: \.self) { _ in AvatarRow() }
    }
}

private struct TableItem: Identifiable {
    let id: Int
}

/// A three-column table on a desktop (every column shown), rows read from a lazy collection.
private struct TableFeed: View {
    let count: Int

    var body: some View {
        Table((0..<count).lazy.map(TableItem.init)) {
            TableColumn("Name") { _ in Rectangle().frame(height: 16) }
            TableColumn("Kind") { _ in Rectangle().frame(width: 60, height: 12) }.width(100)
            TableColumn("Size") { _ in Rectangle().frame(width: 30, height: 12) }.width(min: 50, max: 80)
        }
        .environment(\.presentationIdiom, .desktop)
    }
}

private struct LazyFigures {
    var first: UInt64 = 0
    var scroll: UInt64 = 0
    var jump: UInt64 = 0
}

/// The median of each size's samples, taken in turns (1,000 rows, then 1,000,000, and again)
/// so that a change in the machine's load affects both sizes alike.
@MainActor
private func alternating(_ repetitions: Int, _ sample: (_ large: Bool) -> UInt64) -> (small: UInt64, large: UInt64) {
    var small: [UInt64] = []
    var large: [UInt64] = []
    for _ in 0..<repetitions {
        small.append(sample(false))
        large.append(sample(true))
    }
    return (small.sorted()[repetitions / 2], large.sorted()[repetitions / 2])
}

/// Measures feeds of 1,000 and 1,000,000 rows whose rows are `rowLength` apart on average.
@MainActor
private func measureFeeds<V: View>(rowLength: CGFloat, _ makeFeed: (Int) -> V) -> (small: LazyFigures, large: LazyFigures) {
    let size = CGSize(width: 390, height: 844)
    func rows(_ large: Bool) -> Int { large ? 1_000_000 : 1_000 }
    var small = LazyFigures()
    var large = LazyFigures()
    (small.first, large.first) = alternating(15) { isLarge in
        let host = ViewHost(makeFeed(rows(isLarge)), size: size)
        let start = Clock.cpuNow()
        host.layoutIfNeeded()
        return Clock.cpuNow() - start
    }
    let hosts = [false, true].map { ViewHost(makeFeed(rows($0)), size: size) }
    hosts.forEach { $0.layoutIfNeeded() }
    var down = [true, true]
    (small.scroll, large.scroll) = alternating(100) { isLarge in
        let index = isLarge ? 1 : 0
        let start = Clock.cpuNow()
        hosts[index].scroll(by: CGPoint(x: 0, y: down[index] ? 844 : -844))
        down[index].toggle()
        return Clock.cpuNow() - start
    }
    var middle = [true, true]
    (small.jump, large.jump) = alternating(50) { isLarge in
        let index = isLarge ? 1 : 0
        let start = Clock.cpuNow()
        hosts[index].scroll(to: CGPoint(x: 0, y: middle[index] ? CGFloat(rows(isLarge)) * rowLength / 2 : 0))
        middle[index].toggle()
        return Clock.cpuNow() - start
    }
    return (small, large)
}

/// Prints one table: the figures for 1,000 and 1,000,000 rows and their ratios.
private func printTable(_ title: String, small: LazyFigures, large: LazyFigures) {
    func ratio(_ a: UInt64, _ b: UInt64) -> String { String(format: "%.2f", Double(a) / Double(max(b, 1))) }
    print("")
    print(title)
    print("| measurement | 1,000 rows | 1,000,000 rows | ratio (goal < 1.5) |")
    print("|---|---|---|---|")
    print("| first layout | \(formatMicroseconds(small.first)) | \(formatMicroseconds(large.first)) | \(ratio(large.first, small.first)) |")
    print("| one-screen scroll | \(formatMicroseconds(small.scroll)) | \(formatMicroseconds(large.scroll)) | \(ratio(large.scroll, small.scroll)) |")
    print("| jump to the middle | \(formatMicroseconds(small.jump)) | \(formatMicroseconds(large.jump)) | \(ratio(large.jump, small.jump)) |")
}

/// Prints the lazy-container tables: LazyVStack, then List.
@MainActor
func runLazyStackBenchmarks() {
    // Feed rows are 56 points tall, 8 apart in the stack; 62 (40 + 11 + 11) in the list.
    let stack = measureFeeds(rowLength: 64, LazyFeed.init)
    printTable("LazyVStack in a ScrollView (rows: 56-point feed rows, window 390×844)", small: stack.small, large: stack.large)
    let list = measureFeeds(rowLength: 62, ListFeed.init)
    printTable(
        "List, inset grouped (rows: the same feed rows, 62 points with the row insets, window 390×844)",
        small: list.small, large: list.large)
    // Table rows are 24 points: 16-point cells with 4 points above and below.
    let table = measureFeeds(rowLength: 24, TableFeed.init)
    printTable(
        "Table, inset, desktop idiom (rows: three columns of rectangles, 24 points, window 390×844)",
        small: table.small, large: table.large)
}
