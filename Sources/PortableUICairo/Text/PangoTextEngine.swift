import CCairo
import CPango
import Foundation
import PortableUICore

/// The text engine of PortableUI: Pango with HarfBuzz shaping over FreeType, fed only the
/// pinned fonts (``PinnedFonts``), at 72 dpi so that a 17-point font is 17 points.
///
/// It follows the ``TextEngine`` contract (see `PangoShaper` for how). Results are cached by
/// request (strings, fonts, width, line limit…) in a bounded cache shared by all threads;
/// Pango itself is used under a lock.
public final class PangoTextEngine: TextEngine, @unchecked Sendable {
    private let shaper: PangoShaper
    private let cache: TextLayoutCache

    /// The engine `PortableUI` hosts use by default: the pinned fonts, or, when they are
    /// missing, ``TestTextEngine`` after a diagnostic that names the packages to install.
    public static let platformDefault: any TextEngine = {
        do {
            return try PangoTextEngine()
        } catch {
            Diagnostics.report("\(error) Text is measured with the approximate test engine until then.")
            return TestTextEngine.shared
        }
    }()

    /// Creates an engine over `fonts`.
    ///
    /// - Parameter cacheCapacity: about how many layouts the cache keeps (rounded up to a
    ///   power of two).
    /// - Throws: ``FontError`` when a font file is missing or unreadable.
    public init(fonts: PinnedFonts = .standard, cacheCapacity: Int = 8_192) throws {
        shaper = try PangoShaper(fonts: fonts)
        cache = TextLayoutCache(capacity: cacheCapacity)
    }

    public func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        let hash = TextLayoutCache.hash(of: request)
        if let cached = cache.value(for: request, hash: hash) { return cached }
        let result = shaper.layout(request)
        cache.store(result, for: request, hash: hash)
        return result
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        shaper.metrics(of: font)
    }

    public func rects(ofRun runIndex: Int, in result: TextLayoutResult) -> [CGRect] {
        (result.rendering as? PangoTextRendering)?.rects(ofRun: runIndex, in: result) ?? []
    }

    public func rects(ofCharacters range: Range<Int>, in result: TextLayoutResult) -> [CGRect] {
        (result.rendering as? PangoTextRendering)?.rects(ofCharacters: range, in: result) ?? []
    }

    public func caretRect(atCharacter offset: Int, in result: TextLayoutResult) -> CGRect? {
        (result.rendering as? PangoTextRendering)?.caretRect(atCharacter: offset, in: result)
    }

    public func characterOffset(at point: CGPoint, in result: TextLayoutResult) -> Int? {
        (result.rendering as? PangoTextRendering)?.characterOffset(at: point, in: result)
    }

    /// Forgets every cached layout.
    public func removeCachedLayouts() {
        cache.removeAll()
    }
}
