import Foundation

/// An action that initiates a refresh operation.
///
/// `refreshable(action:)` places one in the environment; views (and code) call it with
/// `await refresh()`. While a refresh runs, calling it again waits for the same refresh
/// instead of starting another.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Initiates a refresh action.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// A refresh action stored in a view's environment (nil outside a refreshable view).
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as refreshable.
    ///
    /// The view and its descendants get the action as `\.refresh`. On a desktop, Ctrl+R
    /// (⌘R) runs it; PortableUI has no pull-to-refresh gesture yet (see docs/differences.md).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: RefreshAction(action: RefreshGate(action).run)))
    }
}

/// Runs one refresh at a time: a call while one runs waits for it.
final class RefreshGate: @unchecked Sendable {
    private let action: @Sendable () async -> Void
    private let lock = NSLock()
    private var running: Task<Void, Never>?

    init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    @Sendable func run() async {
        lock.lock()
        let task = running ?? Task { await action() }
        running = task
        lock.unlock()
        await task.value
        lock.lock()
        if running == task { running = nil }
        lock.unlock()
    }
}

/// The modifier behind `refreshable(action:)`.
public struct _RefreshableModifier: ViewModifier {
    let action: RefreshAction

    public func body(content: Content) -> some View {
        content
            .environment(\.refresh, action)
            .background(
                Button("") { Task { await action() } }
                    .keyboardShortcut("r", modifiers: .command)
                    .opacity(0)
                    .accessibilityIdentifier("refresh-shortcut")
            )
    }
}
