import Foundation

/// The measured lengths of a lazy container's lines, summed by blocks of 64 lines (in
/// Fenwick trees) so that the sums over the lines before a given one cost O(log lines),
/// however many lines were measured.
///
/// Lines of two kinds are kept apart: lines estimated from the mean (rows), whose lengths and
/// count are summed, and lines with an estimate of their own (a list's section gaps, headers
/// and footers), whose differences from that estimate are summed.
struct MeasuredLines {
    private static let blockSize = 64

    /// The measured lengths (and own estimates) of the lines of one block; NaN where none.
    private struct Block {
        var lengths = [CGFloat](repeating: .nan, count: MeasuredLines.blockSize)
        var ownEstimates = [CGFloat](repeating: .nan, count: MeasuredLines.blockSize)
    }

    /// The blocks with a measured line, by block index.
    private var blocks: [Int: Block] = [:]
    private var measuredCount = 0
    /// Per block, as Fenwick trees: the rows' lengths, their count, and the other lines'
    /// differences from their own estimates.
    private var rowLengths = FenwickTree<CGFloat>()
    private var rowCounts = FenwickTree<Int>()
    private var ownDifferences = FenwickTree<CGFloat>()

    /// The sum and count of the measured rows (lines estimated from the mean).
    private(set) var rowTotal: CGFloat = 0
    private(set) var rowCount = 0

    var isEmpty: Bool { measuredCount == 0 }

    subscript(line: Int) -> CGFloat? {
        guard let length = blocks[line / Self.blockSize]?.lengths[line % Self.blockSize], !length.isNaN else { return nil }
        return length
    }

    /// Every measured line with its length and own estimate (nil for a row).
    private var measuredLines: [(line: Int, length: CGFloat, ownEstimate: CGFloat?)] {
        var result: [(Int, CGFloat, CGFloat?)] = []
        for (index, block) in blocks {
            for slot in 0..<Self.blockSize where !block.lengths[slot].isNaN {
                let own = block.ownEstimates[slot]
                result.append((index * Self.blockSize + slot, block.lengths[slot], own.isNaN ? nil : own))
            }
        }
        return result
    }

    /// Forgets every measurement; the container now has `lineCount` lines.
    mutating func reset(lineCount: Int) {
        self = MeasuredLines()
        let blocks = lineCount / Self.blockSize + 1
        rowLengths = FenwickTree(count: blocks)
        rowCounts = FenwickTree(count: blocks)
        ownDifferences = FenwickTree(count: blocks)
    }

    /// Moves the measurement of each line to the line `newLine` gives for it, with that line's
    /// own estimate (nil for a row), and forgets the lines it gives none for; the container
    /// now has `lineCount` lines.
    mutating func remap(lineCount: Int, _ newLine: (Int) -> (line: Int, ownEstimate: CGFloat?)?) {
        let moved = measuredLines.compactMap { old in newLine(old.line).map { ($0.line, old.length, $0.ownEstimate) } }
        reset(lineCount: lineCount)
        for (line, length, ownEstimate) in moved {
            _ = record(length, of: line, ownEstimate: ownEstimate)
        }
    }

    /// Records `length` for `line`, whose own estimate is `ownEstimate` (nil for a row);
    /// returns whether it changed.
    mutating func record(_ length: CGFloat, of line: Int, ownEstimate: CGFloat?) -> Bool {
        let previous = self[line]
        guard previous != length else { return false }
        let block = line / Self.blockSize
        if block >= rowLengths.count { rebuild(blocks: block + 1) }
        blocks[block, default: Block()].lengths[line % Self.blockSize] = length
        if previous == nil { measuredCount += 1 }
        if let ownEstimate {
            blocks[block]?.ownEstimates[line % Self.blockSize] = ownEstimate
            ownDifferences.add(length - (previous ?? ownEstimate), at: block)
        } else {
            rowLengths.add(length - (previous ?? 0), at: block)
            rowTotal += length - (previous ?? 0)
            if previous == nil {
                rowCounts.add(1, at: block)
                rowCount += 1
            }
        }
        return true
    }

    /// Sizes the trees for `blocks` blocks and sums the lengths recorded so far into them
    /// (for a line beyond the line count the container gave).
    private mutating func rebuild(blocks: Int) {
        rowLengths = FenwickTree(count: blocks)
        rowCounts = FenwickTree(count: blocks)
        ownDifferences = FenwickTree(count: blocks)
        for (line, length, ownEstimate) in measuredLines {
            let block = line / Self.blockSize
            if let own = ownEstimate {
                ownDifferences.add(length - own, at: block)
            } else {
                rowLengths.add(length, at: block)
                rowCounts.add(1, at: block)
            }
        }
    }

    /// The measured lines before `line`: the rows' total length and count, and the sum of
    /// the other lines' differences from their own estimates.
    func sums(before line: Int) -> (rowLength: CGFloat, rows: Int, ownDifference: CGFloat) {
        let block = line / Self.blockSize
        var result = (rowLengths.prefixSum(block), rowCounts.prefixSum(block), ownDifferences.prefixSum(block))
        guard let measured = blocks[block] else { return result }
        for slot in 0..<(line - block * Self.blockSize) {
            let length = measured.lengths[slot]
            guard !length.isNaN else { continue }
            let own = measured.ownEstimates[slot]
            if own.isNaN {
                result.0 += length
                result.1 += 1
            } else {
                result.2 += length - own
            }
        }
        return result
    }
}

/// A Fenwick (binary indexed) tree: point updates and prefix sums in O(log n).
struct FenwickTree<Value: AdditiveArithmetic> {
    private var tree: [Value]

    /// The number of elements.
    var count: Int { tree.count - 1 }

    init(count: Int = 0) {
        tree = Array(repeating: .zero, count: count + 1)
    }

    /// Adds `value` to element `index`.
    mutating func add(_ value: Value, at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += value
            position += position & -position
        }
    }

    /// The sum of the elements before `index`.
    func prefixSum(_ index: Int) -> Value {
        var sum = Value.zero
        var position = Swift.min(index, tree.count - 1)
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }
}
