import Foundation

// Buttons whose label is a title and an SF Symbol, as SwiftUI declares them.
extension Button where Label == PortableUICore.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a localized
    /// string key and a system image.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { PortableUICore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a string and a
    /// system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { PortableUICore.Label(title, systemImage: systemImage) }
    }
}
