import Foundation

/// The default toggle style: a checkbox on a desktop, as on macOS; a switch on a phone or
/// pad, as on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _DefaultToggle(configuration: configuration)
    }
}

/// The body of a default toggle: the platform's style for the host's idiom.
struct _DefaultToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        if idiom == .desktop {
            CheckboxToggleStyle().makeBody(configuration: configuration)
        } else {
            SwitchToggleStyle().makeBody(configuration: configuration)
        }
    }
}

/// A toggle style that displays a leading label and a trailing switch; tapping the switch
/// flips it. The toggle takes the width offered (in a columns form, the label ends at the
/// label column).
///
/// On a phone or pad the switch is 51×31 points at every control size, as UISwitch, whose
/// size is fixed; on a desktop it takes NSSwitch's size for the control size (see
/// ``switchSize(for:idiom:)``). Its thumb is a white circle inset 2 points, at the trailing
/// end when on; for a mixed toggle (one over several sources that differ) it stands in the
/// middle of the off track [unverified: UISwitch has no mixed state, and SwiftUI does not
/// document how a switch shows one]. The on track takes the tint (green without one, as
/// UISwitch), the off track the system fill; disabled, the switch is drawn at half opacity
/// and does not react.
public struct SwitchToggleStyle: ToggleStyle {
    /// The size of the switch at a control size: on a phone or pad UISwitch's 51×31, which
    /// no control size changes (UIKit enforces it); on a desktop NSSwitch's size for the
    /// matching `NSControl.ControlSize`: mini 26×15, small 32×18, regular 38×22; AppKit draws
    /// the large size as the regular one, and extra large is taken to do the same
    /// [UNVERIFIED].
    static func switchSize(for controlSize: ControlSize, idiom: DeviceProfile.Idiom) -> CGSize {
        guard idiom == .desktop else { return CGSize(width: 51, height: 31) }
        switch controlSize {
        case .mini: return CGSize(width: 26, height: 15)
        case .small: return CGSize(width: 32, height: 18)
        case .regular, .large, .extraLarge: return CGSize(width: 38, height: 22)
        }
    }

    /// Creates a switch toggle style.
    public init() {}

    /// Creates a switch style with a tint color (deprecated in SwiftUI; use `tint(_:)`).
    public init(tint: Color) {
        self.tintColor = tint
    }

    private var tintColor: Color?

    public func makeBody(configuration: Configuration) -> some View {
        _LabeledRow(label: configuration.label) {
            _Switch(isOn: configuration.$isOn, isMixed: configuration.isMixed, tintColor: tintColor)
        }
    }
}

/// The switch of a switch toggle.
struct _Switch: View {
    let isOn: Binding<Bool>
    var isMixed = false
    let tintColor: Color?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.presentationIdiom) private var idiom

    var body: some View {
        let isOn = isOn
        let on = isOn.wrappedValue && !isMixed
        let size = SwitchToggleStyle.switchSize(for: controlSize, idiom: idiom)
        let onFill = tintColor.map { AnyShapeStyle($0) } ?? tint ?? AnyShapeStyle(Color.green)
        return ZStack(alignment: isMixed ? .center : on ? .trailing : .leading) {
            Capsule().fill(on ? onFill : AnyShapeStyle(Color.systemFill))
            // A square of the switch's height: a circle fills the width offered it, so an
            // unframed thumb would stand in the middle whatever the state.
            Circle().fill(Color.white).padding(2).shadow(color: Color.black.opacity(0.15), radius: 2, y: 1)
                .frame(width: size.height)
        }
        .frame(width: size.width, height: size.height)
        .opacity(isEnabled ? 1 : 0.5)
        .contentShape(Capsule())
        .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

/// A toggle style that displays as a button: pressing it flips the toggle; the label is
/// drawn bordered prominent (the tint's fill) when on and bordered when off. Mixed (a toggle
/// over sources that differ) it is filled with the tint at half opacity, and pressing it
/// turns every source on, as a mixed checkbox does.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let look = _BorderedLook(isProminent: isOn.wrappedValue && !configuration.isMixed, isMixed: configuration.isMixed)
        return Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
            .buttonStyle(_ButtonStyleAdapter(style: look))
    }
}

/// A toggle style that displays a checkbox followed by its label, as on macOS.
///
/// The box is 14×14 points at the regular control size (``boxSide(for:)`` gives AppKit's
/// side for each size, on every idiom: the checkbox is macOS's control), rounded by 3, 6 points
/// before the label; on, it is filled with the tint and shows a white check mark (mixed, a
/// white dash, as macOS draws a mixed checkbox). Clicking the box or the label flips the
/// toggle. The toggle is as wide as its box and label.
public struct CheckboxToggleStyle: ToggleStyle {
    /// The gap between the box and the label.
    static let labelSpacing: CGFloat = 6

    /// The side of the box at a control size: AppKit's checkbox (an `NSButton` of the
    /// switch type) is 10, 12, 14 and 16 points for mini, small, regular and large; extra
    /// large is taken to draw the large box [UNVERIFIED].
    static func boxSide(for controlSize: ControlSize) -> CGFloat {
        switch controlSize {
        case .mini: 10
        case .small: 12
        case .regular: 14
        case .large, .extraLarge: 16
        }
    }

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        _Checkbox(configuration: configuration)
    }
}

/// A checkbox and its label.
struct _Checkbox: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let isOn = configuration.$isOn
        let on = isOn.wrappedValue || configuration.isMixed
        let side = CheckboxToggleStyle.boxSide(for: controlSize)
        return HStack(alignment: .firstTextBaseline, spacing: CheckboxToggleStyle.labelSpacing) {
            ZStack {
                RoundedRectangle(cornerRadius: 3)
                    .fill(on ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.secondarySystemGroupedBackground))
                RoundedRectangle(cornerRadius: 3).strokeBorder(Color.gray.opacity(on ? 0 : 0.6), lineWidth: 1)
                if configuration.isMixed {
                    Capsule().fill(Color.white).frame(width: side * 0.55, height: 2)
                } else if on {
                    _CheckMark().stroke(Color.white, lineWidth: 2).padding(3)
                }
            }
            .frame(width: side, height: side)
            .alignmentGuide(.firstTextBaseline) { $0.height * 0.85 }
            if labelsVisibility != .hidden { configuration.label }
        }
        .opacity(isEnabled ? 1 : 0.5)
        .contentShape(Rectangle())
        .onTapGesture { isOn.wrappedValue.toggle() }
    }
}

/// A check mark in its frame: down from the leading third, then up to the top trailing
/// corner.
struct _CheckMark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        return path
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
