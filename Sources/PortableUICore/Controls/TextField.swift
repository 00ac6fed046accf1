import Foundation

/// A control that displays an editable text interface.
///
/// Clicking the field or tabbing to it focuses it; while focused it takes typed text,
/// editing keys (see ``TextFieldEditor``), clipboard commands and input-method
/// compositions, and writes its text binding as it changes. Return runs the `onSubmit`
/// action. The field takes the width offered and one line of the body font in height
/// (22 points); its label shows while the text is empty.
///
/// The field shows its text (bullets in a secure field), composition included; drawing the
/// caret and the selection — and the title-string and `prompt:` initializers — are still to
/// come.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let label: Label
    let isSecure: Bool
    @State private var editor = TextFieldEditor()
    @State private var revision = 0
    @Environment(\.onSubmitAction) private var onSubmit

    /// The height of a text field: one line of the body font.
    static var lineHeight: CGFloat { 22 }

    /// The text shown: the edited text with any composition, bullets in a secure field.
    private var shownText: String {
        let text = editor.state.text
        return isSecure ? String(repeating: "•", count: text.count) : text
    }

    /// Creates a text field with a custom label.
    public init(text: Binding<String>, @ViewBuilder label: () -> Label) {
        self.init(text: text, isSecure: false, label: label())
    }

    init(text: Binding<String>, isSecure: Bool, label: Label) {
        self.text = text
        self.isSecure = isSecure
        self.label = label
    }

    public var body: some View {
        let revision = $revision
        editor.configure(text: text, isSecure: isSecure, onSubmit: onSubmit) { revision.wrappedValue &+= 1 }
        return ZStack(alignment: .leading) {
            if text.wrappedValue.isEmpty && editor.state.markedRange == nil {
                label
            } else {
                Text(verbatim: shownText).lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, minHeight: Self.lineHeight, maxHeight: Self.lineHeight, alignment: .leading)
        .contentShape(Rectangle())
        .modifier(_FocusModifier(registration: FocusRegistration(textInput: editor)))
        .accessibilityControl(isSecure ? .secureTextField : .textField, label: label as? Text, value: shownText)
    }
}

/// A control into which the user securely enters private text: a ``TextField`` that neither
/// copies nor cuts (and draws bullets, with `Text`).
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let label: Label

    /// Creates a secure field with a custom label.
    public init(text: Binding<String>, @ViewBuilder label: () -> Label) {
        self.text = text
        self.label = label()
    }

    public var body: some View {
        TextField(text: text, isSecure: true, label: label)
    }
}

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct OnSubmitKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// The action text fields in this environment run when Return is pressed.
    var onSubmitAction: (@MainActor () -> Void)? {
        get { self[OnSubmitKey.self] }
        set { self[OnSubmitKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view (presses Return
    /// in a text field inside it). Inner actions run before outer ones.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.onSubmitAction) { outer in
            guard triggers.contains(.text) else { return }
            let previous = outer
            outer = {
                action()
                previous?()
            }
        }
        .transformEnvironment(\.onSearchSubmitAction) { outer in
            guard triggers.contains(.search) else { return }
            let previous = outer
            outer = {
                action()
                previous?()
            }
        }
    }
}
