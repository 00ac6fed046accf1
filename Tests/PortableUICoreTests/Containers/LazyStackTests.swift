import Foundation
import Testing
@testable import PortableUICore

/// LazyVStack / LazyHStack in scroll views: only rows in view (plus a margin) exist.
@MainActor
struct LazyStackTests {
    private struct Feed: View {
        let count: Int
        let probe: Probe
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(0..<count, id: \.self) { index in
                        Color.blue.frame(height: 40).accessibilityIdentifier("row\(index)")
                            .onAppear { probe.log.append("+\(index)") }
                            .onDisappear { probe.log.append("-\(index)") }
                    }
                }
            }
        }
    }

    @Test func realizesOnlyTheVisibleRowsPlusAMargin() {
        let probe = Probe()
        let host = ViewHost(Feed(count: 1_000, probe: probe), size: CGSize(width: 390, height: 844))
        #expect(host.frame(of: "row0") == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(host.frame(of: "row3") == CGRect(x: 0, y: 144, width: 390, height: 40))
        // 844 + 200 margin = 1044 points: rows 0…21 (row 21 starts at 1008).
        #expect(host.frame(of: "row21") != nil)
        #expect(host.frame(of: "row22") == nil)
        #expect(probe.log.count == 22)
        // The content is as tall as all rows: 1000 × 48 − 8.
        host.scroll(to: CGPoint(x: 0, y: 1_000_000))
        #expect(host.contentOffset() == CGPoint(x: 0, y: 47_992 - 844))
    }

    /// A row that logs each evaluation of its body; its closure makes every new value of it
    /// count as changed.
    private struct LoggingRow: View {
        let index: Int
        let probe: Probe
        let action: () -> Void = {}
        var body: some View {
            probe.log.append("body \(index)")
            return Color.blue.frame(height: 40)
        }
    }

    @Test func scrollingEvaluatesOnlyTheRowsThatScrolledIn() {
        let probe = Probe()
        let feed = ScrollView {
            LazyVStack(spacing: 8) {
                ForEach(0..<1_000, id: \.self) { LoggingRow(index: $0, probe: probe) }
            }
        }
        let host = ViewHost(feed, size: CGSize(width: 390, height: 844))
        host.layoutIfNeeded()
        #expect(probe.log.count == 22, "rows 0…21")
        probe.log.removeAll()
        // 96 points further, rows 22 and 23 come into the realized range; the others are
        // placed again without evaluating their views.
        host.scroll(by: CGPoint(x: 0, y: 96))
        host.layoutIfNeeded()
        #expect(probe.log == ["body 22", "body 23"])
        // A new value of the stack's content evaluates the realized rows again.
        probe.log.removeAll()
        host.update(feed)
        host.layoutIfNeeded()
        #expect(probe.log.count == 24)
    }

    @Test func conditionalContentGivesItsBranchsRows() {
        // An if/else in a lazy stack is not one row: its branch's ForEach rows are realized
        // one at a time; switching branches gives the rows new identities (fresh onAppear).
        let probe = Probe()
        func feed(_ even: Bool) -> some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    if even {
                        ForEach(0..<1_000, id: \.self) { index in
                            Color.blue.frame(height: 100).accessibilityIdentifier("row\(index)")
                                .onAppear { probe.log.append("even \(index)") }
                        }
                    } else {
                        ForEach(0..<1_000, id: \.self) { index in
                            Color.red.frame(height: 100).accessibilityIdentifier("row\(index)")
                                .onAppear { probe.log.append("odd \(index)") }
                        }
                    }
                    EmptyView()
                }
            }
        }
        let host = ViewHost(feed(true), size: CGSize(width: 390, height: 800))
        host.layoutIfNeeded()
        // 800 + 200 margin: rows 0…10 (row 10 starts at 1,000).
        #expect(probe.log == (0...10).map { "even \($0)" })
        #expect(host.frame(of: "row11") == nil)
        probe.log.removeAll()
        host.update(feed(false))
        host.layoutIfNeeded()
        #expect(probe.log == (0...10).map { "odd \($0)" })
        host.scroll(to: CGPoint(x: 0, y: 100_000 - 800))
        #expect(host.frame(of: "row999") == CGRect(x: 0, y: 700, width: 390, height: 100))
    }

    @Test func appendingRowsKeepsTheMeasuredOnesWhereTheyAre() {
        // Rows 100 tall against a first estimate of 44: after scrolling, 20 rows are
        // appended (infinite scrolling); the rows measured so far keep their lengths, so the
        // rows in view stay put and none appears a second time.
        let probe = Probe()
        func feed(_ count: Int) -> some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { index in
                        Color.blue.frame(height: 100).accessibilityIdentifier("row\(index)")
                            .onAppear { probe.log.append("+\(index)") }
                    }
                }
            }
        }
        let host = ViewHost(feed(40), size: CGSize(width: 390, height: 800))
        host.scroll(by: CGPoint(x: 0, y: 1_000))
        host.scroll(by: CGPoint(x: 0, y: 1_000))
        let before = host.frame(of: "row25")
        #expect(before == CGRect(x: 0, y: 500, width: 390, height: 100))
        host.update(feed(60))
        #expect(host.frame(of: "row25") == before)
        host.scroll(by: CGPoint(x: 0, y: 1_000))
        #expect(probe.log.count == Set(probe.log).count, "no row appeared twice: \(probe.log)")
    }

    @Test func scrollingRealizesAndReleasesRows() {
        let probe = Probe()
        let host = ViewHost(Feed(count: 1_000, probe: probe), size: CGSize(width: 390, height: 844))
        host.layoutIfNeeded()
        probe.log.removeAll()
        host.scroll(by: CGPoint(x: 0, y: 480))
        // Row 10 starts at 480: now at the top of the viewport.
        #expect(host.frame(of: "row10") == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(host.frame(of: "row0") == nil)
        #expect(probe.log.contains("-0"))
        #expect(probe.log.contains("+31"))
    }

    @Test func jumpingToTheMiddleOfAMillionRows() {
        let probe = Probe()
        let host = ViewHost(Feed(count: 1_000_000, probe: probe), size: CGSize(width: 390, height: 844))
        host.layoutIfNeeded()
        host.scroll(to: CGPoint(x: 0, y: 500_000 * 48))
        #expect(host.frame(of: "row500000") == CGRect(x: 0, y: 0, width: 390, height: 40))
        var realized = 0
        host.forEachNode { if $0.lazyState != nil { realized = $0.lazyState!.realizedCount } }
        #expect(realized < 40)
    }

    @Test func rowsOfDifferentHeightsCorrectTheEstimate() {
        let host = ViewHost(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { index in
                        Color.red.frame(height: index.isMultiple(of: 2) ? 20 : 60).accessibilityIdentifier("r\(index)")
                    }
                }
            }, size: CGSize(width: 100, height: 400))
        #expect(host.frame(of: "r3") == CGRect(x: 0, y: 100, width: 100, height: 60))
        host.scroll(by: CGPoint(x: 0, y: 400))
        // Rows 0…10 are 5 × (20 + 60) + 20 = 420 tall, so row 11 starts 20 below the top.
        #expect(host.frame(of: "r11") == CGRect(x: 0, y: 20, width: 100, height: 60))
    }

    @Test func lazyHStackScrollsHorizontally() {
        let host = ViewHost(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<100, id: \.self) { index in
                        Color.red.frame(width: 90).accessibilityIdentifier("c\(index)")
                    }
                }
            }, size: CGSize(width: 400, height: 100))
        #expect(host.frame(of: "c2") == CGRect(x: 200, y: 0, width: 90, height: 100))
        host.scroll(by: CGPoint(x: 1_000, y: 0))
        #expect(host.frame(of: "c10") == CGRect(x: 0, y: 0, width: 90, height: 100))
    }
}

/// Pinned section headers in a lazy stack.
@MainActor
struct PinnedHeaderTests {
    private struct Sections: View {
        func section(_ index: Int) -> some View {
            Section {
                ForEach(0..<10, id: \.self) { _ in Color.gray.frame(height: 50) }
            } header: {
                Color.blue.frame(height: 30).accessibilityIdentifier("header\(index)")
            }
        }

        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<3, id: \.self) { section($0) }
                }
            }
        }
    }

    @Test func theHeaderOfTheTopSectionStaysAtTheTop() {
        let host = ViewHost(Sections(), size: CGSize(width: 100, height: 400))
        #expect(host.frame(of: "header0")?.minY == 0)
        host.scroll(to: CGPoint(x: 0, y: 100))
        #expect(host.frame(of: "header0")?.minY == 0)
        // The next header (at 530) pushes the pinned one up.
        host.scroll(to: CGPoint(x: 0, y: 520))
        #expect(host.frame(of: "header0")?.minY == -20)
        #expect(host.frame(of: "header1")?.minY == 10)
        host.scroll(to: CGPoint(x: 0, y: 700))
        #expect(host.frame(of: "header1")?.minY == 0)
        #expect(host.frame(of: "header0") == nil)
    }
}
