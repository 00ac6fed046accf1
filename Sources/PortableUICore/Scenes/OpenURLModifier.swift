import Foundation

/// The URLs the app is asked to open, delivered to the `onOpenURL` actions of one window.
/// The window host sets it per window; a headless ``ViewHost`` never delivers any.
@_spi(Hosting) public struct _OpenedURLs {
    let publisher: AnyPublisher<URL, Never>

    public init<P: Publisher>(_ publisher: P) where P.Output == URL, P.Failure == Never {
        self.publisher = publisher.eraseToAnyPublisher()
    }
}

private struct OpenedURLsKey: EnvironmentKey {
    static var defaultValue: _OpenedURLs { _OpenedURLs(Empty<URL, Never>()) }
}

extension EnvironmentValues {
    @_spi(Hosting) public var _openedURLs: _OpenedURLs {
        get { self[OpenedURLsKey.self] }
        set { self[OpenedURLsKey.self] = newValue }
    }
}

/// Runs an action for each URL the window it is in receives.
struct _OpenURLModifier: ViewModifier {
    @Environment(\._openedURLs) private var urls
    let action: @MainActor (URL) -> Void

    func body(content: Content) -> some View {
        content.onReceive(urls.publisher, perform: action)
    }
}

extension View {
    /// Registers a handler to invoke in response to a URL that your app receives: here, the
    /// URLs given on the app's command line, delivered to the window open at launch (or to
    /// the focused window, for URLs the host receives later).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OpenURLModifier(action: action))
    }
}
