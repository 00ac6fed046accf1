import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A role that indicates a destructive action.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
