/// Subscribes a subscriber to a ``CombineCore`` over two, three or four upstreams of
/// different types: what `combineLatest` and `zip` of each arity do when subscribed, with the
/// types of the elements restored from the core's `Any`.
enum CombineStart {
    typealias Mode<S: Subscriber> = CombineCore<S.Input, S.Failure>.Mode

    static func subscribe<S: Subscriber, A: Publisher, B: Publisher>(
        _ subscriber: S, _ mode: Mode<S>, _ description: String, _ a: A, _ b: B
    ) where S.Input == (A.Output, B.Output), A.Failure == S.Failure, B.Failure == S.Failure {
        let core = CombineCore(subscriber, mode: mode, count: 2, description: description) { values in
            (values[0] as! A.Output, values[1] as! B.Output)
        }
        core.start { core in
            core.subscribe(a, at: 0)
            core.subscribe(b, at: 1)
        }
    }

    static func subscribe<S: Subscriber, A: Publisher, B: Publisher, C: Publisher>(
        _ subscriber: S, _ mode: Mode<S>, _ description: String, _ a: A, _ b: B, _ c: C
    )
    where
        S.Input == (A.Output, B.Output, C.Output), A.Failure == S.Failure, B.Failure == S.Failure,
        C.Failure == S.Failure
    {
        let core = CombineCore(subscriber, mode: mode, count: 3, description: description) { values in
            (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
        }
        core.start { core in
            core.subscribe(a, at: 0)
            core.subscribe(b, at: 1)
            core.subscribe(c, at: 2)
        }
    }

    static func subscribe<S: Subscriber, A: Publisher, B: Publisher, C: Publisher, D: Publisher>(
        _ subscriber: S, _ mode: Mode<S>, _ description: String, _ a: A, _ b: B, _ c: C, _ d: D
    )
    where
        S.Input == (A.Output, B.Output, C.Output, D.Output), A.Failure == S.Failure, B.Failure == S.Failure,
        C.Failure == S.Failure, D.Failure == S.Failure
    {
        let core = CombineCore(subscriber, mode: mode, count: 4, description: description) { values in
            (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output, values[3] as! D.Output)
        }
        core.start { core in
            core.subscribe(a, at: 0)
            core.subscribe(b, at: 1)
            core.subscribe(c, at: 2)
            core.subscribe(d, at: 3)
        }
    }
}
