import Foundation

/// Every text setting of an environment, kept together so that a `Text` reads them with
/// one lookup.
struct TextEnvironment: Equatable {
    var font: Font?
    var fontContext = FontContext()
    var lineLimit: Int?
    var minimumLines: Int?
    var reservesSpace = false
    var truncationMode = Text.TruncationMode.tail
    var multilineTextAlignment = TextAlignment.leading
    var lineSpacing: CGFloat = 0
    var minimumScaleFactor: CGFloat = 1
    var allowsTightening = false
    var textCase: Text.Case?
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    var baselineOffset: CGFloat = 0
}

private struct TextEnvironmentKey: EnvironmentKey {
    static let defaultValue = TextEnvironment()
}

private struct TextEngineKey: EnvironmentKey {
    static let defaultValue: (any TextEngine)? = nil
}

extension EnvironmentValues {
    var text: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }

    /// The engine that measures and lays out `Text`.
    ///
    /// Hosts created through `PortableUI` (or `import SwiftUI`) use the Pango engine over the
    /// pinned fonts; with PortableUICore alone the default is ``TestTextEngine``.
    public var textEngine: any TextEngine {
        get { self[TextEngineKey.self] ?? TestTextEngine.shared }
        set { self[TextEngineKey.self] = newValue }
    }

    /// Whether a text engine was set explicitly (a host then keeps it).
    var hasTextEngine: Bool { self[TextEngineKey.self] != nil }

    /// The default font of this environment.
    public var font: Font? {
        get { text.font }
        set { text.font = newValue }
    }

    /// The maximum number of lines that text can occupy in a view; `nil` for no limit.
    public var lineLimit: Int? {
        get { text.lineLimit }
        set { text.lineLimit = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit into
    /// the available space.
    public var truncationMode: Text.TruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines when the
    /// content wraps or contains newlines.
    public var multilineTextAlignment: TextAlignment {
        get { text.multilineTextAlignment }
        set { text.multilineTextAlignment = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the
    /// next.
    public var lineSpacing: CGFloat {
        get { text.lineSpacing }
        set { text.lineSpacing = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the
    /// available space.
    public var minimumScaleFactor: CGFloat {
        get { text.minimumScaleFactor }
        set { text.minimumScaleFactor = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit
    /// the text into the available space.
    public var allowsTightening: Bool {
        get { text.allowsTightening }
        set { text.allowsTightening = newValue }
    }

    /// A stylistic override to transform the case of `Text` when displayed.
    public var textCase: Text.Case? {
        get { text.textCase }
        set { text.textCase = newValue }
    }

    /// The current Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { text.fontContext.dynamicTypeSize }
        set { text.fontContext.dynamicTypeSize = newValue }
    }
}
