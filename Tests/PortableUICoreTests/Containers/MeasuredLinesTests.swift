import Foundation
import Testing
@testable import PortableUICore

/// The sums over measured lines (blocks of 64 in Fenwick trees) agree with direct sums.
struct MeasuredLinesTests {
    @Test func sumsBeforeALineMatchTheDirectSums() {
        var generator = SystemRandomNumberGenerator()
        var lines = MeasuredLines()
        lines.reset(lineCount: 10_000)
        var direct: [Int: (length: CGFloat, own: CGFloat?)] = [:]
        for _ in 0..<2_000 {
            let line = Int.random(in: 0..<10_000, using: &generator)
            let own: CGFloat? = line.isMultiple(of: 7) ? 35 : nil
            let length = CGFloat(Int.random(in: 10...90, using: &generator))
            _ = lines.record(length, of: line, ownEstimate: own)
            direct[line] = (length, own)
        }
        for probe in [0, 1, 63, 64, 65, 1_000, 4_097, 9_999, 10_000] {
            let before = direct.filter { $0.key < probe }.values
            let rows = before.filter { $0.own == nil }
            let rowLength: CGFloat = rows.reduce(0) { $0 + $1.length }
            var ownDifference: CGFloat = 0
            for line in before { if let own = line.own { ownDifference += line.length - own } }
            let sums = lines.sums(before: probe)
            #expect(sums.rows == rows.count)
            #expect(abs(sums.rowLength - rowLength) < 1e-6)
            #expect(abs(sums.ownDifference - ownDifference) < 1e-6)
        }
        #expect(lines.rowCount == direct.values.filter { $0.own == nil }.count)
    }

    @Test func aLineBeyondTheGivenCountIsStillSummed() {
        var lines = MeasuredLines()
        lines.reset(lineCount: 10)
        _ = lines.record(40, of: 5, ownEstimate: nil)
        _ = lines.record(50, of: 1_000, ownEstimate: nil)
        #expect(lines.sums(before: 2_000).rowLength == 90)
        #expect(lines.sums(before: 6).rows == 1)
    }
}
