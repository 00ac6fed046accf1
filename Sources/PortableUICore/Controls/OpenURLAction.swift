import Foundation

/// An action that opens a URL. Read it from the environment (`@Environment(\.openURL)`) and
/// call it; replace it with `.environment(\.openURL, OpenURLAction { url in … })`.
///
/// The default action hands the URL to ``systemOpener``: the window host opens it with the
/// desktop's handler (`xdg-open`); a headless host records it in ``openedURLs``.
public struct OpenURLAction {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, system(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(kind: .system(nil))

        /// The handler asks the system to open a modified URL.
        public static func systemAction(_ url: URL) -> Result {
            Result(kind: .system(url))
        }
    }

    private let handler: @MainActor (URL) -> Result

    /// Creates an action that opens a URL.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL, following system conventions.
    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Asynchronously opens a URL, following system conventions; `completion` tells whether
    /// the URL was opened.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement): completion(Self.systemOpener(replacement ?? url))
        }
    }

    /// How the system opens a URL; returns whether it did. The window host sets it.
    @MainActor public static var systemOpener: (URL) -> Bool = { url in
        openedURLs.append(url)
        return true
    }

    /// The URLs the default system opener received (headless hosts).
    @MainActor public internal(set) static var openedURLs: [URL] = []
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// An action that opens a URL.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
