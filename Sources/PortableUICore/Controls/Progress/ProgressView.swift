import Foundation

/// A view that shows the progress toward completion of a task.
///
/// Its look comes from the progress view style of the environment (`progressViewStyle(_:)`):
/// `.automatic` is a linear bar for determinate progress (a value) and a circular spinner
/// for indeterminate progress, as on iOS. A value is clamped to `0...total`; a NaN value, a
/// total that is not positive, or a `nil` value make the progress indeterminate.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let timerInterval: ClosedRange<Date>?
    let countsDown: Bool
    /// Whether the current value label is the timer's clock (kept up to date with it).
    let showsClock: Bool
    @Environment(\.progressViewStyle) private var style

    init(
        fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, timerInterval: ClosedRange<Date>? = nil,
        countsDown: Bool = true, showsClock: Bool = false
    ) {
        fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.timerInterval = timerInterval
        self.countsDown = countsDown
        self.showsClock = showsClock
    }

    public var body: some View {
        if let timerInterval {
            _TimerProgress(interval: timerInterval, countsDown: countsDown) { fraction, clock in
                style.makeBody(configuration(fraction: fraction, clock: showsClock ? clock : nil))
            }
        } else {
            style.makeBody(configuration(fraction: fractionCompleted, clock: nil))
        }
    }

    private func configuration(fraction: Double?, clock: Text?) -> ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { _StyleContent($0) },
            currentValueLabel: clock.map { _StyleContent($0) } ?? currentValueLabel.map { _StyleContent($0) })
    }

    /// The fraction of `value` in `0...total`, or nil (indeterminate) when there is none.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value, !value.isNaN, total > 0, total.isFinite else { return nil }
        return Swift.min(Swift.max(Double(value / total), 0), 1)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom
    /// label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for visualizing the given progress instance (its fraction
    /// completed; indeterminate while the progress is).
    public init(_ progress: Progress) where Label == EmptyView {
        let fraction = progress.isIndeterminate ? nil : Self.fraction(progress.fractionCompleted, total: 1)
        self.init(fraction: fraction, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress, with a custom label and a
    /// view that describes the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view for showing continuous progress as time passes, with
    /// descriptive and current progress labels.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: currentValueLabel(), timerInterval: timerInterval,
            countsDown: countsDown)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a localized string key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a localized string key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label
    /// from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// Creates a progress view for showing continuous progress as time passes, with a
    /// descriptive label (the current value: the time remaining, or elapsed, as m:ss).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            fraction: nil, label: label(), currentValueLabel: Text(verbatim: ""), timerInterval: timerInterval,
            countsDown: countsDown, showsClock: true)
    }

    /// Creates a progress view for showing continuous progress as time passes.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView {
        self.init(
            fraction: nil, label: nil, currentValueLabel: Text(verbatim: ""), timerInterval: timerInterval,
            countsDown: countsDown, showsClock: true)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration, for use in a custom style that
    /// changes only part of another style's look.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fraction: configuration.fractionCompleted, label: configuration.label,
            currentValueLabel: configuration.currentValueLabel)
    }
}

/// The content of a timer progress view: its fraction at the current time, brought up to
/// date every second while it is shown (a `TimelineView`'s work, done with a task).
struct _TimerProgress<Content: View>: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let content: (Double?, Text) -> Content
    @State private var now = Date()

    init(interval: ClosedRange<Date>, countsDown: Bool, @ViewBuilder content: @escaping (Double?, Text) -> Content) {
        self.interval = interval
        self.countsDown = countsDown
        self.content = content
    }

    var body: some View {
        content(Self.fraction(interval, countsDown, at: now), Self.clockText(interval, countsDown, at: now))
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    now = Date()
                }
            }
    }

    /// The part of the interval that has passed at `date` (or is left, counting down).
    static func fraction(_ interval: ClosedRange<Date>, _ countsDown: Bool, at date: Date) -> Double {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard span > 0 else { return countsDown ? 0 : 1 }
        let passed = Swift.min(Swift.max(date.timeIntervalSince(interval.lowerBound) / span, 0), 1)
        return countsDown ? 1 - passed : passed
    }

    /// The time left (counting down) or passed at `now`, as m:ss.
    static func clockText(_ interval: ClosedRange<Date>, _ countsDown: Bool, at now: Date) -> Text {
        let seconds = countsDown
            ? interval.upperBound.timeIntervalSince(Swift.max(now, interval.lowerBound))
            : Swift.min(now, interval.upperBound).timeIntervalSince(interval.lowerBound)
        let whole = Int(Swift.max(seconds, 0).rounded(.down))
        return Text(verbatim: String(format: "%d:%02d", whole / 60, whole % 60))
    }
}
