import Foundation

/// A type that a string interpolation in a ``LocalizedStringKey`` formats with a `printf`
/// format specifier (`Text("\(value, specifier: "%.1f")")`).
///
/// SwiftUI declares this protocol for its primitive numeric types; each gives the argument
/// that `String(format:)` receives and the specifier used when none is given (`%lld` for
/// integers, `%lf` for `Double`, so that `Text("\(0.5)")` shows "0.500000" as in SwiftUI).
public protocol _FormatSpecifiable: Equatable {
    /// The value passed to the format function.
    associatedtype _Arg: CVarArg
    /// The value as a format argument.
    var _arg: _Arg { get }
    /// The specifier used when the interpolation names none.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

extension _FormatSpecifiable {
    /// The value formatted with `specifier`. A specifier that names no argument shows as
    /// written; one that names more than one is rejected with a diagnostic (the value is
    /// shown with the type's own specifier), since `String(format:)` would read past its
    /// arguments.
    func formatted(specifier: String) -> String {
        switch FormatSpecifier.argumentCount(in: specifier) {
        case 0: return String(format: specifier)
        case 1: return String(format: specifier, _arg)
        default:
            Diagnostics.report(
                "The format specifier \"\(specifier)\" takes more than one value; \"\(_specifier)\" is used instead.")
            return String(format: _specifier, _arg)
        }
    }
}

/// Reads `printf` format strings.
enum FormatSpecifier {
    /// How many arguments a format string consumes: each conversion other than `%%`, plus one
    /// for each `*` width or precision.
    static func argumentCount(in format: String) -> Int {
        var count = 0
        var characters = format.unicodeScalars.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            while let next = characters.next() {
                if next == "%" { break }
                if next == "*" { count += 1; continue }
                if CharacterSet.letters.contains(next) && !"hlqLjzt".unicodeScalars.contains(next) {
                    count += 1
                    break
                }
            }
        }
        return count
    }
}
