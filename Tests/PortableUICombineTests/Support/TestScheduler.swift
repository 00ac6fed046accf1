import Combine
import Foundation

/// A scheduler on a virtual clock: nothing runs until the test advances time, and actions
/// due at the same instant run in the order they were scheduled. Timing operators are tested
/// on it so that their results do not depend on the machine's speed.
final class TestScheduler: Scheduler, @unchecked Sendable {
    /// An instant of the virtual clock, in nanoseconds since it started.
    struct SchedulerTimeType: Strideable, Hashable {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride

        var nanoseconds: Int

        func distance(to other: SchedulerTimeType) -> Stride { .nanoseconds(other.nanoseconds - nanoseconds) }

        func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(nanoseconds: nanoseconds + n.magnitude) }
    }

    typealias SchedulerOptions = Never

    private struct Action {
        let time: SchedulerTimeType
        let order: Int
        let interval: SchedulerTimeType.Stride?
        let id: Int
        let body: () -> Void
    }

    private let lock = NSLock()
    private var actions: [Action] = []
    private var cancelled: Set<Int> = []
    private var nextOrder = 0
    private var current = SchedulerTimeType(nanoseconds: 0)

    var now: SchedulerTimeType { lock.withLock { current } }

    var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Seconds since the clock started.
    var seconds: Double { Double(now.nanoseconds) / 1e9 }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, interval: nil, action)
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        enqueue(at: date, interval: nil, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let id = enqueue(at: date, interval: interval, action)
        return AnyCancellable { [self] in lock.withLock { _ = cancelled.insert(id) } }
    }

    @discardableResult
    private func enqueue(
        at time: SchedulerTimeType, interval: SchedulerTimeType.Stride?, id: Int? = nil, _ body: @escaping () -> Void
    )
        -> Int
    {
        lock.withLock {
            nextOrder += 1
            actions.append(Action(time: time, order: nextOrder, interval: interval, id: id ?? nextOrder, body: body))
            return id ?? nextOrder
        }
    }

    /// Moves the clock forward by `seconds`, running every action due on the way at its time.
    func advance(by seconds: Double = 0) {
        let target = now.advanced(by: .seconds(seconds))
        while let action = takeNext(notAfter: target) {
            action.body()
            if let interval = action.interval {
                enqueue(at: action.time.advanced(by: interval), interval: interval, id: action.id, action.body)
            }
        }
        lock.withLock { current = target }
    }

    private func takeNext(notAfter target: SchedulerTimeType) -> Action? {
        lock.withLock {
            actions.removeAll { cancelled.contains($0.id) }
            guard
                let index = actions.indices.filter({ actions[$0].time <= target })
                    .min(by: { (actions[$0].time, actions[$0].order) < (actions[$1].time, actions[$1].order) })
            else { return nil }
            let action = actions.remove(at: index)
            current = Swift.max(current, action.time)
            return action
        }
    }
}

extension TestScheduler.SchedulerTimeType: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}
