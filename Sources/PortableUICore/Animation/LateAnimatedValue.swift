import Foundation

/// An ``AnimatedValue`` whose change can be given its animation after it was made, in the
/// same update: `.animation(_:value:)` decides once its content has been updated, after the
/// render effects and drawings below it changed.
///
/// Rules:
/// 1. A change made without an animation jumps (as ``AnimatedValue``'s), and the value as it
///    was before is kept with the change's update and time.
/// 2. Animating the changes of that update replays the change from the value kept, under the
///    animation: a running spring merges and keeps its velocity, as if the animation had been
///    there from the start.
struct LateAnimatedValue<Value: VectorArithmetic> {
    private(set) var value: AnimatedValue<Value>
    /// Rule 1: the value before the last change that jumped, its update and time.
    private var beforeJump: (value: AnimatedValue<Value>, update: Int, time: Double)?

    init(_ value: Value) {
        self.value = AnimatedValue(value)
    }

    /// Moves the target to `target` at `time` (in `update`), animated by `animation` when it
    /// has one.
    mutating func set(_ target: Value, animation: Animation?, at time: Double, update: Int) {
        guard target != value.target else { return }
        beforeJump = animation == nil ? (value, update, time) : nil
        value.set(target, animation: animation, at: time)
    }

    // Rule 2
    /// Animates with `animation` the change of `update` that jumped; false when there is none.
    @discardableResult
    mutating func animateChange(in update: Int, with animation: Animation) -> Bool {
        guard let beforeJump, beforeJump.update == update else { return false }
        let target = value.target
        value = beforeJump.value
        value.set(target, animation: animation, at: beforeJump.time)
        self.beforeJump = nil
        return true
    }
}
