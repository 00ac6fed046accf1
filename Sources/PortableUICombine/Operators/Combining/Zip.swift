extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
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
            CombineStart.subscribe(subscriber, .zip, "Zip", a, b)
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
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
            CombineStart.subscribe(subscriber, .zip, "Zip3", a, b, c)
        }
    }

    /// A publisher created by applying the zip function to four upstream publishers.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
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
            CombineStart.subscribe(subscriber, .zip, "Zip4", a, b, c, d)
        }
    }
}

extension Publisher {
    /// Combines elements from another publisher and delivers groups of elements as tuples.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output.
    public func zip<P: Publisher, T>(
        _ other: P, _ transform: @escaping (Output, P.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure
    {
        zip(other).map { transform($0, $1) }
    }

    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }

    /// Combines elements from two other publishers and delivers a transformed output.
    public func zip<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure
    {
        zip(publisher1, publisher2).map { transform($0, $1, $2) }
    }

    /// Combines elements from three other publishers and delivers groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher, R: Publisher>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.Zip4<Self, P, Q, R> where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines elements from three other publishers and delivers a transformed output.
    public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    )
        -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        zip(publisher1, publisher2, publisher3).map { transform($0, $1, $2, $3) }
    }
}
