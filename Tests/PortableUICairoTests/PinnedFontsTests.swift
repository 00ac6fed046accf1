import CPango
import Foundation
import PortableUICore
import Testing

@testable import PortableUICairo

/// The pinned font set: only those files, at 72 dpi, with clear errors when one is missing.
struct PinnedFontsTests {
    @Test func aMissingFontFileIsAClearErrorNamingThePackage() {
        let fonts = PinnedFonts(files: [
            PinnedFonts.File(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
            PinnedFonts.File(path: "/nonexistent/Missing-Regular.otf", package: "fonts-missing"),
        ])
        #expect(throws: FontError.missingFiles([fonts.files[1]])) { try PangoTextEngine(fonts: fonts) }
        let message = FontError.missingFiles([fonts.files[1]]).description
        #expect(message.contains("/nonexistent/Missing-Regular.otf"))
        #expect(message.contains("apt-get install fonts-missing"))
    }

    @Test func everyPinnedFileIsInstalled() {
        let missing = PinnedFonts.standard.files.filter { !FileManager.default.fileExists(atPath: $0.path) }
        #expect(missing.isEmpty, "install: \(Set(missing.map(\.package)).sorted())")
        #expect(
            Set(PinnedFonts.standard.files.map(\.package)) == [
                "fonts-inter", "fonts-dejavu-core", "fonts-droid-fallback", "fonts-noto-color-emoji",
            ])
    }

    @Test func pointsArePointsAt72Dpi() throws {
        // DejaVu Sans Mono advances 1233/2048 em per character: 10 digits at 20 pt.
        let engine = try PangoTextEngine()
        let mono = ResolvedFont(family: .system(.monospaced), size: 20)
        let layout = engine.layout(TextLayoutRequest(runs: [TextRun("0123456789", font: mono)]))
        #expect(abs(layout.size.width - 10 * 20 * 1233 / 2048) < 0.01)
    }

    @Test func systemFontsHaveSFProLineMetrics() throws {
        let engine = try PangoTextEngine()
        let body = ResolvedFont(family: .system(.default), size: 17)
        let layout = engine.layout(TextLayoutRequest(runs: [TextRun("Hello", font: body)]))
        #expect(layout.size.height == CGFloat(17) * 2444 / 2048)
        #expect(layout.firstBaseline == CGFloat(17) * 1950 / 2048)
        #expect(engine.metrics(of: body) == FontMetrics.system(size: 17))
    }

    @Test func familiesAreTheOnesPinned() throws {
        let engine = try PangoTextEngine()
        func family(_ string: String, _ font: ResolvedFont) -> [String] {
            let layout = engine.layout(TextLayoutRequest(runs: [TextRun(string, font: font)]))
            return PangoInspection.fontFamilies(of: layout)
        }
        #expect(family("Hello", ResolvedFont(family: .system(.default), size: 17)) == ["Inter"])
        #expect(family("Hello", ResolvedFont(family: .system(.default), size: 34)) == ["Inter Display"])
        #expect(family("Hello", ResolvedFont(family: .system(.rounded), size: 17)) == ["Inter"])
        #expect(family("Hello", ResolvedFont(family: .system(.monospaced), size: 17)) == ["DejaVu Sans Mono"])
        #expect(family("Hello", ResolvedFont(family: .system(.serif), size: 17)) == ["DejaVu Serif"])
        #expect(family("日本", ResolvedFont(family: .system(.default), size: 17)) == ["Droid Sans Fallback"])
        #expect(family("😀", ResolvedFont(family: .system(.default), size: 17)) == ["Noto Color Emoji"])
        #expect(family("שלום", ResolvedFont(family: .system(.default), size: 17)) == ["DejaVu Sans"])
        #expect(family("Hi", ResolvedFont(family: .named("DejaVu Serif"), size: 17)) == ["DejaVu Serif"])
    }

    @Test func anUnknownNamedFontFallsBackToInterWithADiagnostic() throws {
        let engine = try PangoTextEngine()
        let before = Diagnostics.count
        let layout = engine.layout(
            TextLayoutRequest(runs: [TextRun("Hi", font: ResolvedFont(family: .named("Helvetica"), size: 17))]))
        #expect(PangoInspection.fontFamilies(of: layout) == ["Inter"])
        #expect(Diagnostics.count > before)
        #expect(Diagnostics.messages.last?.contains("\"Helvetica\" is not one of the pinned fonts") == true)
    }
}

/// Reads back what Pango chose, for tests.
enum PangoInspection {
    /// The families of the fonts of every run of the first line.
    static func fontFamilies(of result: TextLayoutResult) -> [String] {
        let layout = (result.rendering as! PangoTextRendering).layout
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return [] }
        var families: [String] = []
        var node = line.pointee.runs
        while let current = node {
            let item = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
            let description = pango_font_describe(item.pointee.item.pointee.analysis.font)
            families.append(String(cString: pango_font_description_get_family(description)))
            pango_font_description_free(description)
            node = current.pointee.next
        }
        return families
    }
}
