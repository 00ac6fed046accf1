extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B

        /// Creates a publisher created by applying the merge function to two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where B.Failure == S.Failure, B.Output == S.Input {
            let core = MergeCore(subscriber, description: "Merge")
            core.start()
            core.add(a)
            core.add(b)
            core.finishSource()
        }
    }

    /// A publisher created by applying the merge function to three upstream publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where C.Failure == S.Failure, C.Output == S.Input {
            let core = MergeCore(subscriber, description: "Merge3")
            core.start()
            core.add(a)
            core.add(b)
            core.add(c)
            core.finishSource()
        }
    }

    /// A publisher created by applying the merge function to four upstream publishers.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
    {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B
        /// A third publisher to merge.
        public let c: C
        /// A fourth publisher to merge.
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where D.Failure == S.Failure, D.Output == S.Input {
            let core = MergeCore(subscriber, description: "Merge4")
            core.start()
            core.add(a)
            core.add(b)
            core.add(c)
            core.add(d)
            core.finishSource()
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream publishers.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The array of upstream publishers that this publisher merges together.
        public let publishers: [Upstream]

        /// Creates a publisher created by applying the merge function to an arbitrary number of upstream publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Creates a publisher created by applying the merge function to a sequence of upstream publishers.
        public init<S: Swift.Sequence>(_ upstream: S) where Upstream == S.Element {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let core = MergeCore(subscriber, description: "MergeMany")
            core.start()
            for publisher in publishers { core.add(publisher) }
            core.finishSource()
        }

        /// Publishes an element from this publisher or another publisher of the same type.
        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> {
            Publishers.MergeMany(publishers + [other])
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher, delivering an
    /// interleaved sequence of elements.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output {
        Publishers.Merge(self, other)
    }

    /// Combines elements from this publisher with those from two other publishers, delivering
    /// an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
        Publishers.Merge3(self, b, c)
    }

    /// Combines elements from this publisher with those from three other publishers,
    /// delivering an interleaved sequence of elements.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(
        with b: B, _ c: C, _ d: D
    ) -> Publishers.Merge4<Self, B, C, D>
    where
        Failure == B.Failure, Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
        C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }

    /// Combines elements from this publisher with those from another publisher of the same
    /// type, delivering an interleaved sequence of elements.
    public func merge(with other: Self) -> Publishers.MergeMany<Self> {
        Publishers.MergeMany(self, other)
    }
}
