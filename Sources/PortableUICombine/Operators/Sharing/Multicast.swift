import Foundation

extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers.
    ///
    /// The subject is made once, at the first subscription or connection; ``connect()``
    /// subscribes it to upstream.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public final let upstream: Upstream
        /// A closure to create a new Subject each time a subscriber attaches to the multicast publisher.
        public final let createSubject: () -> SubjectType

        private let lock = NSLock()
        private var madeSubject: SubjectType?

        /// Creates a multicast publisher that applies a closure to create a subject that
        /// delivers elements to subscribers.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let madeSubject { return madeSubject }
                let subject = createSubject()
                madeSubject = subject
                return subject
            }
        }

        public func receive<S: Subscriber>(subscriber: S)
        where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
            subject.subscribe(subscriber)
        }

        public func connect() -> Cancellable {
            upstream.subscribe(subject)
        }
    }

    /// A publisher that provides explicit connectability to another publisher.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates a connectable publisher, attached to the provide upstream publisher.
        public init(upstream: Upstream) {
            multicast = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            multicast.connect()
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// It subscribes to upstream when the first subscriber attaches, passing elements through
    /// a `PassthroughSubject`, and cancels upstream when the last subscriber leaves.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates a publisher that shares the output of an upstream publisher with multiple subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            shared.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share<Upstream>, rhs: Share<Upstream>) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Applies a closure to create a subject that delivers elements to subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        multicast { subject }
    }

    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
