import Foundation

/// Content within an accessibility rotor: ``AccessibilityRotorEntry`` values, and `ForEach`,
/// `if` and `switch` built from them by ``AccessibilityRotorContentBuilder``.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The type of rotor content this content is made of.
    associatedtype Body: AccessibilityRotorContent

    /// The rotor content of this content.
    @AccessibilityRotorContentBuilder var body: Body { get }

    /// Appends the entries this content makes, in order (primitive content makes them itself;
    /// the default asks the body).
    func _appendRotorEntries(to entries: inout [AccessibilityNode.RotorEntry])
}

extension AccessibilityRotorContent {
    public func _appendRotorEntries(to entries: inout [AccessibilityNode.RotorEntry]) {
        body._appendRotorEntries(to: &entries)
    }

    /// The entries this content makes, in order.
    var rotorEntries: [AccessibilityNode.RotorEntry] {
        var entries: [AccessibilityNode.RotorEntry] = []
        _appendRotorEntries(to: &entries)
        return entries
    }
}

extension AccessibilityRotorContent where Body == Never {
    /// Primitive rotor content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive rotor content and has no body") }
}

extension Never: AccessibilityRotorContent {
    public func _appendRotorEntries(to entries: inout [AccessibilityNode.RotorEntry]) {}
}
