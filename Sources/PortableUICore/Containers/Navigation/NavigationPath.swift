import Foundation

/// A type-erased list of data representing the content of a navigation stack.
///
/// Bind it to `NavigationStack(path:root:)` to push and pop programmatically: each value is
/// shown with the view of the `navigationDestination(for:)` declared for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    init(elements: [AnyHashable]) {
        self.elements = elements
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path (at most as many as it has).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
    }
}

/// Reads and writes a navigation stack's path as type-erased values, whatever its type.
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void

    init(get: @escaping () -> [AnyHashable], set: @escaping ([AnyHashable]) -> Void) {
        self.get = get
        self.set = set
    }

    init(_ binding: Binding<NavigationPath>) {
        get = { binding.wrappedValue.elements }
        set = { binding.wrappedValue = NavigationPath(elements: $0) }
    }

    init<Data: RangeReplaceableCollection>(_ binding: Binding<Data>) where Data.Element: Hashable {
        get = { binding.wrappedValue.map { AnyHashable($0) } }
        set = { values in
            var typed = Data()
            for value in values {
                if let element = value.base as? Data.Element {
                    typed.append(element)
                } else {
                    Diagnostics.report(
                        "A value of type \(type(of: value.base)) cannot be pushed onto a navigation path of \(Data.Element.self); it is dropped."
                    )
                }
            }
            binding.wrappedValue = typed
        }
    }
}
