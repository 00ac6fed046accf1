import Foundation

/// Which side a selection's moving end or caret belongs to where that is ambiguous: at the
/// end of a wrapped line (after its last character or before the next line's first), or
/// between left-to-right and right-to-left text.
///
/// PortableUI keeps the affinity in the ``TextSelection`` an editor writes; its carets do not
/// read it (a caret at a wrap is drawn at the start of the next line; docs/differences.md).
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
    /// A selection affinity determined by the framework based on the current context.
    case automatic
    /// The selection or caret belongs to the character before it.
    case upstream
    /// The selection or caret belongs to the character after it.
    case downstream
}

private struct TextSelectionAffinityKey: EnvironmentKey {
    static let defaultValue = TextSelectionAffinity.automatic
}

extension EnvironmentValues {
    /// The selection affinity that text fields and editors in this environment give their
    /// selection; ``TextSelectionAffinity/automatic`` unless set.
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
}

extension View {
    /// Sets the direction of a selection or cursor relative to a text character, for the
    /// text fields and editors in this view.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}
