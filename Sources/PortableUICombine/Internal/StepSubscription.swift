import Foundation

/// What a value-by-value operator does with one upstream element.
enum OperatorStep<Output, Failure: Error> {
    /// Sends an element downstream.
    case emit(Output)
    /// Drops the element; the operator asks upstream for one more in its place.
    case skip
    /// Sends an element, then finishes and cancels upstream.
    case emitAndFinish(Output)
    /// Finishes and cancels upstream.
    case finish
    /// Fails and cancels upstream.
    case fail(Failure)
}

/// The subscription of operators that handle upstream elements one at a time (`map`,
/// `filter`, `compactMap`, `removeDuplicates`, `scan`, `dropFirst`, `first`, `prefix`…).
///
/// Downstream demand goes upstream unchanged; an element the operator drops is replaced by a
/// demand of one, so the subscriber still receives what it asked for.
final class StepSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>: OperatorSubscription<Downstream>,
    Subscriber, @unchecked Sendable
{
    typealias Failure = UpstreamFailure

    private let step: (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure

    init(
        _ downstream: Downstream, description: String, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
        step: @escaping (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>
    ) {
        self.mapFailure = mapFailure
        self.step = step
        super.init(downstream, description: description)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = liveDownstream else { return .none }
        switch step(input) {
        case .emit(let output):
            return downstream.receive(output)
        case .skip:
            return .max(1)
        case .emitAndFinish(let output):
            cancel()
            _ = downstream.receive(output)
            downstream.receive(completion: .finished)
        case .finish:
            cancel()
            downstream.receive(completion: .finished)
        case .fail(let error):
            cancel()
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        detach().downstream?.receive(completion: completion.mapError(mapFailure))
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a ``StepSubscription`` that runs `step` on each element.
    func subscribeStepping<S: Subscriber>(
        _ subscriber: S, _ description: String, mapFailure: @escaping (Failure) -> S.Failure,
        step: @escaping (Output) -> OperatorStep<S.Input, S.Failure>
    ) {
        subscribe(StepSubscription(subscriber, description: description, mapFailure: mapFailure, step: step))
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a ``StepSubscription`` that keeps failures as they are.
    func subscribeStepping<S: Subscriber>(
        _ subscriber: S, _ description: String, step: @escaping (Output) -> OperatorStep<S.Input, S.Failure>
    ) where S.Failure == Failure {
        subscribeStepping(subscriber, description, mapFailure: { $0 }, step: step)
    }
}
