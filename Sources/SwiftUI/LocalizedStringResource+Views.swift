import Foundation
import PortableUICore

// The `LocalizedStringResource` forms of `Text` and of the controls' title initializers. In
// Apple's SDK each `LocalizedStringKey` title form has a resource form beside it (one overload
// group); here each resolves the resource (its default value: no string catalogs on Linux)
// and goes through the key form, so its text reads Markdown as a key's does. They are
// disfavored, so that a string literal stays a `LocalizedStringKey`, as it does with Apple's
// overloads.

extension LocalizedStringResource {
    /// The resolved string as a key, for the key forms.
    var resolvedKey: LocalizedStringKey { LocalizedStringKey(String(localized: self)) }
}

extension Text {
    /// Creates a text view that displays a localized string resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(resource.resolvedKey)
    }
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(titleResource.resolvedKey, action: action)
    }

    /// Creates a button with a specified role that generates its label from a localized
    /// string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(titleResource.resolvedKey, role: role, action: action)
    }
}

extension Button where Label == PortableUICore.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a localized
    /// string resource and a system image.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(titleResource.resolvedKey, systemImage: systemImage, role: role, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized
    /// string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(titleResource.resolvedKey, systemImage: name)
    }
}

extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title resource, used to navigate to a URL.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(titleResource.resolvedKey, destination: destination)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(titleResource.resolvedKey, isOn: isOn)
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(titleResource.resolvedKey, sources: sources, isOn: isOn)
    }
}

extension Toggle where Label == PortableUICore.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string resource and system
    /// image.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(titleResource.resolvedKey, systemImage: systemImage, isOn: isOn)
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string resource and system image.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
        isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(titleResource.resolvedKey, systemImage: systemImage, sources: sources, isOn: isOn)
    }
}

extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(titleResource.resolvedKey, selection: selection, content: content)
    }

    /// Creates a picker that generates its label from a localized string resource and accepts
    /// a custom current value label.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(titleResource.resolvedKey, selection: selection, content: content, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(titleResource.resolvedKey, sources: sources, selection: selection, content: content)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string resource and accepts a custom current value label.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            titleResource.resolvedKey, sources: sources, selection: selection, content: content,
            currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == PortableUICore.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string resource and system
    /// image.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(titleResource.resolvedKey, systemImage: systemImage, selection: selection, content: content)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string resource and system image.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            titleResource.resolvedKey, systemImage: systemImage, sources: sources, selection: selection,
            content: content)
    }

    /// Creates a picker that generates its label from a localized string resource and system
    /// image and accepts a custom current value label.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            titleResource.resolvedKey, systemImage: systemImage, selection: selection, content: content,
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string resource and system image and accepts a custom current value label.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            titleResource.resolvedKey, systemImage: systemImage, sources: sources, selection: selection,
            content: content, currentValueLabel: currentValueLabel)
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(titleResource.resolvedKey, content: content, primaryAction: primaryAction)
    }
}

extension Menu where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string resource and system
    /// image.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, systemImage: systemImage, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string resource and system image.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(titleResource.resolvedKey, systemImage: systemImage, content: content, primaryAction: primaryAction)
    }
}

extension LabeledContent where Label == Text {
    /// Creates a labeled view that generates its label from a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, content: content)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view from a localized string resource and a string
    /// value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleResource: LocalizedStringResource, value: S) {
        self.init(titleResource.resolvedKey, value: value)
    }

    /// Creates a labeled informational view from a localized string resource and a formatted
    /// value.
    @_disfavoredOverload
    public init<F: FormatStyle>(_ titleResource: LocalizedStringResource, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(titleResource.resolvedKey, value: value, format: format)
    }
}

extension ControlGroup {
    /// Creates a control group with a label generated from a localized string resource.
    @_disfavoredOverload
    public init<C: View>(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(titleResource.resolvedKey, content: content)
    }

    /// Creates a control group with a label generated from a localized string resource and a
    /// system image.
    @_disfavoredOverload
    public init<C: View>(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, PortableUICore.Label<Text, Image>> {
        self.init(titleResource.resolvedKey, systemImage: systemImage, content: content)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a disclosure group, using a provided localized string resource to create a
    /// text view for the label.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) {
        self.init(titleResource.resolvedKey, content: content)
    }

    /// Creates a disclosure group, using a provided localized string resource to create a
    /// text view for the label, and a binding to its expansion state.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
        @ViewBuilder content: @escaping () -> Content
    ) {
        self.init(titleResource.resolvedKey, isExpanded: isExpanded, content: content)
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box with the provided view content and title from a localized string
    /// resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, content: content)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper whose label is a localized string resource, with the increment and
    /// decrement actions.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            titleResource.resolvedKey, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper whose label is a localized string resource, changing a value by a step.
    @_disfavoredOverload
    public init<V: Strideable>(
        _ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(titleResource.resolvedKey, value: value, step: step, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper whose label is a localized string resource, changing a value by a
    /// step within bounds.
    @_disfavoredOverload
    public init<V: Strideable>(
        _ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(titleResource.resolvedKey, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper whose label is a localized string resource, changing a formatted
    /// value by a step.
    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titleResource.resolvedKey, value: value, step: step, format: format, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper whose label is a localized string resource, changing a formatted
    /// value by a step within bounds.
    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            titleResource.resolvedKey, value: value, in: bounds, step: step, format: format,
            onEditingChanged: onEditingChanged)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) {
        self.init(titleResource.resolvedKey)
    }

    /// Creates a progress view for showing determinate progress that generates its label from
    /// a localized string resource.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0) {
        self.init(titleResource.resolvedKey, value: value, total: total)
    }
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string
    /// resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(titleResource.resolvedKey, text: text)
    }

    /// Creates a text field with a prompt and a text label generated from a localized title
    /// string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(titleResource.resolvedKey, text: text, prompt: prompt)
    }

    /// Creates a text field with a preferred axis and a text label generated from a localized
    /// title string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
        self.init(titleResource.resolvedKey, text: text, axis: axis)
    }

    /// Creates a text field with a preferred axis, a prompt and a text label generated from a
    /// localized title string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleResource.resolvedKey, text: text, prompt: prompt, axis: axis)
    }

    /// Creates a text field with a binding to the current selection and a text label
    /// generated from a localized title string resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>,
        prompt: Text? = nil, axis: Axis? = nil
    ) {
        self.init(titleResource.resolvedKey, text: text, selection: selection, prompt: prompt, axis: axis)
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string resource.
    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleResource.resolvedKey, value: value, format: format, prompt: prompt)
    }

    /// Creates a text field that applies a format style to a bound optional value, with a
    /// label generated from a localized title string resource.
    @_disfavoredOverload
    public init<F: ParseableFormatStyle>(
        _ titleResource: LocalizedStringResource, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(titleResource.resolvedKey, value: value, format: format, prompt: prompt)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string resource.
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter) {
        self.init(titleResource.resolvedKey, value: value, formatter: formatter)
    }

    /// Creates a text field that applies a formatter to a bound value, with a prompt and a
    /// label generated from a localized title string resource.
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleResource.resolvedKey, value: value, formatter: formatter, prompt: prompt)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a label generated from a localized title string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(titleResource.resolvedKey, text: text)
    }

    /// Creates a secure field with a prompt and a label generated from a localized title
    /// string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(titleResource.resolvedKey, text: text, prompt: prompt)
    }
}
