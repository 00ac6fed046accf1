/// The expansion of `@Entry`, which SwiftUI attaches to `var name: Type = value` in an
/// extension of `EnvironmentValues`, `Transaction`, `ContainerValues` or `FocusedValues`: a
/// key type beside the property (`__Key_name`, the peer) and the property's accessors, which
/// read and write the collection through that key.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: PortableUICore.EnvironmentKey {
///         typealias Value = Color
///         static var defaultValue: Value { .blue }
///     }
/// }
/// ```
///
/// In `FocusedValues` the property's type must be optional: the key's value is the wrapped
/// type, and the default is `nil`.
public enum EntryMacroExpansion {
    /// The collection types `@Entry` works in, and the protocol of their keys.
    public enum Collection: String, CaseIterable, Sendable {
        case environmentValues = "EnvironmentValues"
        case transaction = "Transaction"
        case containerValues = "ContainerValues"
        case focusedValues = "FocusedValues"

        var keyProtocol: String {
            switch self {
            case .environmentValues: "PortableUICore.EnvironmentKey"
            case .transaction: "PortableUICore.TransactionKey"
            case .containerValues: "PortableUICore.ContainerValueKey"
            case .focusedValues: "PortableUICore.FocusedValueKey"
            }
        }

        /// The collection an extension's source text (`extension SwiftUI.EnvironmentValues {…}`) extends.
        public init?(extensionSource source: String) {
            let scanner = SwiftSourceScanner(source)
            let words = scanner.words(from: scanner.skipAttributesAndModifiers(from: 0))
            guard words.count >= 2, words[0] == "extension",
                let name = words[1].split(separator: ".").last.map(String.init)
            else { return nil }
            self.init(rawValue: name)
        }
    }

    /// The accessors of the property, in braces.
    public static func accessors(_ declaration: String, in collection: Collection) throws(MacroExpansionError) -> String {
        let property = try EntryProperty(declaration)
        return """
            {
                get {
                    self[\(property.keyName).self]
                }
                set {
                    self[\(property.keyName).self] = newValue
                }
            }
            """
    }

    /// The key type declared beside the property.
    public static func key(_ declaration: String, in collection: Collection) throws(MacroExpansionError) -> String {
        let property = try EntryProperty(declaration)
        guard collection == .focusedValues else {
            let value = property.initialValue ?? (property.isOptional ? "nil" : nil)
            guard let value else {
                throw MacroExpansionError("'@Entry' needs an initial value: `var \(property.name): \(property.type) = …`")
            }
            return """
                private struct \(property.keyName): \(collection.keyProtocol) {
                    typealias Value = \(property.type)
                    static var defaultValue: Value { \(value) }
                }
                """
        }
        guard let wrapped = property.wrappedType else {
            throw MacroExpansionError("'@Entry' in FocusedValues needs an optional type: `var \(property.name): \(property.type)?`")
        }
        return """
            private struct \(property.keyName): \(collection.keyProtocol) {
                typealias Value = \(wrapped)
            }
            """
    }
}

/// `var name: Type = value`, read from the declaration `@Entry` is attached to.
struct EntryProperty {
    var name: String
    var type: String
    var initialValue: String?

    /// The key type's name: `__Key_` and the name without backticks.
    var keyName: String { "__Key_" + name.filter { $0 != "`" } }

    var isOptional: Bool { wrappedType != nil }

    /// The type an optional type wraps (`Int` for `Int?` and `Optional<Int>`), or `nil`.
    var wrappedType: String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst(9).dropLast()) }
        return nil
    }

    init(_ declaration: String) throws(MacroExpansionError) {
        let scanner = SwiftSourceScanner(declaration)
        let bytes = scanner.bytes
        var index = scanner.skipAttributesAndModifiers(from: 0)
        let keyword = scanner.word(at: index)
        guard keyword == "var" else {
            throw MacroExpansionError("'@Entry' applies to a `var` declaration", at: index)
        }
        index = scanner.skipTrivia(from: index + 3)
        let nameStart = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
            index += 1
        } else {
            while index < bytes.count, SwiftSourceScanner.isIdentifierByte(bytes[index]) { index += 1 }
        }
        name = scanner.text(nameStart..<index)
        index = scanner.skipTrivia(from: index)
        guard !name.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw MacroExpansionError("'@Entry' needs a type annotation: `var \(name): Type = …`", at: index)
        }
        var equals: Int?
        var accessorBlock: Int?
        scanner.forEachCodeByte(in: index + 1..<bytes.count) { position, byte, depth in
            guard depth == 0 else { return true }
            if byte == UInt8(ascii: "{") { accessorBlock = position }
            if byte == UInt8(ascii: "="), position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "=") {
                equals = position
            }
            return equals == nil && accessorBlock == nil
        }
        if let accessorBlock {
            throw MacroExpansionError("'@Entry' applies to a stored property, not one with accessors", at: accessorBlock)
        }
        type = scanner.trimmedText(index + 1..<(equals ?? bytes.count))
        initialValue = equals.map { scanner.trimmedText($0 + 1..<bytes.count) }
    }
}

extension SwiftSourceScanner {
    /// The identifier starting at `index` (empty if none does).
    func word(at index: Int) -> String {
        var end = index
        while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
        return text(index..<end)
    }

    /// The whitespace-separated words of the text from `index` up to the first `{`.
    func words(from index: Int) -> [String] {
        let end = forEachCodeByte(in: index..<bytes.count) { _, byte, _ in byte != UInt8(ascii: "{") }
        return text(index..<end).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .map(String.init)
    }

    /// The index after the attributes (`@Entry`, `@MainActor`, `@available(…)`) and the
    /// modifiers (`public`, `static`, `nonisolated`…) that start at `index`.
    func skipAttributesAndModifiers(from index: Int) -> Int {
        var index = skipTrivia(from: index)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "@") {
                index += 1
                while index < bytes.count, Self.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
                    index += 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "("), let close = matchingClose(of: index) {
                    index = close + 1
                }
            } else if Self.modifiers.contains(word(at: index)) {
                index += word(at: index).utf8.count
                let next = skipTrivia(from: index)
                if next < bytes.count, bytes[next] == UInt8(ascii: "("), let close = matchingClose(of: next) {
                    index = close + 1  // private(set)
                }
            } else {
                break
            }
            index = skipTrivia(from: index)
        }
        return index
    }

    private static let modifiers: Set<String> = [
        "public", "internal", "package", "fileprivate", "private", "open", "static", "nonisolated", "final",
    ]
}
