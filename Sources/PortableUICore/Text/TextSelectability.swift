import Foundation

/// A type that describes the ability to select text.
///
/// Pass a value such as ``TextSelectability/enabled`` or ``TextSelectability/disabled`` to
/// ``View/textSelection(_:)``. The setting is carried through the environment to every
/// `Text` inside, which people can then select with the pointer and copy as on macOS (see
/// ``StaticTextSelection`` and docs/differences.md).
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    ///
    /// Constant for a given type, unaffected by global state.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app.
///
/// Don't use this type directly. Instead, use ``TextSelectability/enabled``.
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// A selectability type that disables text selection by the person using your app.
///
/// Don't use this type directly. Instead, use ``TextSelectability/disabled``.
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

private struct TextSelectionAllowedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether `Text` here may be selected: set by ``View/textSelection(_:)``, off by
    /// default as in SwiftUI (text is static and not selectable unless enabled).
    var allowsTextSelection: Bool {
        get { self[TextSelectionAllowedKey.self] }
        set { self[TextSelectionAllowedKey.self] = newValue }
    }
}

extension View {
    /// Controls whether people can select text within this view.
    ///
    /// Applied to a container, it makes every `Text` inside selectable; an inner
    /// `.textSelection(.disabled)` turns it off again for its subtree.
    public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability {
        environment(\.allowsTextSelection, S.allowsSelection)
    }
}
