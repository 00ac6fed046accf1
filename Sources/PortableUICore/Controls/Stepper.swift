import Foundation

/// A control that performs increment and decrement actions.
///
/// The label leads; the two buttons trail: on a phone or pad side by side (− then +) in a
/// 94×32-point control, as UIStepper; on a desktop stacked (increment above decrement) in
/// NSStepper's size for the control size (``_StepperMetrics``). The stepper takes the width
/// offered (`labelsHidden()`: the control alone). A bounded stepper disables the button that
/// would leave its range; the value is clamped to the range when stepped. Tab focuses the
/// stepper; while focused, ↑ and ↓ step it.
public struct Stepper<Label: View>: View {
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void
    let label: Label
    /// The value as a `format:` initializer's format style writes it: the stepper's
    /// accessibility value.
    var formattedValue: String?
    @Environment(\.controlSize) private var controlSize
    @Environment(\.presentationIdiom) private var idiom

    /// Creates a stepper instance that performs the closures you provide when the user
    /// increments or decrements the stepper.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value you provide.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a
    /// step value and within a range of values you provide.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = value.wrappedValue
        var increment: (@MainActor () -> Void)?
        var decrement: (@MainActor () -> Void)?
        if current < bounds.upperBound {
            increment = { value.wrappedValue = Swift.min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        }
        if current > bounds.lowerBound {
            decrement = { value.wrappedValue = Swift.max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        }
        self.init(label: label, onIncrement: increment, onDecrement: decrement, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        _LabeledRow(label: label) {
            if idiom == .desktop { stackedControl } else { sideBySideControl }
        }
        .focusable()
        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
            // The arrow keys step a focused stepper, as on macOS (↑ increments).
            guard let action = press.key == .upArrow ? onIncrement : onDecrement else { return .ignored }
            onEditingChanged(true)
            action()
            onEditingChanged(false)
            return .handled
        }
        .accessibilityControl(.stepper, value: formattedValue, adjustment: adjust)
    }

    /// Steps as assistive technologies ask, as a press of the matching button does.
    private func adjust(_ direction: AccessibilityAdjustmentDirection) {
        guard let action = direction == .increment ? onIncrement : onDecrement else { return }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
    }

    /// UIStepper's control: − and + side by side, a hairline between them.
    private var sideBySideControl: some View {
        let size = _StepperMetrics.size(for: controlSize, idiom: idiom)
        return HStack(spacing: 0) {
            stepButton(onDecrement, identifier: "decrement") { Rectangle().frame(width: 14, height: 2) }
            Rectangle().fill(Color.gray.opacity(0.3)).frame(width: 1, height: 18)
            stepButton(onIncrement, identifier: "increment") {
                ZStack {
                    Rectangle().frame(width: 14, height: 2)
                    Rectangle().frame(width: 2, height: 14)
                }
            }
        }
        .frame(width: size.width, height: size.height)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill))
    }

    /// NSStepper's control: an up arrow above a down arrow in a rounded bezel.
    private var stackedControl: some View {
        let size = _StepperMetrics.size(for: controlSize, idiom: idiom)
        let arrow = CGSize(width: size.width * 0.4, height: size.width * 0.25)
        return VStack(spacing: 0) {
            stepButton(onIncrement, identifier: "increment") {
                _StepperArrow(pointsUp: true).frame(width: arrow.width, height: arrow.height)
            }
            Rectangle().fill(Color.gray.opacity(0.3)).frame(height: 1)
            stepButton(onDecrement, identifier: "decrement") {
                _StepperArrow(pointsUp: false).frame(width: arrow.width, height: arrow.height)
            }
        }
        .frame(width: size.width, height: size.height)
        .background(RoundedRectangle(cornerRadius: size.width / 4).fill(Color.tertiarySystemFill))
    }

    private func stepButton<Glyph: View>(
        _ action: (@MainActor () -> Void)?, identifier: String, @ViewBuilder glyph: () -> Glyph
    ) -> some View {
        let onEditingChanged = onEditingChanged
        return Button(action: {
            onEditingChanged(true)
            action?()
            onEditingChanged(false)
        }) {
            glyph()
                .foregroundStyle(action == nil ? Color.systemGray3 : Color.primary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
        .disabled(action == nil)
        .accessibilityIdentifier(identifier)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a title key that performs the closures you provide when the
    /// user increments or decrements the stepper.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper using a title string that performs the closures you provide when
    /// the user increments or decrements the stepper.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding
    /// to a value and step amount you provide.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title and configured to increment and decrement a binding to
    /// a value and step amount you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a
    /// step size and within a closed range that you provide.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title string that increments and decrements a binding to a
    /// value, by a step size and within a closed range that you provide.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// The size of a stepper's two-button control at a control size.
///
/// On a phone or pad UIStepper's 94×32 points, which UIKit sets and the control size does
/// not change [UNVERIFIED: that SwiftUI draws one size on iOS]. On a desktop NSStepper's
/// size for the matching `NSControl.ControlSize`: mini 13×15, small 15×22, regular and
/// large 19×27; extra large is taken to draw the large one [UNVERIFIED].
enum _StepperMetrics {
    static func size(for controlSize: ControlSize, idiom: DeviceProfile.Idiom) -> CGSize {
        guard idiom == .desktop else { return CGSize(width: 94, height: 32) }
        switch controlSize {
        case .mini: return CGSize(width: 13, height: 15)
        case .small: return CGSize(width: 15, height: 22)
        case .regular, .large, .extraLarge: return CGSize(width: 19, height: 27)
        }
    }
}

/// A desktop stepper's arrow: a triangle filling its frame, its apex up or down.
struct _StepperArrow: Shape {
    let pointsUp: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let apex = pointsUp ? rect.minY : rect.maxY, base = pointsUp ? rect.maxY : rect.minY
        path.move(to: CGPoint(x: rect.midX, y: apex))
        path.addLine(to: CGPoint(x: rect.maxX, y: base))
        path.addLine(to: CGPoint(x: rect.minX, y: base))
        path.closeSubpath()
        return path
    }
}
