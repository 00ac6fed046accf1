import Foundation

/// Defines the behavior for the child elements of the new parent element made by
/// `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// Any child accessibility elements become hidden: the new element has only the
    /// properties given to it.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// Combines any child accessibility element's properties for the new accessibility
    /// element: their labels and values are joined, their traits and actions merged.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
