import Foundation

/// A view that shows a value within a range.
///
/// A gauge shows where its value lies in its bounds, with a label saying what it measures
/// and, optionally, labels for the current value and the bounds. Its look comes from the
/// gauge style of the environment (`gaugeStyle(_:)`; see ``GaugeStyle``): `.automatic` is
/// `.linearCapacity`, as on iOS. Values outside the bounds show as the nearer bound; a value
/// that is not a number, or bounds without width, show as the lower bound.
///
/// Marked value labels (`markedValueLabels:`) are views tagged with values of the gauge's
/// value type (`tag(_:)`); the bar styles show each one under the bar at its value (clamped
/// to the bounds as the value is: one tagged with NaN marks the lower bound). A label whose
/// tag is not of the value type is not shown.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let marks: _GaugeMarks?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
        minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels? = nil
    ) {
        fraction = Self.fraction(of: value, in: bounds)
        marks = markedValueLabels.map { labels in
            _GaugeMarks(labels: _StyleContent(labels)) { tag in
                (tag.base as? V).map { Self.fraction(of: $0, in: bounds) }
            }
        }
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where `value` lies in `bounds`, from 0 to 1.
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let width = Double(bounds.upperBound - bounds.lowerBound)
        let offset = Double(value - bounds.lowerBound)
        guard width.isFinite, width > 0, offset.isFinite else { return 0 }
        return Swift.min(Swift.max(offset / width, 0), 1)
    }

    private var configuration: GaugeStyleConfiguration {
        var configuration = GaugeStyleConfiguration(
            value: fraction, label: _StyleContent(label), currentValueLabel: currentValueLabel.map(_StyleContent.init),
            minimumValueLabel: minimumValueLabel.map(_StyleContent.init),
            maximumValueLabel: maximumValueLabel.map(_StyleContent.init))
        configuration.marks = marks
        return configuration
    }

    public var body: some View {
        style.makeBody(configuration)
            .accessibilityControl(.progressIndicator, label: label as? Text, value: "\(Int((fraction * 100).rounded()))%")
    }
}

extension Gauge {
    /// Creates a gauge representing a value within a range, with a label and, optionally,
    /// labels for the current value, the bounds and marked values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
            markedValueLabels: markedValueLabels())
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
            maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose
    /// and current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge representing a value within a range, with labels for its purpose, its
    /// current value and marked values (views tagged with values of the gauge's value type).
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil, markedValueLabels: markedValueLabels())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range that describes the gauge's purpose and
    /// current value, with labels for the bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}
