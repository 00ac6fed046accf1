import Foundation

/// One load from an item provider: the `Progress` a load method returns and the rule that its
/// completion handler runs exactly once.
///
/// The handler gets the loader's result, unless the progress was cancelled first: then it gets
/// Apple's cancellation error (`NSUserCancelledError` in `NSCocoaErrorDomain`), at once (from
/// the thread Foundation runs cancellation handlers on) rather than when the loader calls back,
/// so a loader that never calls back after a cancellation still ends the load. A loader that
/// calls back more than once is heard the first time only.
final class NSItemProviderLoad: @unchecked Sendable {
    /// One unit, completed when the handler gets a result (not when it gets the cancellation).
    let progress = Progress(totalUnitCount: 1)
    private let fail: @Sendable (any Error) -> Void
    private let lock = NSLock()
    private var finished = false
    private var loaderProgress: Progress?

    /// A load whose handler is called as `fail` with an error (the cancellation, a missing type).
    init(failing fail: @escaping @Sendable (any Error) -> Void) {
        self.fail = fail
        // (Weak: the progress outlives the load only when the caller keeps it, and then the
        // loader, which holds the load until it calls back, keeps the load too.)
        progress.cancellationHandler = { [weak self] in self?.cancel() }
    }

    /// Apple's error for a load whose progress was cancelled.
    static var cancellationError: NSError { NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError) }

    /// Calls the handler through `deliver` with the loader's result, unless the load ended
    /// already; a cancelled load gets the cancellation error instead.
    func finish(_ deliver: () -> Void) {
        guard claim() else { return }
        if progress.isCancelled { return fail(Self.cancellationError) }
        progress.completedUnitCount = progress.totalUnitCount
        deliver()
    }

    /// Ends the load with Apple's error for a type no representation conforms to, and returns
    /// its progress (for a load method to return).
    func unavailable(_ typeIdentifier: String) -> Progress {
        finish { fail(NSItemProvider.error(.itemUnavailableError, typeIdentifier)) }
        return progress
    }

    /// Keeps the progress the loader returned, to cancel it with the load.
    func track(_ loader: Progress?) {
        guard let loader else { return }
        lock.lock()
        loaderProgress = loader
        lock.unlock()
        if progress.isCancelled { loader.cancel() }
    }

    private func cancel() {
        lock.lock()
        let loader = loaderProgress
        lock.unlock()
        loader?.cancel()
        if claim() { fail(Self.cancellationError) }
    }

    /// True the first time only.
    private func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if finished { return false }
        finished = true
        return true
    }
}
