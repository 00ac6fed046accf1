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

        /// The background color of a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The vertical offset of a run from the baseline, in points (positive raises it).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
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
        public let backgroundColor: BackgroundColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let foundation: AttributeScopes.FoundationAttributes
        /// A run's Markdown intents. (Apple declares this attribute in Foundation's scope;
        /// Foundation on Linux lacks it, so it is reached through this scope.)
        public let inlinePresentationIntent: AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
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
    /// Creates a text view that displays styled attributed content: each run keeps its font,
    /// foreground and background color, kerning, tracking, baseline offset, underline,
    /// strikethrough and link, and its Markdown intents (`inlinePresentationIntent`:
    /// emphasis in italics, strong emphasis in bold, code in the monospaced font,
    /// strikethrough). The attributes a run sets win over the view's modifiers, as in SwiftUI.
    ///
    /// Disfavored: Foundation on Linux makes `AttributedString` expressible by a string
    /// literal (Apple's is not), and a literal must stay a ``LocalizedStringKey``.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for run in attributedContent.runs {
            let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
            var style = Style(intent: intent, link: run.link)
            style.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            style.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            style.backgroundColor = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            style.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            style.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            style.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            style.underline = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self]
            style.strikethrough =
                run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] ?? style.strikethrough
            runs.append(Run(string: String(attributedContent.characters[run.range]), style: style))
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}
