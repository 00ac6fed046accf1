/// A line diff of two texts from their longest common subsequence: the changed lines with a
/// little context, `@@ line N` before each run, `-` for removed and `+` for added lines.
struct LineDiff {
    static let context = 2
    /// Runs of changes shown at most (a diff of a whole rewritten file says enough in a few).
    static let hunkLimit = 8

    let reference: [Substring]
    let actual: [Substring]

    init(reference: String, actual: String) {
        self.reference = reference.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    enum Line: Equatable {
        case same(Substring)
        case removed(Substring)
        case added(Substring)
    }

    /// Every line of both texts, in order, marked same, removed or added.
    var lines: [Line] {
        let n = reference.count, m = actual.count
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = reference[i] == actual[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, reference[i] == actual[j] {
                result.append(.same(reference[i]))
                i += 1
                j += 1
            } else if j < m, i == n || common[i][j + 1] >= common[i + 1][j] {
                result.append(.added(actual[j]))
                j += 1
            } else {
                result.append(.removed(reference[i]))
                i += 1
            }
        }
        return result
    }

    var text: String {
        let lines = self.lines
        let changed = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var shown: [String] = []
        var hunks = 0
        var last = -1
        for index in changed {
            let start = max(index - Self.context, last + 1)
            let end = min(index + Self.context, lines.count - 1)
            guard start <= end else { continue }
            if last < 0 || start > last + 1 {
                hunks += 1
                if hunks > Self.hunkLimit {
                    shown.append("… more changes")
                    break
                }
                shown.append("@@ line \(referenceLine(at: start, in: lines))")
            }
            for k in start...end {
                shown.append(render(lines[k]))
            }
            last = end
        }
        return shown.joined(separator: "\n")
    }

    private func referenceLine(at index: Int, in lines: [Line]) -> Int {
        1 + lines[..<index].filter { if case .added = $0 { false } else { true } }.count
    }

    private func render(_ line: Line) -> String {
        switch line {
        case .same(let text): "  " + text
        case .removed(let text): "- " + text
        case .added(let text): "+ " + text
        }
    }
}
