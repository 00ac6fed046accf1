/// What assistive technologies read for an ``Image``, as SwiftUI labels images: by the name
/// it was created with (a localization key), by a `label:` text, or not at all when it is
/// decorative.
enum ImageLabel: Equatable, Sendable {
    case name(String)
    case text(Text)
    case decorative

    /// The accessibility properties of the image's own element.
    var properties: AccessibilityProperties {
        var properties = AccessibilityProperties()
        switch self {
        case .name(let name): properties.imageLabel = name
        case .text(let text): properties.label = text
        case .decorative: properties.isHidden = true
        }
        return properties
    }
}
