import Foundation

/// Programmatic window dismissal behaviors.
///
/// Use values of this type to control window dismissal during the current transaction, with
/// `withTransaction(\.dismissBehavior, .destructive) { … }`. A desktop app's windows
/// (``DismissWindowAction``) behave as on macOS: an interactive dismissal leaves a window that
/// shows a sheet or an alert open, a destructive one closes it.
public struct DismissBehavior: Sendable {
    /// Whether the behavior closes a window whatever it shows.
    let isDestructive: Bool

    /// The interactive dismiss behavior: like the standard system affordances for window
    /// dismissal, such as a click on the close button. The default.
    public static let interactive = DismissBehavior(isDestructive: false)

    /// The destructive dismiss behavior: dismisses a window regardless of any conditions that
    /// would normally prevent the dismissal, which may lose state.
    public static let destructive = DismissBehavior(isDestructive: true)
}

extension Transaction {
    /// The behavior for how windows will dismiss programmatically when used in conjunction
    /// with a window dismissal action. The default value is ``DismissBehavior/interactive``.
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }
}

/// The key of ``Transaction/dismissBehavior``.
private struct DismissBehaviorKey: TransactionKey {
    static var defaultValue: DismissBehavior { .interactive }
}
