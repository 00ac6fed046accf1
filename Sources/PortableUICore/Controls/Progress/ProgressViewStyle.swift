import Foundation

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public typealias Label = _StyleContent
    /// A type-erased label that describes the current value of a progress view.
    public typealias CurrentValueLabel = _StyleContent

    /// The completed fraction of the task represented by the progress view, from `0.0`
    /// (not yet started) to `1.0` (fully complete), or `nil` if the progress is
    /// indeterminate or relative to a date interval.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The default progress view style in the current context: linear for determinate
/// progress, circular for indeterminate progress.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
///
/// The label leads, above the bar; the current value label follows below it, in the
/// secondary color and the footnote font; they are 4 points apart [UNVERIFIED]. The bar
/// takes the width offered and the platform's height for the control size
/// (``barMetrics(for:idiom:)``): a capsule of the system fill with the completed part in
/// the tint, centred in that height. Indeterminate, the bar is empty.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The bar's thickness on a phone and the spacing of the label, bar and value label.
    static let barHeight: CGFloat = 4
    static let spacing: CGFloat = 4

    /// The bar's height and the thickness of its drawn track at a control size.
    ///
    /// On a phone or pad UIProgressView's default style, 4 points, which the control size
    /// does not change [UNVERIFIED: iOS draws one size]. On a desktop `NSProgressIndicator`'s
    /// bar style: 20 points tall for regular and large, 12 for small and mini; extra large is
    /// taken to draw the large bar, and the track is drawn 6 points thick in the regular
    /// bar and 4 in the small one [UNVERIFIED].
    static func barMetrics(
        for controlSize: ControlSize, idiom: DeviceProfile.Idiom
    ) -> (height: CGFloat, thickness: CGFloat) {
        guard idiom == .desktop else { return (barHeight, barHeight) }
        switch controlSize {
        case .mini, .small: return (12, 4)
        case .regular, .large, .extraLarge: return (20, 6)
        }
    }

    private var tintColor: Color?

    /// Creates a linear progress view style.
    public init() {}

    /// Creates a linear progress view style with a tint color (deprecated in SwiftUI; use
    /// `tint(_:)`).
    public init(tint: Color) {
        tintColor = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: Self.spacing) {
            if let label = configuration.label { label }
            _ProgressBar(fraction: configuration.fractionCompleted ?? 0, tintColor: tintColor)
            if let value = configuration.currentValueLabel {
                value.font(.footnote).foregroundStyle(Color.secondary)
            }
        }
    }
}

/// The bar of a linear progress view.
struct _ProgressBar: View {
    let fraction: Double
    let tintColor: Color?
    @Environment(\.tintColor) private var environmentTint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let metrics = LinearProgressViewStyle.barMetrics(for: controlSize, idiom: idiom)
        return _ProgressBarLayout(fraction: fraction, height: metrics.height, thickness: metrics.thickness) {
            Capsule().fill(Color.systemFill)
            Capsule().fill(tintColor ?? environmentTint)
        }
    }
}

/// The layout of a progress bar: across the width offered (100 points when none is) and
/// `height` tall; the track `thickness` thick, centred in that height; the fill over the
/// track's leading `fraction`.
struct _ProgressBarLayout: Layout, Equatable {
    static let idealWidth: CGFloat = 100
    let fraction: Double
    let height: CGFloat
    let thickness: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? Self.idealWidth, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2 else { return }
        let thickness = Swift.min(thickness, bounds.height)
        let origin = CGPoint(x: bounds.minX, y: bounds.midY - thickness / 2)
        subviews[subviews.startIndex].place(
            at: origin, proposal: ProposedViewSize(width: bounds.width, height: thickness))
        let width = bounds.width * CGFloat(fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0)
        subviews[subviews.startIndex + 1].place(at: origin, proposal: ProposedViewSize(width: width, height: thickness))
    }
}

/// The progress view style that shows a spinner, as iOS does for circular progress
/// (determinate or not): on a phone `UIActivityIndicatorView`'s medium style, 20×20 points
/// (its large style, 37×37, for `.large` and `.extraLarge`); on a desktop
/// `NSProgressIndicator`'s spinning style for the control size (`_ActivityIndicator`'s
/// table); the label below it in the secondary color, 8 points apart [UNVERIFIED].
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The spinner's side for the regular and the large control size.
    static let regularSide: CGFloat = 20
    static let largeSide: CGFloat = 37
    static let labelSpacing: CGFloat = 8

    private var tintColor: Color?

    /// Creates a circular progress view style.
    public init() {}

    /// Creates a circular progress view style with a tint color (deprecated in SwiftUI; use
    /// `tint(_:)`).
    public init(tint: Color) {
        tintColor = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: Self.labelSpacing) {
            _ActivityIndicator(color: tintColor)
            if let label = configuration.label { label.foregroundStyle(Color.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial
    /// completion of an activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style with its type erased, as kept in the environment.
struct AnyProgressViewStyle {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledProgressView(style: style, configuration: configuration)) }
    }
}

/// The body of a styled progress view; links the style's dynamic properties.
struct _StyledProgressView<Style: ProgressViewStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: ProgressViewStyleConfiguration

    init(style: Style, configuration: ProgressViewStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
    /// The style of the progress views in this environment.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}
