/// Reads just enough of Swift's lexical structure to take a macro's source apart: it knows
/// brackets (`()`, `[]`, `{}`), string literals (single-line, multi-line, raw, with
/// interpolations) and comments (line, block, nested block), and nothing else.
///
/// Every position is an index into ``bytes``, the UTF-8 text, so that slicing is cheap and
/// exact; the characters it looks for are all ASCII, which UTF-8 never uses inside a
/// multi-byte character.
struct SwiftSourceScanner {
    /// The source text as UTF-8.
    let bytes: [UInt8]

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// The text of `range` without the whitespace (spaces, tabs, newlines) at its ends.
    func trimmedText(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return text(lower..<upper)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x5F || byte >= 0x80
    }

    /// The first index at or after `index` that is neither whitespace nor inside a comment.
    func skipTrivia(from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            if Self.isWhitespace(bytes[index]) {
                index += 1
            } else if let end = commentEnd(at: index) {
                index = end
            } else {
                break
            }
        }
        return index
    }

    /// Calls `body` with each byte of code in `range` (outside strings and comments) and the
    /// bracket depth before it, relative to the start of the range; a string literal is
    /// reported as its first byte only. Stops when `body` returns `false`; returns the index it
    /// stopped at, or `range.upperBound`.
    @discardableResult
    func forEachCodeByte(in range: Range<Int>, _ body: (_ index: Int, _ byte: UInt8, _ depth: Int) -> Bool) -> Int {
        var depth = 0
        var index = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        while index < end {
            if let commentEnd = commentEnd(at: index) {
                index = commentEnd
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { depth -= 1 }
            if !body(index, byte, depth) { return index }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
            index = stringEnd(at: index) ?? index + 1
        }
        return end
    }

    /// The index of the bracket that closes the one at `open`, or `nil` if it is not closed.
    func matchingClose(of open: Int) -> Int? {
        var found: Int?
        forEachCodeByte(in: open..<bytes.count) { index, _, depth in
            if index > open, depth == 0 {
                found = index
                return false
            }
            return true
        }
        return found
    }

    /// Splits `range` at the commas outside any bracket (an argument list's arguments).
    func splitTopLevel(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        forEachCodeByte(in: range) { index, byte, depth in
            if depth == 0, byte == UInt8(ascii: ",") {
                parts.append(start..<index)
                start = index + 1
            }
            return true
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    // MARK: Comments

    /// The index after the comment starting at `index`, or `nil` if none starts there.
    func commentEnd(at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
        if bytes[index + 1] == UInt8(ascii: "/") {
            var end = index + 2
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            return end
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
        // Block comments nest in Swift.
        var nesting = 0
        var end = index
        while end + 1 < bytes.count {
            if bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") {
                nesting += 1
                end += 2
            } else if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") {
                nesting -= 1
                end += 2
                if nesting == 0 { return end }
            } else {
                end += 1
            }
        }
        return bytes.count
    }

    // MARK: String literals

    /// The index after the string literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`…),
    /// or `nil` if none starts there. An unterminated literal runs to the end of the text.
    func stringEnd(at index: Int) -> Int? {
        var quote = index
        while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") else { return nil }
        let hashes = quote - index
        let multiline = quote + 2 < bytes.count && bytes[quote + 1] == UInt8(ascii: "\"")
            && bytes[quote + 2] == UInt8(ascii: "\"")
        let delimiterLength = multiline ? 3 : 1
        var position = quote + delimiterLength
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                let escaped = position + 1 + hashes
                if escaped < bytes.count, bytes[escaped] == UInt8(ascii: "(") {
                    position = (matchingClose(of: escaped) ?? bytes.count - 1) + 1
                } else {
                    position = escaped + 1
                }
            } else if byte == UInt8(ascii: "\""), closesString(at: position, length: delimiterLength, hashes: hashes) {
                return position + delimiterLength + hashes
            } else if byte == 0x0A, !multiline {
                return position
            } else {
                position += 1
            }
        }
        return bytes.count
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard index + count <= bytes.count else { return false }
        return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    private func closesString(at index: Int, length: Int, hashes: Int) -> Bool {
        guard index + length <= bytes.count,
            bytes[index..<index + length].allSatisfy({ $0 == UInt8(ascii: "\"") })
        else { return false }
        return hasHashes(hashes, at: index + length)
    }
}
