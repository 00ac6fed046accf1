import Foundation

/// The drawing of a `Text` or a symbol image whose content changed under an animation with a
/// ``ContentTransition`` (read from the environment when the view was reconciled): the old
/// and the new content, `progress` of the way through the transition.
///
/// What each transition draws (figures unverified against SwiftUI, see docs/differences.md):
/// - `.opacity`: the old content fades out as the new fades in.
/// - Text with `.numericText`: the characters both texts share at their start and end stay;
///   the changed ones roll: the old slide out by half a line and the new slide in from half
///   a line away, both clipped to their line box, fading and blurring (up to 2 points)
///   while they move. Counting up, characters move up (the new come from below); counting
///   down, down. `.numericText(value:)` counts down when the value fell. A text whose
///   ideal layout is one line is drawn on one line even while its frame is narrower (its
///   frame animating between the old and new widths), rather than truncated.
/// - Text with `.interpolate`: the changed characters cross-fade in place, blurring.
/// - A symbol with `.symbolEffect` (and `.symbolEffect(.replace)`): down-up, the old symbol
///   shrinks to half its size and fades out in the first half, the new grows from half its
///   size and fades in during the second; up-up grows the old one to 1.5 × as it fades; off-up
///   hides the old one at once. The options' speed shortens the effect.
/// - Anything else (`.identity`, a transition that does not apply to the content) shows the
///   new content.
/// - A transition interrupted by another change (`from` is itself a transition's drawing, as it
///   was shown then) cross-fades from that picture to the new content.
struct ContentTransitionDrawing: DrawingContent {
    let from: any DrawingContent
    let to: any DrawingContent
    let progress: Double

    /// How far, as a fraction of the line's height, a rolling character travels.
    static let rollFraction: CGFloat = 0.5
    /// The blur of a character at the far end of its roll, in points.
    static let rollBlur: CGFloat = 2

    /// The drawing of a change from `from` to `to` at `progress` under `to`'s transition, or
    /// nil when the transition does not animate this change.
    static func make(from: any DrawingContent, to: any DrawingContent, progress: Double) -> (any DrawingContent)? {
        guard animates(from: from, to: to) else { return nil }
        return ContentTransitionDrawing(from: from, to: to, progress: Swift.min(Swift.max(progress, 0), 1))
    }

    /// Whether a change from `old` to `new` is drawn with a content transition: both are
    /// texts, or both symbols, their content differs, and the new one's transition is not
    /// the identity.
    static func animates(from old: (any DrawingContent)?, to new: (any DrawingContent)?) -> Bool {
        if let interrupted = old as? ContentTransitionDrawing { return animates(from: interrupted.to, to: new) }
        if let old = old as? TextDrawing, let new = new as? TextDrawing {
            return new.contentTransition.kind != .identity && old.layout.runs != new.layout.runs
        }
        if let old = old as? SymbolDrawing, let new = new as? SymbolDrawing {
            return new.contentTransition.kind != .identity && old.shape != new.shape
        }
        return false
    }

    func draw(in rect: CGRect, into list: inout DisplayList) {
        if from is ContentTransitionDrawing {
            crossFade(in: rect, into: &list)
        } else if let old = from as? TextDrawing, let new = to as? TextDrawing {
            drawText(old, new, in: rect, into: &list)
        } else if let old = from as? SymbolDrawing, let new = to as? SymbolDrawing {
            drawSymbol(old, new, in: rect, into: &list)
        } else {
            to.draw(in: rect, into: &list)
        }
    }

    // MARK: Text

