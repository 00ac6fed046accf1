import Foundation

/// A variant of a symbol: filled, enclosed in a circle, square or rectangle, slashed.
///
/// A symbol's name indicates its variant (`heart.circle.fill`); `symbolVariant(_:)` asks
/// every symbol in a part of the hierarchy for one, so `Image(systemName: "heart")` in a
/// `.symbolVariant(.circle.fill)` environment draws `heart.circle.fill`. Variants a symbol
/// does not have are dropped (see ``SymbolResolution``).
public struct SymbolVariants: Hashable, Sendable {
    private struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let fill = Flags(rawValue: 1)
        static let slash = Flags(rawValue: 2)
        static let circle = Flags(rawValue: 4)
        static let square = Flags(rawValue: 8)
        static let rectangle = Flags(rawValue: 16)
        static let shapes: Flags = [.circle, .square, .rectangle]
    }

    private var flags: Flags

    private init(_ flags: Flags) { self.flags = flags }

    /// No variant for a symbol.
    public static let none = SymbolVariants([])
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(.circle)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(.square)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(.rectangle)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(.fill)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(.slash)

    /// A version of the variant that's encapsulated in a circle.
    public var circle: SymbolVariants { withShape(.circle) }
    /// A version of the variant that's encapsulated in a square.
    public var square: SymbolVariants { withShape(.square) }
    /// A version of the variant that's encapsulated in a rectangle.
    public var rectangle: SymbolVariants { withShape(.rectangle) }
    /// A filled version of the variant.
    public var fill: SymbolVariants { SymbolVariants(flags.union(.fill)) }
    /// A slashed version of the variant.
    public var slash: SymbolVariants { SymbolVariants(flags.union(.slash)) }

    /// Returns a Boolean value that indicates whether the current variant contains the
    /// specified variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        flags.isSuperset(of: other.flags)
    }

    /// One enclosing shape at a time: the newer one replaces the older.
    private func withShape(_ shape: Flags) -> SymbolVariants {
        SymbolVariants(flags.subtracting(.shapes).union(shape))
    }

    /// These variants and `other`'s (`other`'s shape wins); `.none` resets them.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        guard other != .none else { return .none }
        var combined = flags.union(other.flags.subtracting(.shapes))
        if !other.flags.intersection(.shapes).isEmpty {
            combined = combined.subtracting(.shapes).union(other.flags.intersection(.shapes))
        }
        return SymbolVariants(combined)
    }

    /// The name suffixes of the variants, in SF Symbols' order: slash, shape, fill.
    var suffixes: (slash: String?, shape: String?, fill: String?) {
        let shape: String? =
            flags.contains(.circle) ? "circle" : flags.contains(.square) ? "square" : flags.contains(.rectangle) ? "rectangle" : nil
        return (flags.contains(.slash) ? "slash" : nil, shape, flags.contains(.fill) ? "fill" : nil)
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes symbols within the view show a particular variant. Variants set further out
    /// are kept (`.fill` inside `.circle` draws `.circle.fill`); `.none` removes them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.adding(variant) }
    }
}
