import Foundation

/// An action that initiates a refresh operation.
///
/// `refreshable(action:)` places one in the environment; views (and code) call it with
/// `await refresh()`. While a refresh runs, calling it again waits for the same refresh
/// instead of starting another.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// The refreshable view's session: whether a refresh runs, for the scroll views that show
    /// it.
    let session: RefreshSession

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
    /// The view and its descendants get the action as `\.refresh`. A vertical scroll view (a
    /// `List`) in it offers pull to refresh: dragged down at its top past a threshold and
    /// released, it runs the action and shows a spinner above its content, held down, until the
    /// action returns. On a desktop, Ctrl+R (⌘R) runs it too, with the same spinner.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(handler: RefreshHandler(action)))
    }
}

/// The handler a refreshable view was given.
final class RefreshHandler: Sendable {
    let action: @Sendable () async -> Void

    init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }
}

/// The modifier behind `refreshable(action:)`.
public struct _RefreshableModifier: ViewModifier {
    let handler: RefreshHandler

    public func body(content: Content) -> some View {
        _RefreshableContent(content: content, handler: handler)
    }
}

/// The refreshable view: it keeps one session across updates, so that a refresh in progress
/// (and its spinner) survives the changes the action itself makes to the data.
struct _RefreshableContent<Content: View>: View {
    let content: Content
    let handler: RefreshHandler
    @State private var session = RefreshSession()

    var body: some View {
        let session = session, handler = handler
        let refresh = RefreshAction(action: { await session.run(handler.action) }, session: session)
        return content
            .environment(\.refresh, refresh)
            .background(
                Button("") { Task { await refresh() } }
                    .keyboardShortcut("r", modifiers: .command)
                    .opacity(0)
                    .accessibilityIdentifier("refresh-shortcut")
            )
    }
}
