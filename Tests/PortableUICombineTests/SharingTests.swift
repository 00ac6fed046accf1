import Combine
import Testing

/// Connectable publishers, autoconnect, share and multicast.
@Suite struct SharingTests {
    @Test func shareSubscribesUpstreamOnceForEverySubscriber() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let first = shared.record()
        let second = shared.record()
        subject.send(1)
        #expect(subscriptions == 1)
        #expect(first.events == ["1"])
        #expect(second.events == ["1"])
    }

    @Test func shareCancelsUpstreamWhenTheLastSubscriberLeaves() {
        var cancels = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveCancel: { cancels += 1 }).share()
        let first = shared.record()
        let second = shared.record()
        first.cancel()
        #expect(cancels == 0)
        second.cancel()
        #expect(cancels == 1)
    }

    @Test func makeConnectableWaitsForConnect() {
        let subject = PassthroughSubject<Int, Never>()
        let connectable = subject.makeConnectable()
        let recorder = connectable.record()
        subject.send(1)
        let connection = connectable.connect()
        subject.send(2)
        connection.cancel()
        subject.send(3)
        #expect(recorder.events == ["2"])
    }

    @Test func multicastThroughACurrentValueSubject() {
        let multicast = [1, 2].publisher.multicast(subject: CurrentValueSubject<Int, Never>(0))
        let recorder = multicast.record()
        #expect(recorder.events == ["0"])
        _ = multicast.connect()
        #expect(recorder.events == ["0", "1", "2", "finished"])
    }

    @Test func autoconnectConnectsAtTheFirstSubscriber() {
        let subject = PassthroughSubject<Int, Never>()
        let auto = subject.makeConnectable().autoconnect()
        subject.send(0)
        let recorder = auto.record()
        subject.send(1)
        #expect(recorder.events == ["1"])
    }
}
