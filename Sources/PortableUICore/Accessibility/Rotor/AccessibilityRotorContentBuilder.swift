import Foundation

/// Result builder you use to generate rotor entry content.
@resultBuilder @MainActor
public struct AccessibilityRotorContentBuilder {
    /// Passes one piece of rotor content through unchanged.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content {
        content
    }

    /// An empty block makes no entries.
    public static func buildBlock() -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(entries: [])
    }

    /// The first piece of a block.
    public static func buildPartialBlock<Content: AccessibilityRotorContent>(first content: Content) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(entries: content.rotorEntries)
    }

    /// A block's entries followed by the next piece's.
    public static func buildPartialBlock<Accumulated: AccessibilityRotorContent, Next: AccessibilityRotorContent>(
        accumulated: Accumulated, next: Next
    ) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(entries: accumulated.rotorEntries + next.rotorEntries)
    }

    /// An `if` without `else`: its entries when the condition holds, none otherwise.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        _AccessibilityRotorEntries(entries: content?.rotorEntries ?? [])
    }

    /// The first branch of an `if`/`else` or `switch`: both branches make the same type, the
    /// entries the taken branch made.
    public static func buildEither<Content: AccessibilityRotorContent>(first: Content) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(entries: first.rotorEntries)
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<Content: AccessibilityRotorContent>(second: Content) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(entries: second.rotorEntries)
    }
}

/// Entries already made: what the builder's blocks and branches produce.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
    public typealias Body = Never
    let entries: [AccessibilityNode.RotorEntry]

    public func _appendRotorEntries(to entries: inout [AccessibilityNode.RotorEntry]) {
        entries.append(contentsOf: self.entries)
    }
}
