import Foundation

/// A set of accessibility traits that describe how an element behaves.
///
/// Built-in controls carry the traits SwiftUI gives them (a `Button` is `isButton`, a
/// `Toggle` is `isToggle`, a `Link` is `isLink`, a `Text` is `isStaticText`, an `Image` is
/// `isImage`); `accessibilityAddTraits(_:)` and `accessibilityRemoveTraits(_:)` change them.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits

    let rawValue: UInt32

    private init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element is a header that divides content into sections, like the
    /// title of a navigation bar.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading
    /// the text within it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The names of the traits, for descriptions and tree dumps.
    static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"), (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "modal"), (.isToggle, "toggle"), (.isTabBar, "tabBar"),
    ]

    /// The traits' names, in declaration order.
    var nameList: [String] { Self.names.filter { contains($0.0) }.map(\.1) }

    public init() { rawValue = 0 }

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue | other.rawValue)
    }

    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue & other.rawValue)
    }

    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(rawValue: rawValue ^ other.rawValue)
    }

    public func contains(_ member: AccessibilityTraits) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        self = union(newMember)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let removed = intersection(member)
        self = AccessibilityTraits(rawValue: rawValue & ~member.rawValue)
        return removed.rawValue == 0 ? nil : removed
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let existing = intersection(newMember)
        self = union(newMember)
        return existing.rawValue == 0 ? nil : existing
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
}
