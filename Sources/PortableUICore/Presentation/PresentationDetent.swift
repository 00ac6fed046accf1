import Foundation

/// A type that represents a height where a sheet naturally rests.
///
/// On a phone, a sheet's height at a detent is measured from the window's bottom edge: the
/// large detent reaches to 10 points below the top safe-area edge, the medium one to half
/// the window's height, a fraction is that fraction of the large detent's height, and a
/// fixed height is the content's height above the bottom safe-area inset (as UIKit's
/// custom detents). Elsewhere detents have no effect.
public struct PresentationDetent: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let storage: Storage
    private let resolver: CustomResolver?

    private init(_ storage: Storage, resolver: CustomResolver? = nil) {
        self.storage = storage
        self.resolver = resolver
    }

    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(.large)
    /// The system detent for a sheet that's approximately half the height of the screen,
    /// and is inactive in compact height.
    public static let medium = PresentationDetent(.medium)

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(.fraction(fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 1))
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(.height(height.isFinite ? Swift.max(height, 0) : 0))
    }

    /// A custom detent with a calculated height.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type)), resolver: CustomResolver { D.height(in: $0) })
    }

    /// Information that you use to calculate the presentation's height.
    @dynamicMemberLookup
    public struct Context {
        let window: CGRect
        let safeArea: CGRect

        /// The height that the presentation appears in (the large detent's height).
        public var maxDetentValue: CGFloat {
            Swift.max(window.maxY - safeArea.minY - PresentationMetrics.sheetTopGap, 0)
        }

        /// Returns the value specified by the keyPath from the current environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            EnvironmentValues()[keyPath: keyPath]
        }
    }

    /// The sheet's height at this detent in `context`, from the window's bottom edge.
    @MainActor
    func height(in context: Context) -> CGFloat {
        let large = context.maxDetentValue
        let bottomInset = Swift.max(context.window.maxY - context.safeArea.maxY, 0)
        switch storage {
        case .large: return large
        case .medium: return Swift.min(context.window.height / 2, large)
        case .fraction(let fraction): return large * fraction
        case .height(let height): return Swift.min(height + bottomInset, large)
        case .custom:
            let height = resolver?.height(context) ?? nil
            return Swift.min(Swift.max((height ?? large).isFinite ? (height ?? large) : large, 0) + bottomInset, large)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage == rhs.storage }
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    private struct CustomResolver: Sendable {
        let height: @Sendable (Context) -> CGFloat?
    }
}

extension PresentationDetent.Context: Sendable {}

/// The definition of a custom detent with a calculated height.
public protocol CustomPresentationDetent {
    /// Calculates and returns a height based on the context.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// Information that you use to calculate the presentation's height.
    public typealias Context = PresentationDetent.Context
}

/// The kinds of interaction available to views behind a presentation.
public struct PresentationBackgroundInteraction: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case automatic, enabled, disabled
        case enabledUpThrough(PresentationDetent)
    }

    let storage: Storage

    /// The default background interaction for the presentation (disabled).
    public static let automatic = PresentationBackgroundInteraction(storage: .automatic)
    /// People can interact with the view behind a presentation.
    public static let enabled = PresentationBackgroundInteraction(storage: .enabled)
    /// People can't interact with the view behind a presentation.
    public static let disabled = PresentationBackgroundInteraction(storage: .disabled)

    /// People can interact with the view behind a presentation up through a specified detent.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(storage: .enabledUpThrough(detent))
    }

    /// Whether a sheet `height` tall leaves the content behind it undimmed and interactive.
    @MainActor
    func allowsInteraction(at height: CGFloat, in window: CGRect, safeArea: CGRect? = nil) -> Bool {
        switch storage {
        case .automatic, .disabled: return false
        case .enabled: return true
        case .enabledUpThrough(let detent):
            let context = PresentationDetent.Context(window: window, safeArea: safeArea ?? window)
            return height <= detent.height(in: context)
        }
    }
}

/// Strategies for adapting a presentation to a different size class.
public struct PresentationAdaptation: Equatable, Sendable {
    enum Storage: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    let storage: Storage

    /// Use the default presentation adaptation.
    public static let automatic = PresentationAdaptation(storage: .automatic)
    /// Don't adapt for the size class, if possible.
    public static let none = PresentationAdaptation(storage: .none)
    /// Prefer a popover appearance when adapting for size classes.
    public static let popover = PresentationAdaptation(storage: .popover)
    /// Prefer a sheet appearance when adapting for size classes.
    public static let sheet = PresentationAdaptation(storage: .sheet)
    /// Prefer a full-screen-cover appearance when adapting for size classes.
    public static let fullScreenCover = PresentationAdaptation(storage: .fullScreenCover)
}

extension PresentationOptions {
    /// The detents the content allows (the large one when it names none).
    var detentSet: Set<PresentationDetent> { detents.isEmpty ? [.large] : detents }

    /// The detent the sheet rests at: the selection when it is one of the detents, else the
    /// smallest detent (unverified: SwiftUI's choice among several).
    @MainActor
    var resolvedDetent: PresentationDetent {
        if let selectedDetent, detentSet.contains(selectedDetent) { return selectedDetent }
        let context = PresentationDetent.Context(window: CGRect(x: 0, y: 0, width: 1000, height: 1000), safeArea: .zero)
        return detentSet.min { $0.height(in: context) < $1.height(in: context) } ?? .large
    }
}
