import Foundation

/// A vector of any number of components: the numbers an animation moves for a value that has
/// no `animatableData` of its own (a render effect's parameters, a color's components).
///
/// Rule: a vector shorter than another counts as having zeros for its missing components, so
/// that `zero` (no components) adds to and subtracts from a vector of any length.
struct ComponentVector: VectorArithmetic {
    var components: [Double]

    init(_ components: [Double]) {
        self.components = components
    }

    static var zero: ComponentVector { ComponentVector([]) }

    static func + (lhs: ComponentVector, rhs: ComponentVector) -> ComponentVector {
        combined(lhs, rhs, +)
    }

    static func - (lhs: ComponentVector, rhs: ComponentVector) -> ComponentVector {
        combined(lhs, rhs, -)
    }

    static func == (lhs: ComponentVector, rhs: ComponentVector) -> Bool {
        (lhs - rhs).components.allSatisfy { $0 == 0 }
    }

    mutating func scale(by rhs: Double) {
        for index in components.indices { components[index] *= rhs }
    }

    var magnitudeSquared: Double {
        components.reduce(0) { $0 + $1 * $1 }
    }

    /// The component at `index`, 0 past the end.
    subscript(index: Int) -> Double {
        components.indices.contains(index) ? components[index] : 0
    }

    /// Component by component, the shorter vector padded with zeros.
    private static func combined(
        _ lhs: ComponentVector, _ rhs: ComponentVector, _ operation: (Double, Double) -> Double
    ) -> ComponentVector {
        let count = Swift.max(lhs.components.count, rhs.components.count)
        return ComponentVector((0..<count).map { operation(lhs[$0], rhs[$0]) })
    }
}
