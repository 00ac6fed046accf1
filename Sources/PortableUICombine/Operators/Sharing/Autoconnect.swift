import Foundation

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    ///
    /// It connects when the first subscriber attaches and cancels the connection when the
    /// last one cancels or completes; a later subscriber connects again.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let lock = NSLock()
        private var subscribers = 0
        private var connection: Cancellable?

        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        public init(_ upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            lock.withLock { subscribers += 1 }
            // Each subscription keeps this publisher, and so the connection, alive: a chain
            // like `Timer.publish(…).autoconnect().sink { … }` runs as long as its cancellable.
            upstream.handleEvents(
                receiveCompletion: { _ in self.release() },
                receiveCancel: { self.release() }
            ).subscribe(subscriber)
            let connects = lock.withLock { () -> Bool in
                guard connection == nil, subscribers > 0 else { return false }
                connection = Subscriptions.empty
                return true
            }
            guard connects else { return }
            let made = upstream.connect()
            lock.withLock { connection = made }
        }

        /// One subscriber left; the last one disconnects.
        private func release() {
            let connection = lock.withLock { () -> Cancellable? in
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }
}
