import Foundation
import PortableUICore

// The `LocalizedStringResource` title forms of the controls' `image: ImageResource`
// initializers (iOS 17), beside their `systemImage:` forms in
// LocalizedStringResource+Views.swift.

extension Button where Label == PortableUICore.Label<Text, Image> {
    /// Creates a button that generates its label from a localized string resource and image
    /// resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping @MainActor () -> Void
    ) {
        self.init(titleResource.resolvedKey, image: image, role: nil, action: action)
    }

    /// Creates a button with a specified role that generates its label from a localized
    /// string resource and an image resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(titleResource.resolvedKey, image: image, role: role, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a icon from an image resource and a title generated from a localized
    /// string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image resource: ImageResource) {
        self.init(titleResource.resolvedKey, image: resource)
    }
}

extension Toggle where Label == PortableUICore.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string resource and image
    /// resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>) {
        self.init(titleResource.resolvedKey, image: image, isOn: isOn)
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string resource and image resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
        isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(titleResource.resolvedKey, image: image, sources: sources, isOn: isOn)
    }
}

extension Picker where Label == PortableUICore.Label<Text, Image> {
    /// Creates a picker that generates its label from a localized string resource and image
    /// resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(titleResource.resolvedKey, image: image, selection: selection, content: content)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string resource and image resource.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            titleResource.resolvedKey, image: image, sources: sources, selection: selection,
            content: content)
    }

    /// Creates a picker that generates its label from a localized string resource and image
    /// resource and accepts a custom current value label.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            titleResource.resolvedKey, image: image, selection: selection, content: content,
            currentValueLabel: currentValueLabel)
    }

    /// Creates a picker bound to a collection of bindings that generates its label from a
    /// localized string resource and image resource and accepts a custom current value label.
    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where C.Element == Binding<SelectionValue> {
        self.init(
            titleResource.resolvedKey, image: image, sources: sources, selection: selection,
            content: content, currentValueLabel: currentValueLabel)
    }
}

extension Menu where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string resource and image
    /// resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, image: image, content: content)
    }

    /// Creates a menu with a custom primary action that generates its label from a localized
    /// string resource and image resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(titleResource.resolvedKey, image: image, content: content, primaryAction: primaryAction)
    }
}

extension ControlGroup {
    /// Creates a control group with a label generated from a localized string resource and a
    /// image resource.
    @_disfavoredOverload
    public init<C: View>(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, PortableUICore.Label<Text, Image>> {
        self.init(titleResource.resolvedKey, image: image, content: content)
    }
}
