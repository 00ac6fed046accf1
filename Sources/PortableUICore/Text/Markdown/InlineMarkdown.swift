import Foundation

/// Inline Markdown as `Text` of a string literal and `AttributedString(markdown:)` read it:
/// CommonMark's inline syntax (backslash escapes, code spans, emphasis and strong emphasis
/// with `*` and `_`, inline links, autolinks) and GitHub's strikethrough (`~text~`,
/// `~~text~~`). Block syntax (headings, lists, quotes) is not interpreted: its characters
/// stay as written, as they do in SwiftUI's `Text`.
///
/// Parsing follows CommonMark 0.31, section 6 (step numbers match `// Step N` below):
/// 1. Scan the source left to right into pieces: literal text, code spans, autolinks,
///    delimiter runs of `*`, `_` and `~` (whether each can open or close emphasis comes from
///    the flanking rules of 6.2), and the brackets `[` and `![`.
/// 2. At each `]`, look back for the nearest bracket. When an inline link destination
///    `(…)` follows and the bracket is active, resolve emphasis inside the link text, make
///    that text a link and deactivate the brackets before it (links do not nest);
///    otherwise the `]` is literal.
/// 3. At the end, resolve emphasis over the remaining delimiters ("process emphasis"):
///    each closer takes the nearest opener of its character that the rule of three allows,
///    two characters (strong) when both runs have two, else one; strikethrough runs match
///    only runs of their own length.
/// 4. Merge neighbouring pieces of equal attributes into spans.
///
/// Deviations: reference links and entity references (`&amp;`) are read as literal text;
/// an image (`![alt](src)`) shows its alternative text.
struct InlineMarkdown {
    /// A run of the parsed text with one set of attributes.
    struct Span: Equatable {
        var text: String
        var intent: InlinePresentationIntent = []
        var link: URL?
    }

    /// Parses `source`; relative link destinations resolve against `baseURL`.
    static func parse(_ source: String, baseURL: URL? = nil) -> [Span] {
        var parser = InlineMarkdown(Array(source), baseURL: baseURL)
        parser.scan()
        // Step 3
        parser.processEmphasis(above: 0)
        return parser.spans()
    }

