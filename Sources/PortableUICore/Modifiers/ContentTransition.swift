import Foundation

/// A kind of transition that applies to the content within a single view, rather than to
/// the insertion or removal of a view.
///
/// The transition is kept in the environment (``EnvironmentValues/contentTransition``); a
/// `Text` or a symbol image whose content changes inside an animated transaction draws the
/// change with it (see ``ContentTransitionDrawing``); without an animation the change is
/// immediate.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool?, value: Double?)
        case symbolEffect(ReplaceSymbolEffect?, SymbolEffectOptions)
    }

    let kind: Kind

    /// The identity content transition, which indicates that content changes shouldn't
    /// animate.
    public static let identity = ContentTransition(kind: .identity)
    /// A content transition that indicates content fades from transparent to opaque on
    /// insertion, and from opaque to transparent on removal.
    public static let opacity = ContentTransition(kind: .opacity)
    /// A content transition that indicates the views attempt to interpolate their contents
    /// during transitions, where appropriate.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// A content transition intended for numeric text, set in a direction.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }
    /// A content transition intended for numeric text, its direction from the change of
    /// `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }
    /// A content transition that applies the default symbol effect to symbol images.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect(nil, .default))
    /// Creates a content transition that applies the symbol effect to symbol images.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .symbolEffect(effect as? ReplaceSymbolEffect, options))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

extension EnvironmentValues {
    /// The current method of animating the contents of views.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Modifies the view to use a given transition as its method of animating changes to
    /// the contents of its views.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
