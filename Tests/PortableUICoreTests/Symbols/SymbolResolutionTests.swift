import Foundation
import Testing

@testable import PortableUICore

/// SF Symbol names and variants to the stand-in set's glyphs. The variant order (slash,
/// shape, fill) is SF Symbols' naming, as in Apple's `SymbolVariants` documentation
/// ("heart.circle.fill").
struct SymbolResolutionTests {
    static let nameCases: [(String, SymbolResolution)] = [
        ("heart", .glyph("heart", filled: false)),
        ("heart.fill", .glyph("heart", filled: true)),
        ("checkmark.circle", .glyph("check-circle", filled: false)),
        ("checkmark.circle.fill", .glyph("check-circle", filled: true)),
        ("person.crop.circle.fill", .glyph("user-circle", filled: true)),
        ("heart.circle", .enclosed("heart", in: .circle, filled: false)),
        ("bolt.square.fill", .enclosed("lightning", in: .square, filled: true)),
        ("gearshape", .glyph("gear-six", filled: false)),
        ("square.and.arrow.up", .glyph("export", filled: false)),
    ]

    @Test(arguments: nameCases)
    func names(name: String, expected: SymbolResolution) {
        #expect(SymbolResolution.resolve(name) == expected)
    }

    @Test(arguments: ["no.such.symbol", "", ".fill", "heart.triangle", "circle.circle.circle"])
    func unknownNames(name: String) {
        #expect(SymbolResolution.resolve(name) == nil)
    }

    static let variantCases: [(String, SymbolVariants, String)] = [
        ("heart", .fill, "heart.fill"),
        ("heart", .circle.fill, "heart.circle.fill"),
        ("heart", .fill.circle, "heart.circle.fill"),
        ("heart.fill", .circle, "heart.circle.fill"),
        ("person", .circle, "person.circle"),
        ("bell", .slash, "bell.slash"),
        ("bell", .slash.fill, "bell.slash.fill"),
        // A variant the symbol does not have is dropped.
        ("trash", .slash, "trash"),
        ("checkmark.circle", .circle, "checkmark.circle"),
        ("star", .none, "star"),
    ]

    @Test(arguments: variantCases)
    func variants(name: String, variants: SymbolVariants, expected: String) {
        #expect(SymbolResolution.resolve(name, variants: variants)?.name == expected)
    }

    @Test func variantsCombineAndReset() {
        #expect(SymbolVariants.circle.adding(.fill) == .circle.fill)
        #expect(SymbolVariants.circle.fill.adding(.square) == .square.fill)
        #expect(SymbolVariants.circle.adding(.none) == .none)
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(!SymbolVariants.fill.contains(.circle))
    }

    @Test func theTableCoversTheCommonNames() {
        #expect(SymbolTable.names.count >= 400)
        #expect(Set(SymbolTable.names).count == SymbolTable.names.count)
        let common = [
            "chevron.left", "xmark", "plus", "minus", "checkmark.circle", "magnifyingglass", "gear", "gearshape",
            "house", "person.circle", "person.crop.circle", "heart", "star", "bell", "cart", "bag", "trash", "pencil",
            "square.and.pencil", "square.and.arrow.up", "folder", "doc", "paperplane", "envelope", "phone", "camera",
            "photo", "play", "pause", "stop", "forward", "backward", "speaker", "mic", "calendar", "clock", "timer",
            "location", "map", "globe", "lock", "key", "eye", "eye.slash", "info.circle", "exclamationmark.triangle",
            "questionmark.circle", "ellipsis", "ellipsis.circle", "line.3.horizontal", "slider.horizontal.3",
            "list.bullet", "square.grid.2x2", "arrow.clockwise", "bookmark", "tag", "flag", "cloud", "sun.max", "moon",
            "bolt", "wifi", "battery.100",
        ]
        for name in common { #expect(SymbolResolution.resolve(name) != nil, "\(name)") }
    }
}
