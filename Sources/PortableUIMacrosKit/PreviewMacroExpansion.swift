/// The expansion of `#Preview`: a type, uniquely named from the expansion's discriminator,
/// that conforms to `PreviewRegistry`, remembers where the preview was written and makes the
/// `Preview` from the macro's arguments and body, as Apple's `#Preview` does.
///
/// ```swift
/// #Preview("Dark", traits: .sizeThatFitsLayout) { Badge() }
/// // becomes
/// struct $s…15PreviewRegistryfMu_: PortableUICore.PreviewRegistry {
///     static let fileID: String = "App/Badge.swift"
///     static let line: Int = 12
///     static let column: Int = 1
///     @MainActor static var preview: PortableUICore.Preview {
///         PortableUICore.Preview("Dark", traits: .sizeThatFitsLayout, body: PortableUICore.Preview._body { Badge() })
///     }
/// }
/// ```
public enum PreviewMacroExpansion {
    /// Expands the macro whose source text (leading trivia included) starts at `line` and
    /// `column` of the file `fileID`.
    public static func expand(_ source: String, fileID: String, line: Int, column: Int, discriminator: String) throws(
        MacroExpansionError
    ) -> String {
        let scanner = SwiftSourceScanner(source)
        let parts = try MacroCallParts(scanner)
        let (macroLine, macroColumn) = scanner.position(of: parts.poundIndex, startLine: line, startColumn: column)
        var arguments = parts.arguments.map(scanner.splitTopLevel) ?? []
        if arguments.count == 1, scanner.trimmedText(arguments[0]).isEmpty { arguments = [] }
        var bodyRange = parts.trailingClosure
        if bodyRange == nil, let labelled = arguments.lastIndex(where: { scanner.label(of: $0) == "body" }) {
            bodyRange = scanner.closureLiteral(in: arguments[labelled], afterLabel: true)
            arguments.remove(at: labelled)
        }
        guard let bodyRange else {
            throw MacroExpansionError("'#Preview' needs a body: write the view in a trailing closure", at: parts.poundIndex)
        }
        let (body, wrapper) = PreviewableTransform.transform(scanner, bodyRange)
        let passed = arguments.map { scanner.trimmedText($0) } + ["body: PortableUICore.Preview._body {\n\(body)\n}"]
        let name = uniqueName("PreviewRegistry", discriminator: discriminator)
        return """
            struct \(name): PortableUICore.PreviewRegistry {
                static let fileID: String = \(stringLiteral(fileID))
                static let line: Int = \(macroLine)
                static let column: Int = \(macroColumn)

                @MainActor static var preview: PortableUICore.Preview {
                    PortableUICore.Preview(\(passed.joined(separator: ", ")))
                }
            \(wrapper.map { "\n" + $0 } ?? "")
            }
            """
    }

    /// The name swift-syntax's `makeUniqueName` gives the first use of `name` in an expansion:
    /// the discriminator, the name's length and the name, and `fMu_`, so that the compiler
    /// accepts it as a macro-introduced unique name at file scope.
    public static func uniqueName(_ name: String, discriminator: String) -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}

/// The pieces of a freestanding macro's use: `#Name(arguments) { trailing closure }`.
struct MacroCallParts {
    /// The index of `#`.
    var poundIndex: Int
    /// The range between the parentheses, if there are any.
    var arguments: Range<Int>?
    /// The range between the trailing closure's braces, if there is one.
    var trailingClosure: Range<Int>?

    init(_ scanner: SwiftSourceScanner) throws(MacroExpansionError) {
        let bytes = scanner.bytes
        poundIndex = scanner.skipTrivia(from: 0)
        guard poundIndex < bytes.count, bytes[poundIndex] == UInt8(ascii: "#") else {
            throw MacroExpansionError("expected a macro expansion starting with '#'")
        }
        var index = poundIndex + 1
        while index < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[index]) { index += 1 }
        index = scanner.skipTrivia(from: index)
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
            guard let close = scanner.matchingClose(of: index) else {
                throw MacroExpansionError("unbalanced parentheses in the macro's arguments", at: index)
            }
            arguments = index + 1..<close
            index = scanner.skipTrivia(from: close + 1)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
            guard let close = scanner.matchingClose(of: index) else {
                throw MacroExpansionError("unbalanced braces in the macro's trailing closure", at: index)
            }
            trailingClosure = index + 1..<close
        }
    }
}

extension SwiftSourceScanner {
    /// The line and column of `index`, for text that starts at `startLine` and `startColumn`.
    func position(of index: Int, startLine: Int, startColumn: Int) -> (line: Int, column: Int) {
        var line = startLine
        var column = startColumn
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The label of the argument in `range` (`traits` in `traits: .portrait`), if it has one.
    func label(of range: Range<Int>) -> String? {
        let start = skipTrivia(from: range.lowerBound)
        var end = start
        while end < range.upperBound, Self.isIdentifierByte(bytes[end]) { end += 1 }
        let colon = skipTrivia(from: end)
        guard end > start, colon < range.upperBound, bytes[colon] == UInt8(ascii: ":") else { return nil }
        return text(start..<end)
    }

    /// The range inside the braces of the closure literal that is the argument in `range`.
    func closureLiteral(in range: Range<Int>, afterLabel: Bool) -> Range<Int>? {
        var start = skipTrivia(from: range.lowerBound)
        if afterLabel {
            while start < range.upperBound, bytes[start] != UInt8(ascii: ":") { start += 1 }
            start = skipTrivia(from: start + 1)
        }
        guard start < range.upperBound, bytes[start] == UInt8(ascii: "{"), let close = matchingClose(of: start),
            close < range.upperBound
        else { return nil }
        return start + 1..<close
    }
}
