import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    ///
    /// Each subscriber observes the center from subscription until it cancels; a
    /// notification posted while it has no demand is dropped for it.
    public struct Publisher: PortableUICombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let conduits = SubjectConduits<Notification, Never>()
            let token = center.addObserver(forName: name, object: object, queue: nil) { conduits.send($0) }
            let center = self.center
            conduits.attach(
                AnySubscriber(
                    receiveSubscription: { subscription in
                        subscriber.receive(
                            subscription: ObservationSubscription(subscription) { center.removeObserver(token) })
                    },
                    receiveValue: subscriber.receive(_:),
                    receiveCompletion: subscriber.receive(completion:)))
        }
    }
}

/// A subscription that also ends an observation when cancelled.
private final class ObservationSubscription: Subscription, @unchecked Sendable {
    private let base: Subscription
    private let end: AnyCancellable

    init(_ base: Subscription, end: @escaping () -> Void) {
        self.base = base
        self.end = AnyCancellable(end)
    }

    func request(_ demand: Subscribers.Demand) {
        base.request(demand)
    }

    func cancel() {
        end.cancel()
        base.cancel()
    }
}
