import Foundation

/// A view that displays one or more lines of read-only text.
///
/// A text view draws a string in the environment's font (`.body` by default), wraps it at
/// word boundaries to the width it is offered and reports the size of its lines:
///
/// - proposed an unspecified width, it takes its ideal size: each paragraph on one line;
/// - proposed a width, it wraps to it (inside a word only when a word alone is wider) and
///   is as wide as its longest line, never wider unless a single character or the ellipsis
///   does not fit;
/// - proposed a height, it shows the lines that fit (at least one) and truncates the last;
/// - its height is the sum of its lines' heights plus the line spacing between them.
///
/// Sizes are rounded up to the pixel grid. Concatenate texts with `+` to mix styles:
///
/// ```swift
/// Text("Total: ").foregroundColor(.secondary) + Text("\(price)").bold()
/// ```
public struct Text: Equatable, Sendable {

    /// A run of characters and the style the text's own modifiers gave it.
    struct Run: Equatable, Sendable {
        var string: String
        var style = Style()
        /// A date the run shows in the environment's locale (perhaps relative to now): its
        /// characters are made when the text is reconciled.
        var date: TextDateContent?

        init(string: String, style: Style = Style()) {
            self.string = string
            self.style = style
        }

        /// A run of a date, its characters as at the current date in a default environment
        /// until the text is reconciled.
        init(_ date: TextDateContent) {
            self.string = date.string(at: Date(), in: EnvironmentValues())
            self.date = date
        }
    }

    /// Style set on a text value (as opposed to through the environment).
    struct Style: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var design: Font.Design?
        var isItalic = false
        var isMonospaced = false
        var isMonospacedDigit = false
        var color: Color?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var backgroundColor: Color?
        var baselineOffset: CGFloat?
        /// The destination of a link run: drawn in the tint color, opened when tapped.
        var link: URL?
    }

    var runs: [Run]
    /// The label and heading level given by the text's own accessibility modifiers.
    var accessibility: TextAccessibility?

    init(runs: [Run]) {
        self.runs = runs
    }

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// Creates a text view that displays a stored string without localization (its text
    /// is not read as Markdown). Disfavored, as in SwiftUI, so that a string literal is a
    /// ``LocalizedStringKey``.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// Creates a text view that displays localized content identified by a key. There are
    /// no string tables here: the key's text is displayed as written.
    ///
    /// The key's text is read as inline Markdown, as in SwiftUI: `**bold**`, `*italic*`,
    /// `` `code` ``, `~~strikethrough~~` and `[links](https://example.com)`, which draw in
    /// the tint color and open through the environment's `openURL` when tapped. Interpolated
    /// values are not read as Markdown (they take the style around them), and neither are
    /// `Text(verbatim:)` and `Text(_:)` of a `String` value.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        runs = key.runs()
    }

    /// Concatenates the text in two text views in a new text view; each keeps its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// Applies `change` to the style of every run.
    func modified(_ change: (inout Style) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index].style) }
        return text
    }

    @MainActor
    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let result = reconcileText(view, node: node, inputs: inputs)
        view.attachAccessibility(to: result)
        return result
    }

    @MainActor private static func reconcileText(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        if view.runs.contains(where: { $0.date != nil }) { return reconcileDates(view, node: node, inputs: inputs) }
        let layout = _TextLayout(view, environment: inputs.environment)
        let leaf = reconcileLeaf(Text.self, layout, node, inputs)
        inputs.environment.editedTextOwner?.textNode = leaf
        let style = ResolvedStyle(ForegroundStyle(), in: inputs.environment)
        if inputs.environment.redactsContent {
            leaf.drawing = PlaceholderDrawing(content: .text(layout), style: style)
            attachLinkGesture(false, to: leaf, inputs: inputs)
            return leaf
        }
        let links = view.links
        let old = (leaf.drawing as? TextDrawing)?.selection
        let selection = selection(of: view, reusing: old, leaf: leaf, inputs: inputs)
        var drawing = TextDrawing(
            layout: layout, style: style, links: links, selection: selection,
            highlight: inputs.environment.tintColor.opacity(StaticTextSelection.highlightOpacity))
        drawing.contentTransition = inputs.environment.contentTransition
        drawing.editing = inputs.environment.textEditingMarks
        leaf.drawing = drawing
        attachLinkGesture(!links.isEmpty, to: leaf, inputs: inputs)
        attachSelectionGesture(selection, replacing: old, to: leaf, inputs: inputs)
        return leaf
    }

    /// The selection of a text the environment makes selectable: the one it had, with the
    /// text's current characters; nil for unselectable text.
    @MainActor private static func selection(
        of view: Text, reusing old: StaticTextSelection?, leaf: LayoutNode, inputs: _ViewInputs
    ) -> StaticTextSelection? {
        guard inputs.environment.allowsTextSelection else { return nil }
        let selection = old ?? StaticTextSelection()
        selection.update(characters: view.runs.flatMap { Array($0.string) }, node: leaf, graph: inputs.graph)
        return selection
    }
}

// (Conformed in an extension, as in SwiftUI, so that a text is not the main actor's: code
// on any actor makes and styles texts.)
extension Text: View {
    public typealias Body = Never
}
