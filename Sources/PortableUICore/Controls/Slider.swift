import Foundation

/// A control for selecting a value from a bounded linear range of values.
///
/// The slider takes the width offered (100 points when offered none) and is 30 points tall,
/// with a 4-point track and a 27-point thumb, as UISlider. A press anywhere on it moves the
/// thumb there and dragging moves it along (mirrored right to left); values snap to `step`
/// when one is given. `onEditingChanged` is told `true` when a press begins and `false` when
/// it ends. The label is not shown, as on iOS; the minimum and maximum value labels lead and
/// trail the track, 8 points from it [UNVERIFIED]. While it has focus, the left and right
/// arrow keys move the value by its step (a tenth of the range without one).
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: @MainActor (Bool) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.controlSize) private var controlSize
    @Environment(\.presentationIdiom) private var idiom

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V?, label: Label, minimumValueLabel: ValueLabel? = nil,
        maximumValueLabel: ValueLabel? = nil, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        self.bounds = lower.isFinite && upper.isFinite ? lower...upper : 0...1
        self.step = step.map(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        self.onEditingChanged = onEditingChanged
    }

    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            track
            if let maximumValueLabel { maximumValueLabel }
        }
        .focusable()
        .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
            let value = value, bounds = bounds
            let delta = (step ?? (bounds.upperBound - bounds.lowerBound) / 10) * (press.key == .rightArrow ? 1 : -1)
            value.wrappedValue = Swift.min(Swift.max(value.wrappedValue + delta, bounds.lowerBound), bounds.upperBound)
            return .handled
        }
    }

    private var track: some View {
        let value = value, bounds = bounds, step = step
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? (value.wrappedValue - bounds.lowerBound) / span : 0
        return _SliderLayout(
            fraction: Swift.min(Swift.max(fraction, 0), 1),
            scale: _SliderLayout.height(for: controlSize, idiom: idiom) / _SliderLayout.height) {
            Capsule().fill(Color.systemFill)
            Capsule().fill(.tint)
            Circle().fill(Color.white).shadow(color: Color.black.opacity(0.2), radius: 3, y: 2)
        }
        .gesture(
            _PressingGesture(
                content: _SliderDragGesture().onChanged { fraction in
                    var newValue = bounds.lowerBound + Double(fraction) * span
                    if let step { newValue = bounds.lowerBound + (Double(fraction) * span / step).rounded() * step }
                    // A drag makes a sequence of values: its changes are continuous (Apple's
                    // documentation of `Transaction.isContinuous` names dragging a slider).
                    withTransaction(\.isContinuous, true) {
                        value.wrappedValue = Swift.min(Swift.max(newValue, bounds.lowerBound), bounds.upperBound)
                    }
                },
                onPressingChanged: onEditingChanged)
        )
        .accessibilityControl(
            .slider, label: label as? Text, value: "\(Int((Swift.min(Swift.max(fraction, 0), 1) * 100).rounded()))%",
            adjustment: { direction in
                // Assistive technologies move a slider by its step, or by a tenth of its range.
                let delta = (step ?? span / 10) * (direction == .increment ? 1 : -1)
                value.wrappedValue = Swift.min(Swift.max(value.wrappedValue + delta, bounds.lowerBound), bounds.upperBound)
            })
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided
    /// label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: V(step), label: label(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// Creates a slider to select a value from a given range, which displays the provided
    /// labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment,
    /// which displays the provided labels.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: V(step), label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The layout of a slider: a track across the full width (the system fill), its filled part
/// (the tint) from the leading end to the thumb's centre, and the thumb at `fraction` of the
/// way from the leading end (its centre stays a thumb radius inside each end). Height, track
/// and thumb are scaled by `scale`: the height for the control size
/// (``height(for:idiom:)``) over the regular 30 points.
struct _SliderLayout: Layout, Equatable {
    static let height: CGFloat = 30
    static let idealWidth: CGFloat = 100
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 27

    let fraction: Double
    let scale: CGFloat

    /// The slider's height at a control size. On a phone or pad UISlider's 30 points, which
    /// the control size does not change [UNVERIFIED: iOS draws one size]. On a desktop
    /// NSSlider's horizontal height without tick marks [UNVERIFIED]: 12, 15 and 21 points for
    /// mini, small and regular; large and extra large draw the regular slider.
    static func height(for controlSize: ControlSize, idiom: DeviceProfile.Idiom) -> CGFloat {
        guard idiom == .desktop else { return height }
        switch controlSize {
        case .mini: return 12
        case .small: return 15
        case .regular, .large, .extraLarge: return 21
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: Swift.max(proposal.width ?? Self.idealWidth, Self.thumbDiameter * scale), height: Self.height * scale)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let track = subviews[subviews.startIndex], fill = subviews[subviews.startIndex + 1]
        let thumb = subviews[subviews.startIndex + 2]
        let trackHeight = Self.trackHeight * scale, thumbDiameter = Self.thumbDiameter * scale
        let trackTop = bounds.midY - trackHeight / 2
        track.place(
            at: CGPoint(x: bounds.minX, y: trackTop), proposal: ProposedViewSize(width: bounds.width, height: trackHeight))
        let travel = Swift.max(bounds.width - thumbDiameter, 0)
        let thumbX = bounds.minX + travel * fraction
        fill.place(
            at: CGPoint(x: bounds.minX, y: trackTop),
            proposal: ProposedViewSize(width: thumbX - bounds.minX + thumbDiameter / 2, height: trackHeight))
        thumb.place(
            at: CGPoint(x: thumbX, y: bounds.midY - thumbDiameter / 2),
            proposal: ProposedViewSize(width: thumbDiameter, height: thumbDiameter))
    }
}

/// A press-and-drag on a slider; its value is the fraction of the track under the pointer.
struct _SliderDragGesture: Gesture {
    typealias Value = CGFloat
    typealias Body = Never

    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<CGFloat> {
        SliderDragRecognizer(context: context)
    }
}

final class SliderDragRecognizer: _GestureRecognizer<CGFloat> {
    private let context: _GestureContext
    private var isDown = false

    init(context: _GestureContext) {
        self.context = context
    }

    override func handle(_ event: PointerEvent) {
        guard !isFinished else { return }
        switch event.kind {
        case .down:
            isDown = true
            phase = .active
            setValue(fraction(at: event.location))
        case .move:
            if isDown { setValue(fraction(at: event.location)) }
        case .up:
            guard isDown else { return }
            setValue(fraction(at: event.location))
            phase = .ended
        }
    }

    private func fraction(at location: CGPoint) -> CGFloat {
        let frame = context.node.frame
        // The thumb keeps its proportion to the slider's height at every control size.
        let radius = frame.height * _SliderLayout.thumbDiameter / _SliderLayout.height / 2
        let travel = frame.width - 2 * radius
        guard travel > 0 else { return 0 }
        let fraction = Swift.min(Swift.max((location.x - frame.minX - radius) / travel, 0), 1)
        return context.node.layoutDirection == .rightToLeft ? 1 - fraction : fraction
    }
}
