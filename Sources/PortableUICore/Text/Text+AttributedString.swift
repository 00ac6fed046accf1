import Foundation

extension AttributeScopes {
    /// Attributes that `Text` reads from an `AttributedString`.
    public struct SwiftUIAttributes: AttributeScope {
        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The foreground color of a run.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The kerning of a run, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// The tracking of a run, in points.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// Whether a run is underlined.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Whether a run is struck through.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// The attributes that `Text` reads.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// A description of the style used to draw an underline or strikethrough.
    public struct LineStyle: Hashable, Sendable {
        public init() {}
        /// A solid single line.
        public static let single = LineStyle()
    }

    /// Creates a text view that displays styled attributed content: each run keeps its font,
    /// foreground color, kerning, tracking, underline and strikethrough. (Foundation on Linux
    /// has no inline presentation intents, so Markdown emphasis is not read.)
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for run in attributedContent.runs {
            var style = Style()
            style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            style.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            style.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            style.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            style.isUnderlined = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] != nil
            style.isStrikethrough = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] != nil
            runs.append(Run(string: String(attributedContent.characters[run.range]), style: style))
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}
