import Foundation

// The built-in gauge styles. Sizes follow SwiftUI's on iOS where they are known; the rest
// are marked unverified here and in docs/differences.md.

/// The default gauge view style in the current context of the view being styled:
/// `.linearCapacity`, as on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the
/// gauge's current value increases.
///
/// The label and the current value label share the top row (label leading, value trailing
/// in the secondary color); the bar, a 4-point capsule as a linear progress view's, is below
/// them, with the bounds labels at its ends; rows 4 points apart [UNVERIFIED].
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, thickness: 4, showsMarker: false)
    }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value: a 4-point track [UNVERIFIED] with a 8-point dot.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, thickness: 4, showsMarker: true)
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the
/// gauge's current value increases: an accessory-sized `.linearCapacity`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(configuration: configuration, thickness: 4, showsMarker: false).font(.caption)
    }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the
/// ring to indicate the gauge's current value.
///
/// The ring spans 270°, open at the bottom, 6 points wide in a 60-point circle
/// [UNVERIFIED]; the current value label (or else the label) is in the middle, the bounds
/// labels sit in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CircularGauge(configuration: configuration, isCapacity: false)
    }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value: a 6-point ring in a 60-point circle [UNVERIFIED], filled clockwise
/// from the top, the current value label (or else the label) in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _CircularGauge(configuration: configuration, isCapacity: true)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the
    /// gauge's current value increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to
    /// indicate the gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the
    /// gauge's current value increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along
    /// the ring to indicate the gauge's current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the
    /// gauge's current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
