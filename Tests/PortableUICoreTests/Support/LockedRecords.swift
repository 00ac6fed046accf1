import Foundation

/// Values recorded from many threads at once, in arrival order. (An `NSLock`, which the thread
/// sanitizer follows, so that `make test-tsan` sees the records' writes ordered.)
final class LockedRecords<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.withLock { values.append(value) }
    }

    /// Everything recorded so far.
    var all: [Value] { lock.withLock { values } }
}
