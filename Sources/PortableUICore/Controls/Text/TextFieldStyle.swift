import Foundation

/// A specification for the appearance and interaction of a text field.
///
/// As in SwiftUI, the protocol has no public requirements: only the built-in styles conform.
/// `_border` is their hook.
public protocol TextFieldStyle {
    /// What the style draws around the field's text.
    var _border: _TextFieldBorder { get }
}

/// What a built-in text field style draws around the field's text.
public enum _TextFieldBorder: Sendable {
    /// Nothing: the text alone, as a default field on iOS.
    case none
    /// A rounded rectangle filled with the background color and stroked with the separator
    /// color, as UIKit's `UITextField.BorderStyle.roundedRect`.
    case roundedBorder
    /// A square bezel, as macOS's `.squareBorder`.
    case squareBorder

    /// The space between the border and the text (none without a border). UIKit's rounded
    /// rectangle field is 34 points high for the 22-point body line: 6 above and below;
    /// 7 at the sides [unverified: measured on no device here, see docs/differences.md].
    var textInsets: EdgeInsets {
        switch self {
        case .none: EdgeInsets()
        case .roundedBorder, .squareBorder: EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
        }
    }

    /// The corner radius of the border.
    var cornerRadius: CGFloat {
        switch self {
        case .none, .squareBorder: 0
        case .roundedBorder: 5
        }
    }
}

/// The default text field style, based on the text field's context: no border on a phone or
/// pad, as on iOS; a rounded border on a desktop, as macOS's bezeled field.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .none }
}

/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .none }
}

/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .roundedBorder }
}

/// A text field style with a system-defined square border (macOS only in SwiftUI; available
/// everywhere here).
public struct SquareBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _border: _TextFieldBorder { .squareBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    /// A text field style with a system-defined square border.
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

private struct TextFieldBorderKey: EnvironmentKey {
    static let defaultValue: _TextFieldBorder? = nil
}

extension EnvironmentValues {
    /// The border of the text fields in this environment, from their style; `nil` for the
    /// default style, whose border depends on the idiom.
    var textFieldBorder: _TextFieldBorder? {
        get { self[TextFieldBorderKey.self] }
        set { self[TextFieldBorderKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldBorder, style is DefaultTextFieldStyle ? nil : style._border)
    }
}
