import Foundation

/// What a redacted leaf draws (``RedactionReasons/placeholder``): a text's lines as
/// rounded bars, an image as a rounded box, in the foreground style at low opacity.
///
/// Rules (unverified against SwiftUI's pixels, see docs/differences.md): each bar spans
/// its line's content width and the line's box (ascent plus descent), with a corner
/// radius of a quarter of its height up to ``maximumCornerRadius``; an image's box is
/// its frame with the same radius rule; the style's opacity is multiplied by ``opacity``.
struct PlaceholderDrawing: DrawingContent {
    /// What is drawn as placeholders.
    enum Content {
        /// A text's laid-out lines.
        case text(_TextLayout)
        /// A box filling the frame (images and symbols).
        case box
    }

    let content: Content
    let style: ResolvedStyle

    static let opacity = 0.16
    static let maximumCornerRadius: CGFloat = 4

    func draw(in rect: CGRect, into list: inout DisplayList) {
        let paint = style.paint(in: rect).multiplyingOpacity(by: Self.opacity)
        for bar in bars(in: rect) where bar.width > 0 && bar.height > 0 {
            let radius = Swift.min(bar.height / 4, Self.maximumCornerRadius)
            list.append(.fill(Path(roundedRect: bar, cornerRadius: radius, style: .continuous), paint, FillStyle()))
        }
    }

    /// The bars in window coordinates for a leaf placed in `rect`.
    func bars(in rect: CGRect) -> [CGRect] {
        switch content {
        case .box: return [rect]
        case .text(let layout):
            return layout.drawnMeasurement(for: rect.size).layout.lines.map { line in
                CGRect(x: rect.minX + line.origin.x, y: rect.minY + line.origin.y, width: line.width, height: line.height)
            }
        }
    }
}
