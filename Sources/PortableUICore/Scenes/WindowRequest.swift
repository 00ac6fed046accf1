import Foundation

/// What an ``OpenWindowAction`` or a ``DismissWindowAction`` names: a scene's identifier, a
/// presented value, or both (neither: the window the action was read in). The window host
/// that provides the actions matches it against its scenes and windows.
@_spi(Hosting) public struct _WindowRequest: Hashable {
    /// The identifier of the scene.
    public let id: String?
    /// The value a window presents (a `WindowGroup(for:)`'s value).
    public let value: AnyHashable?
    /// Whether a dismissal closes the windows whatever they show: made in a transaction whose
    /// ``Transaction/dismissBehavior`` is ``DismissBehavior/destructive``.
    public let isDestructive: Bool

    public init(id: String?, value: AnyHashable?, isDestructive: Bool = false) {
        self.id = id
        self.value = value
        self.isDestructive = isDestructive
    }
}
