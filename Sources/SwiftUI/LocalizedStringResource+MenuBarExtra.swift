import Foundation
import PortableUICore
import PortableUIWindow

// The `LocalizedStringResource` title forms of `MenuBarExtra` (Apple's overload groups of
// `init(_:content:)`, `init(_:isInserted:content:)`, `init(_:image:content:)` and
// `init(_:image:isInserted:content:)`), through the key forms as in
// LocalizedStringResource+Views.swift.

extension MenuBarExtra where Label == Text {
    /// Creates a menu bar extra with a localized string resource as its title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, content: content)
    }

    /// Creates a menu bar extra with a localized string resource as its title, that the user
    /// can remove (`isInserted`).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, isInserted: isInserted, content: content)
    }
}

extension MenuBarExtra where Label == PortableUICore.Label<Text, Image> {
    /// Creates a menu bar extra with an image resource as its label and a localized string
    /// resource as its title.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.resolvedKey, image: image, content: content)
    }

    /// Creates a menu bar extra with an image resource as its label and a localized string
    /// resource as its title, that the user can remove (`isInserted`).
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, isInserted: Binding<Bool>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(titleResource.resolvedKey, image: image, isInserted: isInserted, content: content)
    }
}
