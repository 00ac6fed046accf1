import Foundation

/// A struct representing an entry in an Accessibility Rotor: a label, the identifier of the
/// element it navigates to, an optional range of that element's text, and a closure run
/// before it is navigated to.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public typealias Body = Never
    let entry: AccessibilityNode.RotorEntry

    /// Create a Rotor entry with a specific label and identifier, with an optional range.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        entry = AccessibilityNode.RotorEntry(label: label.plainText, id: AnyHashable(id), textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry with a specific label, identifier and namespace, and with an
    /// optional range.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry with a specific label and identifier, with an optional range.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry with a specific label and identifier, with an optional range.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(verbatim: String(label)), id: id, textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry with a specific label, identifier and namespace, and with an
    /// optional range.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry with a specific label, identifier and namespace, and with an
    /// optional range.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(verbatim: String(label)), id: id, textRange: textRange, prepare: prepare)
    }

    public func _appendRotorEntries(to entries: inout [AccessibilityNode.RotorEntry]) {
        entries.append(entry)
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// Create a Rotor entry for a range of the element's text; without a label, the entry
    /// reads the text in the range.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        entry = AccessibilityNode.RotorEntry(label: label?.plainText ?? "", id: nil, textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry for a range of the element's text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    /// Create a Rotor entry for a range of the element's text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(verbatim: String(label)), textRange: textRange, prepare: prepare)
    }
}
