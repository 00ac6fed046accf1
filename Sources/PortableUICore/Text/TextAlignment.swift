import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing

    /// The x offset of a line of width `lineWidth` in a box `width` wide.
    func offset(of lineWidth: CGFloat, in width: CGFloat, layoutDirection: LayoutDirection) -> CGFloat {
        let free = Swift.max(width - lineWidth, 0)
        switch (self, layoutDirection) {
        case (.center, _): return free / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return free
        }
    }
}

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit in the
    /// available space.
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line: "…end of the text".
        case head
        /// Truncate at the end of the line: "Beginning of the…".
        case tail
        /// Truncate in the middle of the line: "Begin…the text".
        case middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}
