import Foundation

/// An interface that you implement to interact with a drop operation in a view modified to
/// accept drops (`onDrop(of:delegate:)`).
///
/// A drag whose items conform to one of the view's types is first validated; a validated
/// drag is told in order: `dropEntered(info:)` then `dropUpdated(info:)` when it enters the
/// view, `dropUpdated(info:)` each time it moves inside it, and `dropExited(info:)` when it
/// leaves. Released over the view, `performDrop(info:)` runs unless the last proposal was
/// `.cancel` or `.forbidden`, and `dropExited(info:)` follows either way.
@MainActor
public protocol DropDelegate {
    /// Tells the delegate that a drop containing items conforming to one of the expected
    /// types entered a view that accepts drops; returning false ignores the drag.
    func validateDrop(info: DropInfo) -> Bool
    /// Tells the delegate it can request the item provider data from the given information.
    func performDrop(info: DropInfo) -> Bool
    /// Tells the delegate a validated drop has entered the modified view.
    func dropEntered(info: DropInfo)
    /// Tells the delegate that a validated drop moved inside the modified view; the proposal
    /// says which operation a drop there would perform (nil keeps the previous one).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// Tells the delegate a validated drop operation has exited the modified view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drag of the view's types.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Keeps the previous proposal.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

/// The behavior of a drop.
public struct DropProposal: Sendable {
    /// The drop operation that the drop proposes to perform.
    public let operation: DropOperation

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// Operation types that determine how a drag and drop session resolves when the user drops a
/// drag item.
public enum DropOperation: Sendable, Hashable {
    /// Cancel the drag operation and transfer no data.
    case cancel
    /// The drop activity is not allowed at this time or location.
    case forbidden
    /// Copy the data to the modified view.
    case copy
    /// Move the data represented by the drag items instead of copying it.
    case move

    /// Whether a drop proposed with this operation is performed.
    var performs: Bool { self == .copy || self == .move }
}
