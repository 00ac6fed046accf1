/// An interface for a stored variable that updates an external property of a view.
///
/// The view graph links each dynamic property of a view (`@State`, `@Binding`,
/// `@Environment`, `@ObservedObject`…) to the node that owns the view before evaluating its
/// body, including properties nested in custom dynamic properties.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()

    /// Links the property to its node's persistent storage. `slot` is the property's index
    /// among the node's dynamic properties. Mutating, so that the node's own copy of the view
    /// holds its storage: a view value mounted in two graphs (two windows) keeps each
    /// mount's state apart, in the closures its body makes too.
    mutating func _link(to node: DynamicPropertyHost, slot: Int)

    /// Whether this property, in a new value of the view, leaves the body unchanged compared
    /// with `other` (its value in the previous one).
    func _isUnchanged(comparedTo other: Self) -> Bool
}

extension DynamicProperty {
    public mutating func update() {}

    /// Links the dynamic properties nested in this one.
    public mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        ViewTypeInfo.of(Self.self).link(&self, to: node, firstSlot: slot)
    }

    public func _isUnchanged(comparedTo other: Self) -> Bool {
        ViewTypeInfo.of(Self.self).isUnchanged(self, comparedTo: other)
    }
}

/// What a dynamic property links to: the node that owns the view, with its persistent
/// storage slots and a way to ask for the view to be updated.
public class DynamicPropertyHost: _ViewNode {
    /// Persistent storage of the node's dynamic properties, by slot.
    var storage: [Int: AnyObject] = [:]
    /// The environment the node's view sees.
    var environment: EnvironmentValues { EnvironmentValues() }

    /// Marks the node's body for re-evaluation in the next update.
    func invalidateBody() {}

    /// The storage object of `slot`, made by `make` the first time.
    func storage<T: AnyObject>(_ slot: Int, make: () -> T) -> T {
        if let existing = storage[slot] as? T { return existing }
        let made = make()
        storage[slot] = made
        return made
    }
}
