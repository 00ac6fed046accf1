import Foundation

extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed
    /// with a given string.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// A string with which to prefix all log messages.
        public let prefix: String
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A stream for receiving the printed log messages; standard output when `nil`.
        public let stream: TextOutputStream?

        /// Creates a publisher that prints log messages for all publishing events.
        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let log = PrintLog(prefix: prefix, stream: stream)
            upstream.handleEvents(
                receiveSubscription: { log.write("receive subscription: (\($0))") },
                receiveOutput: { log.write("receive value: (\($0))") },
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: log.write("receive finished")
                    case .failure(let error): log.write("receive error: (\(error))")
                    }
                },
                receiveCancel: { log.write("receive cancel") },
                receiveRequest: { log.write("request \($0)") }
            ).subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

/// Where one subscription of ``Publishers/Print`` writes its lines, as Combine formats them
/// (`prefix: message`).
private final class PrintLog: @unchecked Sendable {
    private let lock = NSLock()
    private let prefix: String
    private var stream: TextOutputStream?

    init(prefix: String, stream: TextOutputStream?) {
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ message: String) {
        lock.withLock {
            let line = prefix + message
            if stream != nil {
                stream!.write(line + "\n")
            } else {
                Swift.print(line)
            }
        }
    }
}
