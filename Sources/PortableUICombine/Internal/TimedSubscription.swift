import Foundation

/// The subscription of the operators that decide on a scheduler when to deliver
/// (`debounce`, `throttle`): it asks upstream for every element, hands each to `onValue`,
/// and delivers what that schedules if the subscriber has demand (otherwise it is dropped).
/// Completions go to the scheduler at once, after anything scheduled before them.
///
/// Its lock is recursive and held while delivering; `onValue` runs under it, so the
/// operator's own state needs no lock of its own.
final class TimedSubscription<Downstream: Subscriber, Context: Scheduler>: OperatorSubscription<Downstream>,
    Subscriber, @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private var demand = Subscribers.Demand.none
    let scheduler: Context
    private let options: Context.SchedulerOptions?
    /// What the operator does with an element (under the lock).
    var onValue: (Input, TimedSubscription) -> Void = { _, _ in }

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?, description: String) {
        self.scheduler = scheduler
        self.options = options
        super.init(downstream, description: description)
    }

    override func receive(subscription: Subscription) {
        guard let downstream = attach(subscription) else { return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock {
            guard downstream != nil else { return }
            onValue(input, self)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in finish(completion) }
    }

    /// Runs `action` under the lock at `date`, unless the stream has ended by then.
    func schedule(after date: Context.SchedulerTimeType, _ action: @escaping () -> Void) {
        scheduler.schedule(after: date, tolerance: scheduler.minimumTolerance, options: options) { [self] in
            lock.withLock {
                guard downstream != nil else { return }
                action()
            }
        }
    }

    /// Delivers `value` now if the subscriber has demand; returns whether it did.
    @discardableResult
    func deliver(_ value: Input) -> Bool {
        lock.withLock {
            guard let downstream, demand > 0 else { return false }
            demand -= 1
            demand += downstream.receive(value)
            return true
        }
    }

    override func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }
}
