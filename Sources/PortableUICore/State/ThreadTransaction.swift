import Foundation

/// Where each thread keeps its current ``Transaction``, as SwiftUI keeps one per thread.
///
/// The main thread, where nearly every `withAnimation` runs and every update reads it, keeps
/// its transaction in a stored value that only the main thread touches; other threads keep
/// theirs in their thread dictionary, so a `withTransaction` on a background thread neither
/// races with nor leaks into the main thread's.
enum ThreadTransaction {
    /// The main thread's transaction. Only ever read or written on the main thread (checked
    /// by ``current``), which is what makes the unchecked storage safe.
    nonisolated(unsafe) private static var main = Transaction()

    /// The thread-dictionary key of other threads' transactions.
    private static let key = "PortableUI.Transaction.current"

    /// The calling thread's current transaction.
    static var current: Transaction {
        get {
            if Thread.isMainThread { return main }
            return (Thread.current.threadDictionary[key] as? Box)?.transaction ?? Transaction()
        }
        set {
            if Thread.isMainThread {
                main = newValue
            } else {
                Thread.current.threadDictionary[key] = Box(newValue)
            }
        }
    }

    /// A reference for the thread dictionary, which holds objects.
    private final class Box {
        let transaction: Transaction
        init(_ transaction: Transaction) { self.transaction = transaction }
    }
}
