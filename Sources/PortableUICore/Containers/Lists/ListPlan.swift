import Foundation

/// The lines of a lazy list, computed from its rows without visiting them.
///
/// Each section (a `Section`, or a run of rows outside sections) is a header line (the gap
/// above the section and the header's views), one line per row (a `ForEach` element, or a
/// view of the list's content) and a footer line (the footer's views); a last line holds
/// the gap below the last section. Header, footer and last lines have estimates of their
/// own (from the style); row lines share the container's mean.
///
/// - Complexity: building is O(sections); every lookup is O(log sections).
struct ListPlan {
    /// One section: its rows by role, and its first line.
    struct Block {
        let header: Range<Int>
        let rows: Range<Int>
        let footer: Range<Int>
        let firstLine: Int

        /// The line of the block's footer (its header line is `firstLine`).
        var footerLine: Int { firstLine + rows.count + 1 }
        /// The first row of the block (of its header, content or footer).
        var firstRow: Int { header.lowerBound }
    }

    /// What a line holds.
    enum LineKind: Equatable {
        case header(block: Int)
        case row(block: Int)
        case footer(block: Int)
        /// The gap below the last section.
        case end
    }

    let style: ListStyleKind
    private(set) var blocks: [Block] = []
    private(set) var lineCount = 0
    /// The lines with estimates of their own, in order, and the running sums of those
    /// estimates (`ownPrefix[k]`: the sum of the first `k`).
    private(set) var ownEstimates: [(line: Int, length: CGFloat)] = []
    private var ownPrefix: [CGFloat] = [0]
    private var ownByLine: [Int: CGFloat] = [:]

    init(rows: LazyRows, style: ListStyleKind) {
        self.style = style
        var cursor = 0
        func addBlock(header: Range<Int>, rows: Range<Int>, footer: Range<Int>) {
            blocks.append(Block(header: header, rows: rows, footer: footer, firstLine: lineCount))
            lineCount += rows.count + 2
        }
        // Sections nested in another's content are rows of the outer one.
        let sections = rows.sections.sorted {
            ($0.header.lowerBound, -$0.footer.upperBound) < ($1.header.lowerBound, -$1.footer.upperBound)
        }
        for section in sections where section.header.lowerBound >= cursor {
            if cursor < section.header.lowerBound {
                addBlock(header: cursor..<cursor, rows: cursor..<section.header.lowerBound, footer: section.header.lowerBound..<section.header.lowerBound)
            }
            addBlock(header: section.header, rows: section.content, footer: section.footer)
            cursor = section.footer.upperBound
        }
        if cursor < rows.count {
            addBlock(header: cursor..<cursor, rows: cursor..<rows.count, footer: rows.count..<rows.count)
        }
        if !blocks.isEmpty { lineCount += 1 }
        for (index, block) in blocks.enumerated() {
            addOwnEstimate(line: block.firstLine, ownEstimate(of: .header(block: index)))
            addOwnEstimate(line: block.footerLine, ownEstimate(of: .footer(block: index)))
        }
        if !blocks.isEmpty { addOwnEstimate(line: lineCount - 1, ownEstimate(of: .end)) }
    }

    private mutating func addOwnEstimate(line: Int, _ length: CGFloat) {
        ownEstimates.append((line, length))
        ownPrefix.append(ownPrefix[ownPrefix.count - 1] + length)
        ownByLine[line] = length
    }

    /// The estimated length of a header, footer or last line [UNVERIFIED: a text header or
    /// footer taken as 18 points tall].
    private func ownEstimate(of kind: LineKind) -> CGFloat {
        let labelHeight: CGFloat = 18
        switch kind {
        case .header(let block):
            let count = CGFloat(blocks[block].header.count)
            guard style.isGrouped else { return count * ListMetrics.plainHeaderMinimumHeight }
            return count == 0
                ? ListMetrics.sectionGap : ListMetrics.headerTopGap + count * labelHeight + ListMetrics.headerCardGap
        case .footer(let block):
            let count = CGFloat(blocks[block].footer.count)
            guard style.isGrouped else { return count * ListMetrics.plainHeaderMinimumHeight }
            return count == 0 ? 0 : ListMetrics.headerCardGap + count * labelHeight
        case .row:
            return 0  // row lines share the mean of the measured rows
        case .end:
            return style.isGrouped ? ListMetrics.sectionGap : 0
        }
    }

    /// The estimate of line `line` when it has one of its own (not a row line).
    func ownEstimate(ofLine line: Int) -> CGFloat? { ownByLine[line] }

    /// How many lines before `line` have estimates of their own, and the sum of those.
    func ownEstimates(before line: Int) -> (count: Int, total: CGFloat) {
        var low = 0
        var high = ownEstimates.count
        while low < high {
            let middle = (low + high) / 2
            if ownEstimates[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return (low, ownPrefix[low])
    }

    /// The block holding line `line`.
    func block(ofLine line: Int) -> Int? {
        guard !blocks.isEmpty, line < lineCount - 1 else { return nil }
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].firstLine <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// What line `line` holds.
    func kind(ofLine line: Int) -> LineKind {
        guard let index = block(ofLine: line) else { return .end }
        let block = blocks[index]
        if line == block.firstLine { return .header(block: index) }
        if line == block.footerLine { return .footer(block: index) }
        return .row(block: index)
    }

    /// The rows of line `line`.
    func rows(ofLine line: Int) -> Range<Int> {
        switch kind(ofLine: line) {
        case .header(let block): return blocks[block].header
        case .footer(let block): return blocks[block].footer
        case .row(let block):
            let row = blocks[block].rows.lowerBound + line - blocks[block].firstLine - 1
            return row..<(row + 1)
        case .end: return 0..<0
        }
    }

    /// The line holding row `row`.
    func line(ofRow row: Int) -> Int {
        guard !blocks.isEmpty else { return 0 }
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].firstRow <= row { low = middle } else { high = middle - 1 }
        }
        let block = blocks[low]
        if block.header.contains(row) { return block.firstLine }
        if block.footer.contains(row) { return block.footerLine }
        return block.firstLine + 1 + row - block.rows.lowerBound
    }
}
