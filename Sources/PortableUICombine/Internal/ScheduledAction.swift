/// A scheduler's action, handed to Dispatch, a run loop, a timer or an operation queue.
///
/// Combine's `Scheduler` takes actions that are not `Sendable`, as Apple's does, and those
/// queues want `@Sendable` closures. A scheduler's contract is that it runs the action on its
/// own execution context: whoever scheduled the action accepted that, which is the claim this
/// wrapper makes to the compiler.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
