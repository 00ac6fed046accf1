import Foundation

// The title-and-image-resource forms (`image: ImageResource`, iOS 17) of the controls whose
// Apple initializers take one: their label is a `Label` of the title and the resource's
// image, as their `systemImage:` forms (Controls+SystemImage.swift) label with a symbol.

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a localized title and an icon from an image resource.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// Creates a label with a title and an icon from an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == PortableUICore.Label<Text, Image> {
    /// Creates a button that generates its label from a localized string key and image
    /// resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(titleKey, image: image, role: nil, action: action)
    }

    /// Creates a button that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(title, image: image, role: nil, action: action)
    }

    /// Creates a button with a specified role that generates its label from a localized
    /// string key and an image resource.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { PortableUICore.Label(titleKey, image: image) }
    }

    /// Creates a button with a specified role that generates its label from a string and an
    /// image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { PortableUICore.Label(title, image: image) }
    }
}

extension Menu where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and image
    /// resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label(titleKey, image: image) })
    }

    /// Creates a menu that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { PortableUICore.Label(title, image: image) })
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string key and image resource.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { PortableUICore.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }

    /// Creates a menu with a custom primary action that generates its label from a string and
    /// image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { PortableUICore.Label(title, image: image) }, primaryAction: primaryAction)
    }
}

extension ControlGroup {
    /// Creates a new control group with the specified content that generates its label from
    /// a localized string key and image resource.
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, PortableUICore.Label<Text, Image>> {
        self.init(content: content) { PortableUICore.Label(titleKey, image: image) }
    }

    /// Creates a new control group with the specified content that generates its label from
    /// a string and image resource.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, PortableUICore.Label<Text, Image>> {
        self.init(content: content) { PortableUICore.Label(title, image: image) }
    }
}


extension Toggle where Label == PortableUICore.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PortableUICore.Label(titleKey, image: image) }
    }

    /// Creates a toggle that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { PortableUICore.Label(title, image: image) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string key and image resource.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { PortableUICore.Label(titleKey, image: image) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { PortableUICore.Label(title, image: image) }
    }
}

extension Picker where Label == PortableUICore.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string key and image resource.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { PortableUICore.Label(titleKey, image: image) }
    }

    /// Creates a picker that generates its label from a string and image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { PortableUICore.Label(title, image: image) }
    }

    /// Creates a picker that generates its label from a localized string key and image resource
    /// and accepts a custom current value label.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { PortableUICore.Label(titleKey, image: image) },
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker that generates its label from a string and image resource and accepts a
    /// custom current value label.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { PortableUICore.Label(title, image: image) },
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string key and image resource.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            PortableUICore.Label(titleKey, image: image)
        }
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// string and image resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            PortableUICore.Label(title, image: image)
        }
    }

    /// Creates a picker bound to a collection of bindings that accepts a custom current value
    /// label and generates its label from a localized string key and image resource.
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { PortableUICore.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that accepts a custom current value
    /// label and generates its label from a string and image resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { PortableUICore.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }
}
