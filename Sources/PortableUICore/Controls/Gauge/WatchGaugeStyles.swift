import Foundation

// watchOS's own gauge styles (watchOS 7): available on every platform here, drawn as the
// accessory styles they resemble, with an optional gradient or colour tint. Sizes are the
// accessory styles' [UNVERIFIED on a watch: docs/differences.md].

/// A gauge style that displays an open ring with a marker that appears at a point along the
/// ring to indicate the gauge's current value (watchOS's `.circular`).
///
/// The ring is the accessory circular ring (270°, 6 points wide in a 60-point circle): with
/// a gradient tint the gradient runs along the ring and the marker is a white dot ringed in
/// black; with a colour, or none, the ring is the tint at a third of its opacity under a
/// tinted marker.
public struct CircularGaugeStyle: GaugeStyle {
    private var gradient: Gradient?
    private var tint: Color?

    /// Creates a circular gauge.
    public init() {}

    /// Creates a circular gauge that draws with a specified color.
    public init(tint: Color) {
        self.tint = tint
    }

    /// Creates a circular gauge that draws its ring with a gradient.
    public init(tint: Gradient) {
        gradient = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        _CircularGauge(configuration: configuration, isCapacity: false, gradient: gradient, tint: tint)
    }
}

/// A gauge style that displays a bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value (watchOS's `.linear`).
///
/// The bar is the accessory linear bar (a 4-point track, an 8-point marker); the bounds
/// labels stand at its ends, or without them the current value label at its leading end.
/// With a gradient tint the track is painted with it and the marker is a white dot ringed in
/// black.
public struct LinearGaugeStyle: GaugeStyle {
    private var gradient: Gradient?
    private var tint: Color?

    /// Creates a linear gauge style.
    public init() {}

    /// Creates a linear gauge style with a tint color (deprecated in SwiftUI; use `tint(_:)`).
    public init(tint: Color) {
        self.tint = tint
    }

    /// Creates a linear gauge style whose bar is painted with a gradient.
    public init(tint: Gradient) {
        gradient = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        _LinearGauge(
            configuration: configuration, thickness: 4, showsMarker: true, leadsWithCurrentValue: true,
            gradient: gradient, tint: tint)
    }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along
    /// the ring to indicate the gauge's current value.
    public static var circular: CircularGaugeStyle { CircularGaugeStyle() }
}

extension GaugeStyle where Self == LinearGaugeStyle {
    /// A gauge style that displays a bar with a marker that appears at a point along the bar
    /// to indicate the gauge's current value.
    public static var linear: LinearGaugeStyle { LinearGaugeStyle() }
}
