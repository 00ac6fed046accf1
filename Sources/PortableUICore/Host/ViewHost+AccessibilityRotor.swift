import Foundation

/// Rotor queries: what an assistive technology's rotor offers, and moving to an entry.
extension ViewHost {
    /// The entries of the rotor labelled `label` (the first element's in reading order that
    /// has one), or nil when no element has such a rotor.
    public func accessibilityRotorEntries(_ label: String) -> [AccessibilityNode.RotorEntry]? {
        for element in accessibilityTree.allElements {
            if let rotor = element.rotors.first(where: { $0.label == label }) { return rotor.entries }
        }
        return nil
    }

    /// The entries of a system rotor: those of the rotor that replaces it, or else the tree's
    /// elements of its kind in reading order (headings, links, images, text fields), each
    /// entry labelled with its element's label and identified by its accessibility identifier.
    /// Text-attribute, table, list and landmark rotors have no automatic entries here.
    public func accessibilityRotorEntries(_ systemRotor: AccessibilitySystemRotor) -> [AccessibilityNode.RotorEntry] {
        let elements = accessibilityTree.allElements
        for element in elements {
            if let rotor = element.rotors.first(where: { $0.systemRotor == systemRotor }) { return rotor.entries }
        }
        return elements.filter { systemRotor.visits($0) == true }.map { element in
            AccessibilityNode.RotorEntry(
                label: element.label, id: element.identifier.map { AnyHashable($0) }, textRange: nil, prepare: {})
        }
    }

    /// Moves to `entry` as an assistive technology would: runs its `prepare` closure (which
    /// may scroll its element on screen), then applies the state changes it made.
    public func navigateToAccessibilityRotorEntry(_ entry: AccessibilityNode.RotorEntry) {
        run(entry.prepare)
    }
}
