import Foundation

/// What a reducing operator does with one upstream element.
enum ReduceStep<Failure: Error> {
    /// Keeps reducing.
    case proceed
    /// The result is known: sends it now, cancels upstream.
    case conclude
    /// Fails and cancels upstream.
    case fail(Failure)
}

/// The subscription of operators that reduce the whole stream to at most one element sent
/// when upstream finishes (`collect()`, `reduce`, `count`, `last`, `ignoreOutput`).
///
/// At the first downstream demand it asks upstream for everything; the result waits for
/// demand if upstream finishes before the subscriber asked.
final class ReduceSubscription<Input, Downstream: Subscriber>: OperatorSubscription<Downstream>, Subscriber,
    @unchecked Sendable
{
    typealias Failure = Downstream.Failure

    private var requested = false
    private var concluded = false
    private let accumulate: (Input) -> ReduceStep<Downstream.Failure>
    private let result: () -> Downstream.Input?

    init(
        _ downstream: Downstream, description: String, result: @escaping () -> Downstream.Input?,
        accumulate: @escaping (Input) -> ReduceStep<Downstream.Failure>
    ) {
        self.result = result
        self.accumulate = accumulate
        super.init(downstream, description: description)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ downstream != nil && !concluded }) else { return .none }
        switch accumulate(input) {
        case .proceed:
            break
        case .conclude:
            lock.withLock { () -> Subscription? in
                defer { upstream = nil }
                return upstream
            }?.cancel()
            conclude()
        case .fail(let error):
            let (downstream, upstream) = detach()
            upstream?.cancel()
            downstream?.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: conclude()
        case .failure: finish(completion)
        }
    }

    /// Marks the result known and sends it, if the subscriber has asked for it.
    private func conclude() {
        lock.withLock { concluded = true }
        sendResultIfDue()
    }

    private func sendResultIfDue() {
        guard let downstream = lock.withLock({ concluded && requested ? detach().downstream : nil }) else { return }
        if let value = result() { _ = downstream.receive(value) }
        downstream.receive(completion: .finished)
    }

    override func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let upstream = lock.withLock { () -> Subscription? in
            guard !requested else { return nil }
            requested = true
            return self.upstream
        }
        upstream?.request(.unlimited)
        sendResultIfDue()
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a ``ReduceSubscription``.
    func subscribeReducing<S: Subscriber>(
        _ subscriber: S, _ description: String, result: @escaping () -> S.Input?,
        accumulate: @escaping (Output) -> ReduceStep<S.Failure>
    ) where S.Failure == Failure {
        subscribe(ReduceSubscription(subscriber, description: description, result: result, accumulate: accumulate))
    }

    /// Subscribes `subscriber` through a ``ReduceSubscription`` that folds every element into
    /// an accumulator starting at `initial`, and sends what `result` makes of it at the end.
    func subscribeFolding<S: Subscriber, Accumulator>(
        _ subscriber: S, _ description: String, into initial: Accumulator,
        result: @escaping (Accumulator) -> S.Input?, _ fold: @escaping (inout Accumulator, Output) -> Void
    ) where S.Failure == Failure {
        var accumulator = initial
        subscribeReducing(subscriber, description, result: { result(accumulator) }) { value in
            fold(&accumulator, value)
            return .proceed
        }
    }
}
