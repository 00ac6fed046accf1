import Foundation

/// Laid-out text for a renderer: the text engine's result for the text's placed size. The
/// renderer that pairs with the engine draws it (PortableUICairo for Pango).
public final class TextLayoutBox: @unchecked Sendable {
    /// The engine's layout of the text.
    public let result: TextLayoutResult

    init(_ result: TextLayoutResult) {
        self.result = result
    }
}

/// What a `Text` draws: its layout at the placed size, runs without a color of their own in
/// the foreground style.
struct TextDrawing: DrawingContent {
    let layout: _TextLayout
    let style: ResolvedStyle

    func draw(in rect: CGRect, into list: inout DisplayList) {
        var cache = _TextLayout.Cache()
        let measured = layout.measurement(for: ProposedViewSize(rect.size), cache: &cache)
        guard !measured.layout.lines.isEmpty else { return }
        list.append(
            .text(
                DisplayList.TextItem(
                    layout: TextLayoutBox(measured.layout), origin: rect.origin, size: rect.size,
                    paint: style.paint(in: rect))))
    }
}
