import CCairo
import CPango
import Foundation
import PortableUICore

/// The font files the Pango engine sees, and nothing else: the same files on every machine,
/// so the same string in the same font has the same size everywhere.
///
/// | role | family | Debian package |
/// |---|---|---|
/// | system font (`.default`, `.rounded`), below 20 pt | Inter | fonts-inter |
/// | system font at 20 pt and above (as SF Pro Display) | Inter Display | fonts-inter |
/// | `.monospaced` | DejaVu Sans Mono | fonts-dejavu-core |
/// | `.serif` | DejaVu Serif | fonts-dejavu-core |
/// | first fallback: emoji | Noto Color Emoji | fonts-noto-color-emoji |
/// | then other scripts (Arabic, Hebrew, Cyrillic…) | DejaVu Sans | fonts-dejavu-core |
/// | then Chinese, Japanese, Korean | Droid Sans Fallback | fonts-droid-fallback |
public struct PinnedFonts: Sendable {
    /// One font file and the Debian package that installs it.
    public struct File: Hashable, Sendable {
        public var path: String
        public var package: String

        public init(path: String, package: String) {
            self.path = path
            self.package = package
        }
    }

    /// The files to load.
    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// The project's pinned fonts (see the table above).
    public static let standard = PinnedFonts(files: interFiles + dejaVuFiles + fallbackFiles)

    private static let interFiles: [File] = ["Inter", "InterDisplay"].flatMap { family in
        [
            "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
            "ThinItalic", "ExtraLightItalic", "LightItalic", "Italic", "MediumItalic", "SemiBoldItalic", "BoldItalic",
            "ExtraBoldItalic", "BlackItalic",
        ].map { File(path: "/usr/share/fonts/opentype/inter/\(family)-\($0).otf", package: "fonts-inter") }
    }

    private static let dejaVuFiles: [File] = [
        "DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique",
        "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique", "DejaVuSansMono-BoldOblique",
        "DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic",
    ].map { File(path: "/usr/share/fonts/truetype/dejavu/\($0).ttf", package: "fonts-dejavu-core") }

    private static let fallbackFiles: [File] = [
        File(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", package: "fonts-droid-fallback"),
        File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
    ]

    /// The configuration's rules: Pango asks for the family "emoji" for emoji sequences,
    /// which means Noto Color Emoji; a color bitmap font (the emoji font, whose glyphs are
    /// bitmaps of one size) is scaled to the size asked for, through its matrix.
    private static let rules = """
        <?xml version="1.0"?>
        <fontconfig>
          <alias binding="same">
            <family>emoji</family>
            <prefer><family>Noto Color Emoji</family></prefer>
          </alias>
          <match target="font">
            <test name="outline"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name><double>0</double>
                  <double>0</double><name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign">
              <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
            </edit>
          </match>
        </fontconfig>
        """

    /// The family name the engine asks fontconfig for.
    static func family(for font: ResolvedFont) -> String {
        switch font.family {
        case .system(.monospaced): "DejaVu Sans Mono"
        case .system(.serif): "DejaVu Serif"
        case .system: font.size >= 20 ? "Inter Display" : "Inter"
        case .named(let name): name
        }
    }

    /// The fallback families, in order, after the requested one.
    static let fallbackFamilies = "Noto Color Emoji,DejaVu Sans,Droid Sans Fallback"

    /// A fontconfig configuration (`FcConfig *`) that knows only these files; the caller
    /// owns it (`FcConfigDestroy`).
    ///
    /// - Throws: ``FontError/missingFiles(_:)`` naming the Debian packages to install when
    ///   any file is missing, ``FontError/unreadable(_:)`` when fontconfig cannot load one.
    public func makeConfiguration() throws -> OpaquePointer {
        let missing = files.filter { !FileManager.default.isReadableFile(atPath: $0.path) }
        guard missing.isEmpty else { throw FontError.missingFiles(missing) }
        guard let config = FcConfigCreate() else { throw FontError.unreadable(files) }
        _ = Self.rules.withCString { FcConfigParseAndLoadFromMemory(config, $0, 0) }
        let unreadable = files.filter { file in
            file.path.withCString { FcConfigAppFontAddFile(config, $0) } == 0
        }
        guard unreadable.isEmpty else {
            FcConfigDestroy(config)
            throw FontError.unreadable(unreadable)
        }
        return config
    }
}

/// Why the pinned fonts could not be loaded.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// Font files that do not exist; their packages must be installed.
    case missingFiles([PinnedFonts.File])
    /// Font files fontconfig could not read.
    case unreadable([PinnedFonts.File])

    public var description: String {
        switch self {
        case .missingFiles(let files):
            let packages = Array(Set(files.map(\.package))).sorted().joined(separator: " ")
            return
                "Missing font files \(files.map(\.path).joined(separator: ", ")). Install the Debian packages: apt-get install \(packages)"
        case .unreadable(let files):
            return "Fontconfig could not load the font files \(files.map(\.path).joined(separator: ", "))."
        }
    }
}
