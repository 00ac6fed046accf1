import Foundation

/// An entry of additional accessibility information and when assistive technologies output it
/// (the Accessibility framework's class; SwiftUI's `accessibilityCustomContent` modifiers take
/// its ``Importance``).
open class AXCustomContent {
    /// When an assistive technology outputs custom content.
    public enum Importance: UInt, Sendable {
        /// Output only when the user asks for more content.
        case `default` = 0
        /// Output at once, with the element's label and value.
        case high = 1
    }

    /// What the content is ("Orientation").
    public let label: String
    /// The content ("Landscape").
    public let value: String
    /// When the content is output.
    open var importance: Importance = .default

    /// Creates new custom content with a label and value.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
