import Foundation

/// The log of problems PortableUI recovered from: bad sizes, contradictory constraints,
/// misbehaving layouts, trees too deep to lay out.
///
/// Each distinct message is printed once to standard error with a `[PortableUI]` prefix and
/// kept in ``messages`` (bounded), so that tests and hosts can assert on it.
public enum Diagnostics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var log: [String] = []
    nonisolated(unsafe) private static var printed: Set<String> = []
    nonisolated(unsafe) private static var total = 0
    private static let capacity = 1_000

    /// Whether messages are also printed to standard error (on by default).
    nonisolated(unsafe) public static var printsToStandardError = true

    /// Records a diagnostic.
    public static func report(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        total += 1
        log.append(message)
        if log.count > capacity { log.removeFirst(log.count - capacity) }
        guard printsToStandardError, printed.count < capacity, printed.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("[PortableUI] \(message)\n".utf8))
    }

    /// The most recent messages, oldest first.
    public static var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return log
    }

    /// How many messages were reported since the process started.
    public static var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    /// The messages reported after the first `start` ones, as far as the log still holds them.
    static func messages(since start: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let newer = total - start
        return Array(log.suffix(Swift.min(newer, log.count)))
    }
}
