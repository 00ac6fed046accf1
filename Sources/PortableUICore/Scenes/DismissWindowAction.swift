import Foundation

/// An action that dismisses a window associated to a particular scene.
///
/// Read it with `@Environment(\.dismissWindow)`. Called with no argument it closes the
/// window it was read in; with an identifier, every window of that scene; with a value,
/// the windows presenting it. Outside an app (a headless ``ViewHost``) it does nothing.
@MainActor @preconcurrency
public struct DismissWindowAction {
    private let handler: @MainActor (_WindowRequest) -> Void

    /// An action that hands each request to `handler` (the window host's).
    @_spi(Hosting) nonisolated public init(_ handler: @escaping @MainActor (_WindowRequest) -> Void) {
        self.handler = handler
    }

    /// Whether the dismissal being asked for now is destructive (the current transaction's
    /// ``Transaction/dismissBehavior``).
    private static var isDestructive: Bool { Transaction.current.dismissBehavior.isDestructive }

    /// Dismisses the current window.
    public func callAsFunction() {
        handler(_WindowRequest(id: nil, value: nil, isDestructive: Self.isDestructive))
    }

    /// Dismisses the window that's associated with the specified identifier.
    public func callAsFunction(id: String) {
        handler(_WindowRequest(id: id, value: nil, isDestructive: Self.isDestructive))
    }

    /// Dismisses the window defined by the window group that is presenting the specified
    /// value type.
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        handler(_WindowRequest(id: nil, value: AnyHashable(value), isDestructive: Self.isDestructive))
    }

    /// Dismisses the window defined by the window group that is presenting the specified
    /// value type and that's associated with the specified identifier.
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {
        handler(_WindowRequest(id: id, value: AnyHashable(value), isDestructive: Self.isDestructive))
    }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction {
        DismissWindowAction { _ in }
    }
}

extension EnvironmentValues {
    /// A window dismissal action stored in a view's environment.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
