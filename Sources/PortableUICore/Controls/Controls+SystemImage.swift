import Foundation

// The title-and-symbol forms of the controls whose Apple initializers take a `systemImage:`
// name: their label is a `Label` of the title and the symbol (`Button` has its own in
// `Button+SystemImage.swift`, `Menu` and `ControlGroup` have theirs beside their other forms).

extension Toggle where Label == PortableUICore.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PortableUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PortableUICore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string key and system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { PortableUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { PortableUICore.Label(title, systemImage: systemImage) }
    }
}

extension Picker where Label == PortableUICore.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { PortableUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker that generates its label from a string and system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { PortableUICore.Label(title, systemImage: systemImage) }
    }

    /// Creates a picker that generates its label from a localized string key and system image
    /// and accepts a custom current value label.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { PortableUICore.Label(titleKey, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker that generates its label from a string and system image and accepts a
    /// custom current value label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { PortableUICore.Label(title, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string key and system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            PortableUICore.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// string and system image.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            PortableUICore.Label(title, systemImage: systemImage)
        }
    }

    /// Creates a picker bound to a collection of bindings that accepts a custom current value
    /// label and generates its label from a localized string key and system image.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { PortableUICore.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that accepts a custom current value
    /// label and generates its label from a string and system image.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { PortableUICore.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }
}
