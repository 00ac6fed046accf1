import Foundation

// The `format:` initializers of `Stepper`: they step a floating-point value as the other
// initializers do and write it with the format style, which is the stepper's accessibility
// value (a stepper draws no value of its own; its label shows it where the app puts it).

extension Stepper {
    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide, displaying its value with an applied format style.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
        formattedValue = Self.formatted(value.wrappedValue, format)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide, displaying its value with an
    /// applied format style.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
        formattedValue = Self.formatted(value.wrappedValue, format)
    }

    /// `value` written by `format`; nothing for a value that is not finite (NaN steps to NaN
    /// and has no text).
    static func formatted<F: FormatStyle>(_ value: F.FormatInput, _ format: F) -> String?
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        value.isFinite ? format.format(value) : nil
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide, displaying its value with an applied format
    /// style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to
    /// a value and step amount you provide, displaying its value with an applied format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a
    /// step size and within a closed range that you provide, displaying its value with an
    /// applied format style.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title string that increments and decrements a binding to a
    /// value, by a step size and within a closed range that you provide, displaying its value
    /// with an applied format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            value: value, in: bounds, step: step, format: format, label: { Text(title) },
            onEditingChanged: onEditingChanged)
    }
}
