import Foundation

/// The hierarchy of a heading in relation to other headings.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    /// A heading without a hierarchy.
    case unspecified = 0
    /// Level 1 heading.
    case h1
    /// Level 2 heading.
    case h2
    /// Level 3 heading.
    case h3
    /// Level 4 heading.
    case h4
    /// Level 5 heading.
    case h5
    /// Level 6 heading.
    case h6
}
