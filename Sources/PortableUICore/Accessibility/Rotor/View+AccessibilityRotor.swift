import Foundation

/// `accessibilityRotor`: named lists of places an assistive technology's user can move
/// through (VoiceOver's rotor), kept on the element (`AccessibilityNode.rotors`). The entries
/// are made each time the view updates.
extension View {
    /// Create an Accessibility Rotor with the specified user-visible label, and entries
    /// generated from the content closure.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(label: label.plainText, system: nil) { entries().rotorEntries }
    }

    /// Create an Accessibility Rotor replacing the specified system-provided Rotor.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(label: systemRotor.name, system: systemRotor) { entries().rotorEntries }
    }

    /// Create an Accessibility Rotor with the specified user-visible label, and entries
    /// generated from the content closure.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(Text(labelKey), entries: entries)
    }

    /// Create an Accessibility Rotor with the specified user-visible label, and entries
    /// generated from the content closure.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(Text(verbatim: String(label)), entries: entries)
    }

    /// Create an Accessibility Rotor with the specified user-visible label and entries.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Create an Accessibility Rotor with the specified user-visible label and entries.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(label: rotorLabel.plainText, system: nil) {
            Self.rotorEntries(entries, entryID: entryID, entryLabel: entryLabel)
        }
    }

    /// Create an Accessibility Rotor with the specified user-visible label and entries.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Create an Accessibility Rotor with the specified user-visible label and entries.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Create an Accessibility Rotor with the specified user-visible label and entries.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(verbatim: String(rotorLabel)), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Create an Accessibility Rotor with the specified user-visible label and entries.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(verbatim: String(rotorLabel)), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Create an Accessibility Rotor replacing the specified system-provided Rotor.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(systemRotor, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Create an Accessibility Rotor replacing the specified system-provided Rotor.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(label: systemRotor.name, system: systemRotor) {
            Self.rotorEntries(entries, entryID: entryID, entryLabel: entryLabel)
        }
    }

    /// Create an Accessibility Rotor with the specified user-visible label whose entries
    /// are the ranges of the element's text (read as the text in each range).
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(label: label.plainText, system: nil) { Self.rotorEntries(textRanges) }
    }

    /// Create an Accessibility Rotor with the specified user-visible label whose entries
    /// are the ranges of the element's text.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelKey), textRanges: textRanges)
    }

    /// Create an Accessibility Rotor with the specified user-visible label whose entries
    /// are the ranges of the element's text.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(verbatim: String(label)), textRanges: textRanges)
    }

    /// Create an Accessibility Rotor replacing the specified system-provided Rotor, whose
    /// entries are the ranges of the element's text.
    public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(label: systemRotor.name, system: systemRotor) { Self.rotorEntries(textRanges) }
    }

    /// The rotor, its entries made on each update, set on the element (replacing the one
    /// with the same label).
    private func accessibilityRotor(
        label: String, system: AccessibilitySystemRotor?, entries: @escaping @MainActor () -> [AccessibilityNode.RotorEntry]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.setRotor(AccessibilityNode.Rotor(label: label, systemRotor: system, entries: entries())) }
    }

    private static func rotorEntries<EntryModel, ID: Hashable>(
        _ models: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> [AccessibilityNode.RotorEntry] {
        models.map { AccessibilityNode.RotorEntry(label: $0[keyPath: entryLabel], id: AnyHashable($0[keyPath: entryID]), textRange: nil, prepare: {}) }
    }

    private static func rotorEntries(_ ranges: [Range<String.Index>]) -> [AccessibilityNode.RotorEntry] {
        ranges.map { AccessibilityNode.RotorEntry(label: "", id: nil, textRange: $0, prepare: {}) }
    }
}

extension View {
    /// Defines an explicit identifier tying an Accessibility element for this view to an
    /// entry in an Accessibility Rotor. Compiles; entries are matched to elements by the
    /// identifier alone here (see docs/differences.md).
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        self
    }
}
