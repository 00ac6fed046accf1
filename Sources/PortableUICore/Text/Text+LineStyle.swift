import Foundation

extension Text {
    /// A description of the style used to draw an underline or strikethrough: its pattern
    /// and its color (`nil`: the text's color).
    public struct LineStyle: Hashable, Sendable {
        /// The pattern that the line has.
        public struct Pattern: Hashable, Sendable {
            enum Kind: Hashable, Sendable {
                case solid, dot, dash, dashDot, dashDotDot
            }

            let kind: Kind

            /// A line that runs without breaks.
            public static let solid = Pattern(kind: .solid)
            /// A dotted line.
            public static let dot = Pattern(kind: .dot)
            /// A dashed line.
            public static let dash = Pattern(kind: .dash)
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(kind: .dashDot)
            /// A line of dashes each followed by two dots.
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        /// The line's pattern (drawn as a solid line here, see docs/differences.md).
        let pattern: Pattern
        /// The line's color; `nil` draws the line in the text's color.
        let color: Color?

        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's color.
        public static let single = LineStyle()
    }
}
