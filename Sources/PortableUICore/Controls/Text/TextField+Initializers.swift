import Foundation

// TextField's initializers, as in SwiftUI: a text binding (optionally growing along an
// axis), a value through a format style, or a value through a Foundation formatter; each
// with a title (a `Text` label) or a custom label, and an optional prompt.

extension TextField {
    /// Creates a text field with a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), prompt: prompt, label: label())
    }

    /// Creates a text field with a preferred axis, a prompt and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), prompt: prompt, axis: axis, label: label())
    }

    /// Creates a text field with a binding to the current selection, a prompt and a custom
    /// label; `axis` `nil` is a single-line field.
    public init(
        text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil,
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            source: .text(text), prompt: prompt, axis: axis ?? .horizontal, selection: selection, label: label())
    }

    /// Creates a text field that applies a format style to a bound value, with a custom
    /// label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), prompt: prompt, label: label())
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// custom label.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(source: .optionalValue(value, format: format), prompt: prompt, label: label())
    }

    /// Creates a text field that applies a formatter to a bound value, with a custom label.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .value(value, formatter: formatter), prompt: prompt, label: label())
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a binding to the current selection and a text label
    /// generated from a localized title string; `axis` `nil` is a single-line field.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
        prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(
            source: .text(text), prompt: prompt, axis: axis ?? .horizontal, selection: selection,
            label: Text(titleKey))
    }

    /// Creates a text field with a binding to the current selection and a text label
    /// generated from a title string; `axis` `nil` is a single-line field.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(
            source: .text(text), prompt: prompt, axis: axis ?? .horizontal, selection: selection, label: Text(title))
    }

    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(source: .text(text), prompt: nil, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(source: .text(text), prompt: nil, label: Text(title))
    }

    /// Creates a text field with a prompt and a text label generated from a localized title
    /// string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(source: .text(text), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field with a prompt and a text label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(source: .text(text), prompt: prompt, label: Text(title))
    }

    /// Creates a text field with a preferred axis and a text label generated from a
    /// localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(source: .text(text), prompt: nil, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a preferred axis and a text label generated from a title
    /// string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(source: .text(text), prompt: nil, axis: axis, label: Text(title))
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from
    /// a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(source: .text(text), prompt: prompt, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from
    /// a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(source: .text(text), prompt: prompt, axis: axis, label: Text(title))
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(source: .value(value, format: format), prompt: prompt, label: Text(title))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a localized title string.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(source: .optionalValue(value, format: format), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(source: .optionalValue(value, format: format), prompt: prompt, label: Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label
    /// generated from a localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(source: .value(value, formatter: formatter), prompt: nil, label: Text(titleKey))
    }

    /// Creates a text field that applies a formatter to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(source: .value(value, formatter: formatter), prompt: nil, label: Text(title))
    }

    /// Creates a text field that applies a formatter to a bound value, with a prompt and a
    /// label generated from a localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(source: .value(value, formatter: formatter), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a formatter to a bound value, with a prompt and a
    /// label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(source: .value(value, formatter: formatter), prompt: prompt, label: Text(title))
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// Creates a secure field with a prompt and a label generated from a localized title
    /// string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt and a label generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
