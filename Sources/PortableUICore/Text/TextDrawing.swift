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
/// the foreground style, and behind them the boxes of its selected characters. It also
/// finds the links of its runs, and the caret offset, under a point.
struct TextDrawing: DrawingContent {
    let layout: _TextLayout
    let style: ResolvedStyle
    /// The destinations of the link runs, by run index.
    let links: [Int: URL]
    /// The selection of a selectable text, nil when the text cannot be selected.
    let selection: StaticTextSelection?
    /// The color of the selected characters' boxes.
    let highlight: Color
    /// How a change of the text's content animates (the environment's).
    var contentTransition = ContentTransition.identity
    /// The caret or selection of the text field editing this text, if any.
    var editing: TextEditingMarks?
    /// The layout last drawn and its size: a text drawn again at the same size (every frame
    /// of a scroll) is not laid out again, and its display-list item stays the same object.
    private let lastDrawn = LastDrawnText()

    init(
        layout: _TextLayout, style: ResolvedStyle, links: [Int: URL] = [:], selection: StaticTextSelection? = nil,
        highlight: Color = .clear
    ) {
        self.layout = layout
        self.style = style
        self.links = links
        self.selection = selection
        self.highlight = highlight
    }

    /// The caret offset nearest to `point` (in the text's coordinates) when the text is laid
    /// out at `size`; nil when the engine cannot tell.
    func characterOffset(at point: CGPoint, size: CGSize) -> Int? {
        layout.engine.characterOffset(at: point, in: layout.drawnMeasurement(for: size).layout)
    }

    /// The caret before the character at `offset` when the text is laid out at `size`, in the
    /// text's coordinates (zero wide, a line tall); nil when the engine cannot tell.
    func caretRect(atCharacter offset: Int, size: CGSize) -> CGRect? {
        layout.engine.caretRect(atCharacter: offset, in: layout.drawnMeasurement(for: size).layout)
    }

    /// The link whose characters cover `point` (in the text's coordinates) when the text is
    /// laid out at `size`, with a margin of ``linkSlop`` points around them.
    func link(at point: CGPoint, size: CGSize) -> URL? {
        guard !links.isEmpty else { return nil }
        let measured = layout.drawnMeasurement(for: size).layout
        for (index, url) in links.sorted(by: { $0.key < $1.key }) {
            let rects = layout.engine.rects(ofRun: index, in: measured)
            if rects.contains(where: { $0.insetBy(dx: -Self.linkSlop, dy: 0).contains(point) }) { return url }
        }
        return nil
    }

    /// The characters of the runs, as the engine counts them.
    var characters: [Character] { layout.runs.flatMap { Array($0.string) } }

    /// The value a `.numericText(value:)` transition was given with this text.
    var numericValue: Double? {
        guard case .numericText(_, let value) = contentTransition.kind else { return nil }
        return value
    }

    /// The boxes of the characters in `range` when the text is laid out at `size` (none for
    /// an empty range or an engine that cannot tell).
    func characterRects(_ range: Range<Int>, size: CGSize) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        return layout.engine.rects(ofCharacters: range, in: layout.drawnMeasurement(for: size).layout)
    }

    /// `rect` widened to the text's ideal width when that is one line: where a changing text
    /// draws while its frame animates, so that it is not truncated on the way.
    func unwrappedRect(_ rect: CGRect) -> CGRect {
        let ideal = layout.layoutResult(for: .unspecified)
        guard ideal.lines.count == 1, ideal.size.width > rect.width else { return rect }
        return CGRect(origin: rect.origin, size: CGSize(width: ideal.size.width.rounded(.up), height: rect.height))
    }

    /// How far beside a link's characters a tap still opens it.
    static let linkSlop: CGFloat = 2

    /// The boxes of the editing marks (caret or selection) when the text is laid out at
    /// `size`, in the text's coordinates; none when nothing edits the text.
    func editingBoxes(size: CGSize) -> [CGRect] {
        guard let editing else { return [] }
        return editing.boxes(
            in: layout.drawnMeasurement(for: size).layout, engine: layout.engine, fallbackHeight: lineHeight(size))
    }

    /// The caret's bar (the moving end of a selection) when the text is laid out at `size`,
    /// in the text's coordinates; nil when nothing edits the text.
    func caretBox(size: CGSize) -> CGRect? {
        editing?.caretBox(
            in: layout.drawnMeasurement(for: size).layout, engine: layout.engine, fallbackHeight: lineHeight(size))
    }

    /// The height of a line of the text's first font (of `size` when it has no run).
    private func lineHeight(_ size: CGSize) -> CGFloat {
        layout.runs.first.map { layout.engine.metrics(of: $0.font).lineHeight } ?? size.height
    }

    func draw(in rect: CGRect, into list: inout DisplayList) {
        if let editing {
            // Drawn before the glyphs, and also for an empty text, where the caret is all.
            for box in editingBoxes(size: rect.size) {
                list.append(.fill(Path(box.offsetBy(dx: rect.minX, dy: rect.minY)), .color(editing.fill), FillStyle()))
            }
        }
        guard let box = layoutBox(for: rect.size) else { return }
        if let selected = selection?.range, !selected.isEmpty {
            for box in layout.engine.rects(ofCharacters: selected, in: box.result) {
                list.append(.fill(Path(box.offsetBy(dx: rect.minX, dy: rect.minY)), .color(highlight), FillStyle()))
            }
        }
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
