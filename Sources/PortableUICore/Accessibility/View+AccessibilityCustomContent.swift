import Foundation

/// `accessibilityCustomContent`: additional information an assistive technology reads after
/// the element's label and value (`.high` importance) or when the user asks for more
/// (`.default`), kept on the element (`AccessibilityNode.customContent`).
extension View {
    /// Adds additional accessibility information to the view; a nil value removes the entry
    /// added earlier with the same key.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityEdit { $0.setCustomContent(key, value, importance: importance) }
    }

    /// Adds additional accessibility information to the view.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    /// Adds additional accessibility information to the view.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(key, Text(verbatim: String(value)), importance: importance)
    }

    /// Adds additional accessibility information to the view, identified by its label.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.plainText), value, importance: importance)
    }

    /// Adds additional accessibility information to the view, identified by its label.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), value, importance: importance)
    }

    /// Adds additional accessibility information to the view, identified by its label.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    /// Adds additional accessibility information to the view, identified by its label.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityCustomContent(Text(labelKey), Text(verbatim: String(value)), importance: importance)
    }
}
