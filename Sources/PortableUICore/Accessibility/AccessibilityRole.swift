import Foundation

/// What kind of element an accessibility element is, as assistive technologies name it
/// (AT-SPI's roles, VoiceOver's element kinds).
///
/// SwiftUI has no public role type: its elements carry traits. PortableUI derives a role from
/// the view that made the element (a `Toggle` is a toggle, a `Slider` is adjustable) or from
/// its traits, so that tests and the Linux desktop's assistive technologies can ask for it.
public enum AccessibilityRole: String, Sendable, Hashable, CaseIterable {
    case button
    case toggle
    case slider
    case stepper
    case textField
    case secureTextField
    case link
    case image
    case staticText
    case header
    case list
    case row
    case tab
    case tabBar
    case menu
    case menuItem
    case picker
    case progressIndicator
    case searchField
    case group
    case window
}
