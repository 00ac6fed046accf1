import Foundation

/// A resolved coordinate space created by the coordinate space protocol. (Sendable, as
/// SwiftUI's: a name is a value the app hashes, such as a string or an enum case.)
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The global coordinate space at the root of the view hierarchy (window coordinates).
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// The coordinate space of the nearest enclosing scroll view.
    public static var scrollView: CoordinateSpace { .named(ScrollViewCoordinateSpaceName()) }

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

/// The name every scroll view gives its coordinate space.
struct ScrollViewCoordinateSpaceName: Hashable, @unchecked Sendable {}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
    /// The named coordinate space that is added by the system for the innermost containing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName())) }
    /// Creates a named coordinate space for the scroll view with the given name.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension LayoutNode {
    /// The node's frame expressed in `space`: window coordinates for `.global`, its own for
    /// `.local`, relative to the nearest ancestor that defines the name for `.named`.
    func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global:
            return frame
        case .local:
            return CGRect(origin: .zero, size: frame.size)
        case .named(let name):
            guard let ancestor = ancestor(named: name) else { return frame }
            return frame.offsetBy(dx: -ancestor.frame.minX, dy: -ancestor.frame.minY)
        }
    }

    /// The nearest node (this one or an ancestor) that defines the coordinate space `name`.
    func ancestor(named name: AnyHashable) -> LayoutNode? {
        var node: LayoutNode? = self
        while let current = node {
            if current.coordinateSpaceNames.contains(name) { return current }
            node = current.layoutParent
        }
        return nil
    }
}

extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on
    /// dimensions like points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let name = AnyHashable(name)
        return modifier(_TraitModifier { $0.coordinateSpaceNames.insert(name) })
    }

    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let name = name.name
        return modifier(_TraitModifier { $0.coordinateSpaceNames.insert(name) })
    }
}
