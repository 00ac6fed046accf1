import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
///
/// ```swift
/// struct Gallery: View {
///     @Namespace private var hero
///     @State private var selected: Int?
///     var body: some View {
///         if let selected {
///             Color.blue.matchedGeometryEffect(id: selected, in: hero).frame(height: 300)
///         } else {
///             Color.blue.matchedGeometryEffect(id: 0, in: hero).frame(width: 80, height: 80)
///         }
///     }
/// }
/// ```
///
/// Each view identity has one namespace for each of its `@Namespace` properties, kept for as
/// long as the view is in the hierarchy. A namespace read outside of a body (before the view
/// was added to a hierarchy) is one of its own, which matches no other.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    private var box = NamespaceBox()

    /// Creates a namespace.
    public init() {}

    /// The namespace of the view identity that holds this property.
    public var wrappedValue: Namespace.ID { box.resolved.id }

    /// Each mount of the view (a value in two windows) has its own namespace: a box another
    /// node holds already is not shared, the node makes a new one.
    public mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        let box = box
        let stored = node.storage(slot) { box.resolved.owner == nil ? box.resolved : NamespaceBox() }
        if stored !== box, box.owner == nil { box.target = stored }
        stored.owner = node
        self.box = stored
    }

    public func _isUnchanged(comparedTo other: Namespace) -> Bool { true }

    /// A namespace defined by the persistent identity of an `@Namespace` dynamic property.

    public struct ID: Hashable, Sendable {
        /// The namespace's identity: two IDs are equal when they share it.
        private let token: NamespaceToken

        init() {
            token = NamespaceToken()
        }

        public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(token))
        }
    }
}

/// The identity of one namespace (compared by reference, so no two namespaces share one while
/// either is in use).
final class NamespaceToken: Sendable {}

/// The storage of a `Namespace`: the first box linked to a view's node keeps the ID; the
/// boxes of later values of the view forward to it. (Boxes are linked on the main actor, as
/// bodies are evaluated.)
final class NamespaceBox: @unchecked Sendable {
    let id = Namespace.ID()
    var target: NamespaceBox?
    /// The node whose storage the box is.
    weak var owner: DynamicPropertyHost?

    var resolved: NamespaceBox { target?.resolved ?? self }
}
