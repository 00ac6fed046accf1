import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public typealias Label = _StyleContent
    /// A type-erased value label of a gauge that contains the current value.
    public typealias CurrentValueLabel = _StyleContent
    /// A type-erased value label of a gauge describing the minimum value.
    public typealias MinimumValueLabel = _StyleContent
    /// A type-erased value label of a gauge describing the maximum value.
    public typealias MaximumValueLabel = _StyleContent
    /// A type-erased label describing a specific value of a gauge.
    public typealias MarkedValueLabel = _StyleContent

    /// The current value of the gauge, from 0 (the lower bound) to 1 (the upper bound).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// The gauge's marked value labels, for the built-in styles that show them (not public in
    /// SwiftUI either: a custom style cannot read them).
    var marks: _GaugeMarks?
}

/// A gauge style with its type erased, as kept in the environment.
struct AnyGaugeStyle {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { configuration in AnyView(_StyledGauge(style: style, configuration: configuration)) }
    }
}

/// The body of a styled gauge; links the style's dynamic properties.
struct _StyledGauge<Style: GaugeStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: GaugeStyleConfiguration

    init(style: Style, configuration: GaugeStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(DefaultGaugeStyle()) }
}

extension EnvironmentValues {
    /// The style of the gauges in this environment.
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
