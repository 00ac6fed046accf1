import Foundation

/// A specification for the appearance and interaction of a text editor.
///
/// As in SwiftUI, the configuration a style gets has nothing a custom style can read: the
/// built-in styles (`.automatic`, `.plain`, `.roundedBorder`) decorate the editor, and a
/// custom style's body is shown in its place.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View

    /// Creates a view that represents the body of a text editor.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor.
public struct TextEditorStyleConfiguration {
    /// The editor's scrolling, edited text (for the built-in styles).
    let content: _StyleContent
}

/// The default text editor style, based on the text editor's context: `.plain`, as on iOS
/// and macOS.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates an instance of the default text editor style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

/// A text editor style with no decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates a plain text editor style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.content
    }
}

/// A text editor style with a rounded border: a rounded text field's border (a 1-point
/// separator-colored line, 5-point corners) around the editor [UNVERIFIED: visionOS's
/// style, drawn here as macOS draws a rounded text field].
public struct RoundedBorderTextEditorStyle: TextEditorStyle {
    /// Creates a rounded border text editor style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let shape = RoundedRectangle(cornerRadius: _TextFieldBorder.roundedBorder.cornerRadius)
        return configuration.content
            .background { shape.fill(Color.systemBackground) }
            .overlay { shape.strokeBorder(Color.separator, lineWidth: 1) }
    }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style, based on the text editor's context.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
    /// A text editor style with a rounded border.
    public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

/// A text editor style with its type erased, as kept in the environment.
struct AnyTextEditorStyle {
    let makeBody: @MainActor (TextEditorStyleConfiguration) -> AnyView

    init<S: TextEditorStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledTextEditor(style: style, configuration: configuration)) }
    }
}

/// The body of a styled text editor; links the style's dynamic properties.
struct _StyledTextEditor<Style: TextEditorStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: TextEditorStyleConfiguration

    init(style: Style, configuration: TextEditorStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct TextEditorStyleKey: EnvironmentKey {
    static var defaultValue: AnyTextEditorStyle { AnyTextEditorStyle(AutomaticTextEditorStyle()) }
}

extension EnvironmentValues {
    /// The style of the text editors in this environment.
    var textEditorStyle: AnyTextEditorStyle {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text editors within this view.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        environment(\.textEditorStyle, AnyTextEditorStyle(style))
    }
}
