import Foundation

/// What presented content asks of its presentation through the `presentation…` modifiers.
struct PresentationOptions: Equatable {
    var detents: Set<PresentationDetent> = []
    var selectedDetent: PresentationDetent?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var background: PresentationBackgroundStyle?
    /// The view of `presentationBackground(alignment:content:)`, drawn over `background`.
    var backgroundContent: PresentationBackgroundContent?
    var backgroundInteraction: PresentationBackgroundInteraction = .automatic
    var compactAdaptation: PresentationAdaptation = .automatic
    var interactiveDismissDisabled = false
}

/// The style of `presentationBackground(_:)`, compared by its description (shape styles are
/// not Equatable; the description names the style and its values).
struct PresentationBackgroundStyle: Equatable {
    let style: AnyShapeStyle
    private let description: String

    init(_ style: AnyShapeStyle) {
        self.style = style
        description = String(reflecting: style.storage)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}