    /// Whether `source` contains a character that may start Markdown syntax (when it does
    /// not, it is plain text and needs no parsing).
    static func mayContainSyntax(_ source: String) -> Bool {
        source.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["),
                UInt8(ascii: "<"), UInt8(ascii: "\\"):
                true
            default: false
            }
        }
    }

    private struct Delimiter {
        let piece: Int
        let character: Character
        var count: Int
        /// The length of the run as written (for the rule of three).
        let length: Int
        let canOpen: Bool
        let canClose: Bool
    }

    private struct Bracket {
        let piece: Int
        /// The number of delimiters before the bracket: the link text's start the stack.
        let delimiterBottom: Int
        let isImage: Bool
        var isActive = true
    }

    private let source: [Character]
    private let baseURL: URL?
    private var index = 0
    private var pieces: [Span] = []
    private var pending = ""
    private var delimiters: [Delimiter] = []
    private var brackets: [Bracket] = []

    private init(_ source: [Character], baseURL: URL?) {
        self.source = source
        self.baseURL = baseURL
    }

    // MARK: Step 1: scanning

    private mutating func scan() {
        while index < source.count {
            let character = source[index]
            switch character {
            case "\\": scanEscape()
            case "`": scanCodeSpan()
            case "*", "_", "~": scanDelimiterRun(character)
            case "[": addBracket(isImage: false, length: 1)
            case "!" where index + 1 < source.count && source[index + 1] == "[": addBracket(isImage: true, length: 2)
            case "]": closeBracket()
            case "<": scanAutolink()
            default:
                pending.append(character)
                index += 1
            }
        }
        flush()
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        pieces.append(Span(text: pending))
        pending = ""
    }

    private mutating func addPiece(_ span: Span) {
        flush()
        pieces.append(span)
    }

    /// A backslash before ASCII punctuation makes it literal; before a line break it is a
    /// hard line break (the break stays); otherwise it is itself.
    private mutating func scanEscape() {
        let next = index + 1 < source.count ? source[index + 1] : nil
        if let next, next.isASCII, next.isPunctuation || next.isSymbol {
            pending.append(next)
            index += 2
        } else if let next, next.isNewline {
            pending.append(next)
            index += 2
        } else {
            pending.append("\\")
            index += 1
        }
    }

    /// A run of n backticks opens a code span closed by the next run of exactly n; its
    /// line endings become spaces and one space is stripped from each end when both ends
    /// have one (and it is not all spaces). Without a closer the backticks are literal.
    private mutating func scanCodeSpan() {
        let length = runLength(at: index)
        var search = index + length
        while search < source.count {
            guard source[search] == "`" else {
                search += 1
                continue
            }
            let closing = runLength(at: search)
            if closing == length {
                var content = String(source[(index + length)..<search].map { $0.isNewline ? " " : $0 })
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " })
                {
                    content = String(content.dropFirst().dropLast())
                }
                addPiece(Span(text: content, intent: .code))
                index = search + closing
                return
            }
            search += closing
        }
        pending += String(repeating: "`", count: length)
        index += length
    }

    private func runLength(at start: Int) -> Int {
        var end = start
        while end < source.count && source[end] == source[start] { end += 1 }
        return end - start
    }

    /// A run of `*`, `_` or `~`: a piece of its own, and a delimiter that may open or close
    /// emphasis by the flanking rules (a run of three or more `~` is literal).
    private mutating func scanDelimiterRun(_ character: Character) {
        let length = runLength(at: index)
        let before = index > 0 ? source[index - 1] : nil
        let after = index + length < source.count ? source[index + length] : nil
        let run = String(repeating: character, count: length)
        index += length
        if character == "~" && length > 2 {
            pending += run
            return
        }
        let beforeSpace = before.map(Self.isWhitespace) ?? true
        let afterSpace = after.map(Self.isWhitespace) ?? true
        let beforePunctuation = before.map(Self.isPunctuation) ?? false
        let afterPunctuation = after.map(Self.isPunctuation) ?? false
        let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        let canOpen = character == "_" ? leftFlanking && (!rightFlanking || beforePunctuation) : leftFlanking
        let canClose = character == "_" ? rightFlanking && (!leftFlanking || afterPunctuation) : rightFlanking
        addPiece(Span(text: run))
        delimiters.append(
            Delimiter(
                piece: pieces.count - 1, character: character, count: length, length: length, canOpen: canOpen,
                canClose: canClose))
    }

    private mutating func addBracket(isImage: Bool, length: Int) {
        addPiece(Span(text: isImage ? "![" : "["))
        brackets.append(Bracket(piece: pieces.count - 1, delimiterBottom: delimiters.count, isImage: isImage))
        index += length
    }

    /// `<scheme:…>` (a scheme of 2 to 32 characters, no spaces or angle brackets) and
    /// `<name@host>` are links showing their destination; anything else is a literal `<`.
    private mutating func scanAutolink() {
        var end = index + 1
        while end < source.count, source[end] != ">", source[end] != "<", !source[end].isWhitespace { end += 1 }
        guard end < source.count, source[end] == ">" else {
            pending.append("<")
            index += 1
            return
        }
        let content = String(source[(index + 1)..<end])
        let destination: String?
        if let colon = content.firstIndex(of: ":"), (2...32).contains(content.distance(from: content.startIndex, to: colon)),
            content.first?.isLetter == true, content.first?.isASCII == true,
            content[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) })
        {
            destination = content
        } else if content.contains("@"), !content.hasPrefix("@"), !content.hasSuffix("@") {
            destination = "mailto:" + content
        } else {
            destination = nil
        }
        guard let destination, let url = URL(string: destination) else {
            pending.append("<")
            index += 1
            return
        }
        addPiece(Span(text: content, link: url))
        index = end + 1
    }

    // MARK: Step 2: links

    private mutating func closeBracket() {
        guard let opener = brackets.popLast() else {
            pending.append("]")
            index += 1
            return
        }
        guard opener.isActive, let (destination, end) = inlineLink(after: index) else {
            pending.append("]")
            index += 1
            return
        }
        flush()
        processEmphasis(above: opener.delimiterBottom)
        delimiters.removeSubrange(Swift.min(opener.delimiterBottom, delimiters.count)...)
        pieces[opener.piece].text = ""
        if !opener.isImage {
            let url = destination.isEmpty ? nil : Self.url(destination, relativeTo: baseURL)
            for piece in (opener.piece + 1)..<pieces.count where pieces[piece].link == nil {
                pieces[piece].link = url
            }
            for earlier in brackets.indices where !brackets[earlier].isImage { brackets[earlier].isActive = false }
        }
        index = end
    }

    /// The destination of an inline link `(destination "title")` whose `(` follows the `]`
    /// at `bracket`, and the index after its `)`; nil when none follows.
    private func inlineLink(after bracket: Int) -> (String, Int)? {
        var position = bracket + 1
        guard position < source.count, source[position] == "(" else { return nil }
        position += 1
        skipSpaces(&position)
        guard let destination = linkDestination(&position) else { return nil }
        let beforeTitle = position
        skipSpaces(&position)
        if position > beforeTitle, position < source.count, let close = Self.titleCloser[source[position]] {
            position += 1
            while position < source.count, source[position] != close {
                position += source[position] == "\\" ? 2 : 1
            }
            guard position < source.count else { return nil }
            position += 1
            skipSpaces(&position)
        }
        guard position < source.count, source[position] == ")" else { return nil }
        return (destination, position + 1)
    }

    private static let titleCloser: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    private func skipSpaces(_ position: inout Int) {
        while position < source.count, source[position].isWhitespace { position += 1 }
    }

    /// A destination in angle brackets, or a run without spaces or control characters whose
    /// parentheses balance; backslash escapes removed.
    private func linkDestination(_ position: inout Int) -> String? {
        var destination = ""
        if position < source.count, source[position] == "<" {
            position += 1
            while position < source.count, source[position] != ">" {
                if source[position] == "<" || source[position].isNewline { return nil }
                if source[position] == "\\", position + 1 < source.count { position += 1 }
                destination.append(source[position])
                position += 1
            }
            guard position < source.count else { return nil }
            position += 1
            return destination
        }
        var depth = 0
        while position < source.count {
            let character = source[position]
            if character.isWhitespace || character.asciiValue.map({ $0 < 0x20 }) == true { break }
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == "\\", position + 1 < source.count, source[position + 1].isPunctuation {
                position += 1
            }
            destination.append(source[position])
            position += 1
        }
        return depth == 0 ? destination : nil
    }

    /// The URL of a destination, percent-encoding what `URL(string:)` refuses.
    private static func url(_ destination: String, relativeTo base: URL?) -> URL? {
        if let url = URL(string: destination, relativeTo: base) { return url }
        let encoded = destination.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.union(["#", "%"]))
        return encoded.flatMap { URL(string: $0, relativeTo: base) }
    }

    // MARK: Step 3: emphasis

    private struct OpenerKey: Hashable {
        let character: Character
        let canOpen: Bool
        let lengthModuloThree: Int
    }

    /// Matches the closers among the delimiters from `bottom` on with their openers (see
    /// step 3), marking the pieces between, then removes every delimiter from `bottom` on.
    private mutating func processEmphasis(above bottom: Int) {
        // For each kind of closer, the piece before which no opener was found: later
        // closers of that kind do not search below it (CommonMark's `openers_bottom`).
        var openersBottom: [OpenerKey: Int] = [:]
        var closerIndex = bottom
        while closerIndex < delimiters.count {
            let closer = delimiters[closerIndex]
            guard closer.canClose else {
                closerIndex += 1
                continue
            }
            let key = OpenerKey(
                character: closer.character, canOpen: closer.character == "~" ? false : closer.canOpen,
                lengthModuloThree: closer.character == "~" ? 0 : closer.length % 3)
            let floor = openersBottom[key] ?? -1
            var openerIndex = closerIndex - 1
            while openerIndex >= bottom, delimiters[openerIndex].piece > floor,
                !Self.matches(delimiters[openerIndex], closer)
            {
                openerIndex -= 1
            }
            guard openerIndex >= bottom, delimiters[openerIndex].piece > floor else {
                openersBottom[key] = closer.piece - 1
                if closer.canOpen { closerIndex += 1 } else { delimiters.remove(at: closerIndex) }
                continue
            }
            closerIndex = apply(opener: openerIndex, closer: closerIndex)
        }
        delimiters.removeSubrange(Swift.min(bottom, delimiters.count)...)
    }

    private static func matches(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
        guard opener.canOpen, opener.character == closer.character else { return false }
        if closer.character == "~" { return opener.count == closer.count }
        let oneCanBoth = opener.canClose || closer.canOpen
        let sumIsMultipleOfThree = (opener.length + closer.length) % 3 == 0
        let bothMultiplesOfThree = opener.length % 3 == 0 && closer.length % 3 == 0
        return !(oneCanBoth && sumIsMultipleOfThree && !bothMultiplesOfThree)
    }

    /// Marks the pieces between a matched opener and closer, takes the used characters off
    /// both runs, drops the delimiters between them and the used-up ones; returns the index
    /// of the closer to look at next.
    private mutating func apply(opener openerIndex: Int, closer closerIndex: Int) -> Int {
        let opener = delimiters[openerIndex]
        let closer = delimiters[closerIndex]
        let used: Int
        let intent: InlinePresentationIntent
        if closer.character == "~" {
            (used, intent) = (closer.count, .strikethrough)
        } else if opener.count >= 2 && closer.count >= 2 {
            (used, intent) = (2, .stronglyEmphasized)
        } else {
            (used, intent) = (1, .emphasized)
        }
        for piece in (opener.piece + 1)..<closer.piece { pieces[piece].intent.insert(intent) }
        delimiters[openerIndex].count -= used
        delimiters[closerIndex].count -= used
        pieces[opener.piece].text = String(repeating: opener.character, count: delimiters[openerIndex].count)
        pieces[closer.piece].text = String(repeating: closer.character, count: delimiters[closerIndex].count)
        var next = closerIndex
        delimiters.removeSubrange((openerIndex + 1)..<closerIndex)
        next -= closerIndex - openerIndex - 1
        if delimiters[openerIndex].count == 0 {
            delimiters.remove(at: openerIndex)
            next -= 1
        }
        if delimiters[next].count == 0 { delimiters.remove(at: next) }
        return next
    }

    // MARK: Step 4

    private func spans() -> [Span] {
        var result: [Span] = []
        for piece in pieces where !piece.text.isEmpty {
            if let last = result.last, last.intent == piece.intent, last.link == piece.link {
                result[result.count - 1].text += piece.text
            } else {
                result.append(piece)
            }
        }
        return result
    }

    // MARK: Character classes (CommonMark 2.1)

    private static func isWhitespace(_ character: Character) -> Bool {
        character.isWhitespace
    }

    /// ASCII punctuation, or a Unicode punctuation (P) or symbol (S) character.
    private static func isPunctuation(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
