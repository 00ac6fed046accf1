extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S)
        where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
            CombineStart.subscribe(subscriber, .latest, "CombineLatest", a, b)
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S)
        where C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            CombineStart.subscribe(subscriber, .latest, "CombineLatest3", a, b, c)
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S)
        where D.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
            CombineStart.subscribe(subscriber, .latest, "CombineLatest4", a, b, c, d)
        }
    }
}

extension Publisher {
    /// Subscribes to another publisher and publishes a tuple upon receiving output from any of the publishers.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to another publisher and invokes a closure upon receiving output from any of the publishers.
    public func combineLatest<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure
    {
        combineLatest(other).map { transform($0, $1) }
    }

    /// Subscribes to two other publishers and publishes a tuple upon receiving output from any of the publishers.
    public func combineLatest<P: Publisher, Q: Publisher>(
        _ publisher1: P, _ publisher2: Q
    ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two other publishers and invokes a closure upon receiving output from any of the publishers.
    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure
    {
        combineLatest(publisher1, publisher2).map { transform($0, $1, $2) }
    }

    /// Subscribes to three other publishers and publishes a tuple upon receiving output from any of the publishers.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to three other publishers and invokes a closure upon receiving output from any of the publishers.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    )
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        combineLatest(publisher1, publisher2, publisher3).map { transform($0, $1, $2, $3) }
    }
}
