import Foundation

/// A list's selection binding with its value type erased: a single optional value, a single
/// required value (which nothing deselects) or a set.
///
/// A row's selection value is its `tag(_:)`, or else its `ForEach` element's ID; a value of
/// another type than the binding's selects nothing.
struct ListSelection {
    /// Whether several rows can be selected (a `Set` binding).
    let allowsMultiple: Bool
    private let read: () -> [AnyHashable]
    private let write: ([AnyHashable]) -> Void

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        read = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        write = { values in binding.wrappedValue = values.last.flatMap(Self.cast) }
    }

    /// A selection that cannot be deselected: selecting sets the value, clearing keeps it.
    init<Value: Hashable>(required binding: Binding<Value>) {
        allowsMultiple = false
        read = { [AnyHashable(binding.wrappedValue)] }
        write = { values in
            guard let value: Value = values.last.flatMap(Self.cast) else { return }
            binding.wrappedValue = value
        }
    }

    init<Value: Hashable>(set binding: Binding<Set<Value>>) {
        allowsMultiple = true
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { values in binding.wrappedValue = Set(values.compactMap(Self.cast)) }
    }

    private static func cast<Value: Hashable>(_ value: AnyHashable) -> Value? {
        value.base as? Value
    }

    /// The selected values.
    var values: [AnyHashable] { read() }

    func contains(_ value: AnyHashable) -> Bool { values.contains(value) }

    /// Selects `value` alone.
    func select(_ value: AnyHashable) { write([value]) }

    /// Adds `value` to the selection, or removes it when selected (several rows only).
    func toggle(_ value: AnyHashable) {
        var current = values
        if let index = current.firstIndex(of: value) { current.remove(at: index) } else { current.append(value) }
        write(allowsMultiple ? current : Array(current.suffix(1)))
    }

    /// Selects `values` (the last one, when only one row can be selected).
    func select(all newValues: [AnyHashable]) { write(newValues) }

    func clear() { write([]) }
}
