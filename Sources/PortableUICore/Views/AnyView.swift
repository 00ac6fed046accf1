/// A type-erased view.
///
/// Replacing an `AnyView`'s content with a view of another type replaces its identity.
public struct AnyView: View {
    public typealias Body = Never
    // (An erased view is a value made anywhere, in a builder or a row closure, and read
    // where it is reconciled, on the main actor.)
    nonisolated(unsafe) let storage: AnyViewStorageBase

    /// Create an instance that type-erases `view`.
    nonisolated public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    /// Creates a type-erased view from a value of unknown type, or `nil` if it isn't a view.
    nonisolated public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let erased = node as? ErasedNode ?? ErasedNode()
        if erased.contentType != view.storage.contentType {
            erased.child?.unmount()
            erased.child = nil
            erased.contentType = view.storage.contentType
        }
        erased.child = view.storage.reconcile(erased.child, inputs)
        return erased
    }

    /// In a lazy container, the rows of the erased view (so that a list sees the sections of
    /// a form's type-erased content).
    public static func _makeLazyRows(_ view: Self, into rows: inout LazyRows) {
        view.storage.makeLazyRows(into: &rows)
    }
}

class AnyViewStorageBase {
    var contentType: ObjectIdentifier { preconditionFailure("abstract") }
    @MainActor
    func reconcile(_ node: _ViewNode?, _ inputs: _ViewInputs) -> _ViewNode { preconditionFailure("abstract") }
    @MainActor
    func makeLazyRows(into rows: inout LazyRows) { preconditionFailure("abstract") }
}

final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V
    init(_ view: V) { self.view = view }
    override var contentType: ObjectIdentifier { ObjectIdentifier(V.self) }
    @MainActor
    override func reconcile(_ node: _ViewNode?, _ inputs: _ViewInputs) -> _ViewNode {
        reconcileChild(view, node, inputs)
    }
    @MainActor
    override func makeLazyRows(into rows: inout LazyRows) {
        rows.appendRows(of: view)
    }
}

/// The node of an `AnyView`: its child and the type it was made for.
final class ErasedNode: _ViewNode {
    var contentType: ObjectIdentifier?
    var child: _ViewNode?

    override func collectUnits(into units: inout [LayoutNode]) {
        child?.collectUnits(into: &units)
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child { body(child) }
    }
}
