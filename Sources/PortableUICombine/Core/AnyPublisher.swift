/// A publisher that performs type erasure by wrapping another publisher.
///
/// Use `AnyPublisher` to wrap a publisher whose type has details you don't want to expose
/// across API boundaries, such as different modules.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let box: PublisherBoxBase<Output, Failure>

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// The erased publisher: a class with a generic method, which a closure could not carry.
class PublisherBoxBase<Output, Failure: Error> {
    func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        fatalError("abstract")
    }
}

private final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    private let base: Base

    init(_ base: Base) {
        self.base = base
    }

    override func receive<S: Subscriber>(subscriber: S) where Base.Output == S.Input, Base.Failure == S.Failure {
        base.receive(subscriber: subscriber)
    }
}
