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
    /// The layout last drawn and its size: a text drawn again at the same size (every frame
    /// of a scroll) is not laid out again, and its display-list item stays the same object.
    private let lastDrawn = LastDrawnText()

    init(layout: _TextLayout, style: ResolvedStyle) {
        self.layout = layout
        self.style = style
    }

    func draw(in rect: CGRect, into list: inout DisplayList) {
        guard let box = layoutBox(for: rect.size) else { return }
        list.append(.text(DisplayList.TextItem(layout: box, origin: rect.origin, size: rect.size, paint: style.paint(in: rect))))
    }

    /// The laid-out text for `size`, nil when it has no lines.
    private func layoutBox(for size: CGSize) -> TextLayoutBox? {
        if lastDrawn.size == size { return lastDrawn.box }
        let measured = layout.drawnMeasurement(for: size)
        lastDrawn.size = size
        lastDrawn.box = measured.layout.lines.isEmpty ? nil : TextLayoutBox(measured.layout)
        return lastDrawn.box
    }
}

/// The text layout a ``TextDrawing`` drew last, at what size.
private final class LastDrawnText {
    var size: CGSize?
    var box: TextLayoutBox?
}
