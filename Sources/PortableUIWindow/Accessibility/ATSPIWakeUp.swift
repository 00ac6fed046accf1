import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes the event loop when something arrives on the accessibility bus's socket: a thread
/// waits for the socket to become readable, calls `wake`, then waits until the loop has
/// read it (``resume()``), so that it wakes the loop once per batch, not in a spin.
///
/// Without it, a call would wait for the idle loop's next turn (up to 50 ms), and an
/// assistive technology asks dozens of questions in a row.
final class ATSPIWakeUp: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let wake: @Sendable () -> Void
    private let readSignal = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var isWaitingForRead = false
    private var isStopped = false

    init(fileDescriptor: Int32, wake: @escaping @Sendable () -> Void) {
        self.fileDescriptor = fileDescriptor
        self.wake = wake
        let thread = Thread { [self] in run() }
        thread.name = "PortableUI AT-SPI"
        thread.start()
    }

    private func run() {
        while !stopped {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            // A timeout, so that a stop is noticed.
            guard poll(&descriptor, 1, 500) > 0 else { continue }
            if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }
            lock.lock()
            isWaitingForRead = true
            lock.unlock()
            wake()
            readSignal.wait()
        }
    }

    private var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    /// The loop read what arrived: wait for more.
    func resume() {
        lock.lock()
        let waiting = isWaitingForRead
        isWaitingForRead = false
        lock.unlock()
        if waiting { readSignal.signal() }
    }

    func stop() {
        lock.lock()
        isStopped = true
        let waiting = isWaitingForRead
        isWaitingForRead = false
        lock.unlock()
        if waiting { readSignal.signal() }
    }
}
