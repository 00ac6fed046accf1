import Foundation

/// Key used to specify the identifier and label associated with an entry of additional
/// accessibility information.
///
/// An entry added with a key replaces the one added earlier with the same identifier, so code
/// in several places can set, replace and clear one entry.
public struct AccessibilityCustomContentKey: Equatable {
    /// What the entry is, read before its value ("Orientation").
    let label: Text
    /// What identifies the entry: an entry with the same identifier replaces it.
    let id: String

    /// Creates a key with the specified label and identifier.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// Creates a key with the specified label and identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// Creates a key with the specified label, which is also its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        let label = Text(labelKey)
        self.init(label, id: label.plainText)
    }

    public static func == (lhs: AccessibilityCustomContentKey, rhs: AccessibilityCustomContentKey) -> Bool {
        lhs.id == rhs.id && lhs.label.plainText == rhs.label.plainText
    }
}
