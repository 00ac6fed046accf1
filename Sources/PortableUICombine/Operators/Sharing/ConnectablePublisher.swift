/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Use a connectable publisher when you need to perform additional configuration or setup
/// prior to producing any elements: it produces nothing until ``connect()`` is called.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance
    /// with which to cancel publishing.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(self)
    }
}
