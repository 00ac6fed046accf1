import Foundation

/// Where text fields copy text to and paste text from. A headless host keeps it in memory;
/// the window host connects it to the system clipboard.
@MainActor
public final class Clipboard {
    private let read: @MainActor () -> String?
    private let write: @MainActor (String?) -> Void

    /// A clipboard that reads and writes through the given functions.
    public init(read: @escaping @MainActor () -> String?, write: @escaping @MainActor (String?) -> Void) {
        self.read = read
        self.write = write
    }

    /// A clipboard that keeps its text in memory.
    public static func inMemory() -> Clipboard {
        var stored: String?
        return Clipboard(read: { stored }, write: { stored = $0 })
    }

    /// The text on the clipboard.
    public var string: String? {
        get { read() }
        set { write(newValue) }
    }
}
