import Foundation

/// The destinations declared with `navigationDestination(for:)` inside one navigation
/// container, in registration order (outer before inner, earlier screens before later).
final class NavigationDestinationRegistry {
    private var entries: [(owner: ObjectIdentifier, build: (AnyHashable) -> AnyView?)] = []

    /// Registers or replaces the destination builder of `owner`.
    func register(owner: ObjectIdentifier, build: @escaping (AnyHashable) -> AnyView?) {
        if let index = entries.firstIndex(where: { $0.owner == owner }) {
            entries[index].build = build
        } else {
            entries.append((owner, build))
        }
    }

    func remove(owner: ObjectIdentifier) {
        entries.removeAll { $0.owner == owner }
    }

    /// The view for `value` from the first destination declared for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        for entry in entries {
            if let view = entry.build(value) { return view }
        }
        return nil
    }

    /// Reports that nothing shows `value`, as SwiftUI does.
    static func reportMissingDestination(for value: AnyHashable) {
        Diagnostics.report(
            "A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
        )
    }
}

extension View {
    /// Associates a destination view with a presented data type for use within a
    /// navigation stack: pushing a value of type `D` shows `destination(value)`.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            _NavigationDestinationModifier { value in
                (value.base as? D).map { AnyView(destination($0)) }
            })
    }
}

/// The modifier behind `navigationDestination(for:destination:)`: it registers its builder
/// with the enclosing navigation container until it unmounts.
public struct _NavigationDestinationModifier: ViewModifier {
    public typealias Body = Never
    let build: (AnyHashable) -> AnyView?

    public static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs)
        -> _ViewNode
    {
        let destination = node as? NavigationDestinationNode ?? NavigationDestinationNode()
        let registry = inputs.environment.navigation.presenter?.destinations
        if registry !== destination.registry {
            destination.registry?.remove(owner: ObjectIdentifier(destination))
            destination.registry = registry
        }
        registry?.register(owner: ObjectIdentifier(destination), build: modifier.build)
        destination.content = reconcileChild(content, destination.content, inputs)
        return destination
    }
}

/// The node of a navigation destination: transparent; registered until it unmounts.
final class NavigationDestinationNode: PassThroughNode {
    weak var registry: NavigationDestinationRegistry?

    @MainActor override func unmount() {
        registry?.remove(owner: ObjectIdentifier(self))
        super.unmount()
    }
}