    private func drawText(_ old: TextDrawing, _ new: TextDrawing, in rect: CGRect, into list: inout DisplayList) {
        let direction: CGFloat
        switch new.contentTransition.kind {
        case .numericText(let countsDown, let value):
            let fell = value.map { newValue in old.numericValue.map { newValue < $0 } ?? false } ?? false
            direction = (countsDown ?? fell) ? 1 : -1
        case .interpolate:
            direction = 0
        default:
            return crossFade(in: rect, into: &list)
        }
        let oldRect = old.unwrappedRect(rect)
        let newRect = new.unwrappedRect(rect)
        let oldCharacters = old.characters
        let newCharacters = new.characters
        let prefix = zip(oldCharacters, newCharacters).prefix { $0 == $1 }.count
        let room = Swift.min(oldCharacters.count, newCharacters.count) - prefix
        let suffix = zip(oldCharacters.reversed(), newCharacters.reversed()).prefix(room).prefix { $0 == $1 }.count
        let oldChanged = prefix..<(oldCharacters.count - suffix)
        let newChanged = prefix..<(newCharacters.count - suffix)
        let unchanged = new.characterRects(0..<prefix, size: newRect.size)
            + new.characterRects((newCharacters.count - suffix)..<newCharacters.count, size: newRect.size)
        let oldBoxes = old.characterRects(oldChanged, size: oldRect.size)
        let newBoxes = new.characterRects(newChanged, size: newRect.size)
        // Engines that cannot tell where characters are: the whole text cross-fades.
        guard !(oldBoxes.isEmpty && newBoxes.isEmpty) else { return crossFade(in: rect, into: &list) }
        let height = (oldBoxes + newBoxes).reduce(CGFloat(0)) { Swift.max($0, $1.height) }
        let travel = height * Self.rollFraction * direction
        let p = CGFloat(progress)
        appendClipped(new, to: unchanged, in: newRect, offset: 0, opacity: 1, blur: 0, into: &list)
        appendClipped(
            old, to: oldBoxes, in: oldRect, offset: travel * p, opacity: 1 - progress, blur: Self.rollBlur * p, into: &list)
        appendClipped(
            new, to: newBoxes, in: newRect, offset: -travel * (1 - p), opacity: progress, blur: Self.rollBlur * (1 - p),
            into: &list)
    }

    /// Appends `text` drawn in `rect`, shown only within `boxes` (in the text's
    /// coordinates), moved down by `offset`, faded to `opacity` and blurred by `blur`.
    private func appendClipped(
        _ text: TextDrawing, to boxes: [CGRect], in rect: CGRect, offset: CGFloat, opacity: Double, blur: CGFloat,
        into list: inout DisplayList
    ) {
        guard !boxes.isEmpty, opacity > 0 else { return }
        var drawn = DisplayList([])
        text.draw(in: rect.offsetBy(dx: 0, dy: offset), into: &drawn)
        if blur > 0 { drawn = DisplayList([.group(.blur(radius: blur, isOpaque: false), drawn)]) }
        if opacity < 1 { drawn = DisplayList([.group(.opacity(opacity), drawn)]) }
        var clip = Path()
        clip.addRects(boxes.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) })
        list.append(.group(.clip(clip, FillStyle()), drawn))
    }

    // MARK: Symbols

    private func drawSymbol(_ old: SymbolDrawing, _ new: SymbolDrawing, in rect: CGRect, into list: inout DisplayList) {
        guard case .symbolEffect(let replace, let options) = new.contentTransition.kind else {
            return crossFade(in: rect, into: &list)
        }
        let p = Swift.min(progress * Swift.max(options.speedFactor, 0.01), 1)
        let style = replace?.style ?? .downUp
        if p < 0.5 {
            guard style != .offUp else { return }
            let half = p * 2
            let scale = style == .upUp ? 1 + 0.5 * half : 1 - 0.5 * half
            append(old, in: rect, scale: scale, opacity: 1 - half, into: &list)
        } else {
            let half = (p - 0.5) * 2
            append(new, in: rect, scale: 0.5 + 0.5 * half, opacity: half, into: &list)
        }
    }

    /// Appends `drawing` in `rect`, scaled about the rect's centre and faded.
    private func append(
        _ drawing: any DrawingContent, in rect: CGRect, scale: Double, opacity: Double, into list: inout DisplayList
    ) {
        guard opacity > 0 else { return }
        var drawn = DisplayList([])
        drawing.draw(in: rect, into: &drawn)
        if scale != 1 {
            let transform = CGAffineTransform(translationX: rect.midX, y: rect.midY).scaledBy(x: scale, y: scale)
                .translatedBy(x: -rect.midX, y: -rect.midY)
            drawn = DisplayList([.group(.transform(transform), drawn)])
        }
        if opacity < 1 { drawn = DisplayList([.group(.opacity(opacity), drawn)]) }
        list.append(contentsOf: drawn)
    }

    // MARK: Opacity

    private func crossFade(in rect: CGRect, into list: inout DisplayList) {
        append(from, in: rect, scale: 1, opacity: 1 - progress, into: &list)
        append(to, in: rect, scale: 1, opacity: progress, into: &list)
    }
}
