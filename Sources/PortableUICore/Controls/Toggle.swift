import Foundation

/// A control that toggles between on and off states.
///
/// Its look and interaction come from the toggle style of its environment (`toggleStyle(_:)`,
/// `.automatic` = `.switch` by default). The title-string initializers arrive with `Text`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let isOn = isOn
        return style.makeBody(ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(label), isOn: isOn))
            .accessibilityControl(.toggle, value: isOn.wrappedValue ? "on" : "off", action: { isOn.wrappedValue.toggle() })
    }
}

/// The appearance and behavior of a toggle.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style with its type erased, as kept in the environment.
struct AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        makeBody = { configuration in AnyView(_StyledToggle(style: style, configuration: configuration)) }
    }
}

/// The body of a styled toggle; links the style's dynamic properties.
struct _StyledToggle<Style: ToggleStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: ToggleStyleConfiguration

    init(style: Style, configuration: ToggleStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        styleProperty.style.makeBody(configuration: configuration)
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
    /// The style of the toggles in this environment.
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// The default toggle style: a switch, as on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle style that displays a leading label and a trailing switch (51×31 points, as
/// UISwitch); tapping the switch flips it. The toggle takes the width offered.
public struct SwitchToggleStyle: ToggleStyle {
    /// The size of the switch.
    static let switchSize = CGSize(width: 51, height: 31)

    @Environment(\.isEnabled) private var isEnabled

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        let on = isOn.wrappedValue
        return HStack {
            configuration.label
            Spacer()
            ZStack(alignment: on ? .trailing : .leading) {
                Capsule().fill(on ? Color.green.opacity(isEnabled ? 1 : 0.5) : Color.gray.opacity(0.3))
                Circle().fill(Color.white).padding(2)
            }
            .frame(width: Self.switchSize.width, height: Self.switchSize.height)
            .onTapGesture { isOn.wrappedValue.toggle() }
        }
    }
}

/// A toggle style that displays as a button: pressing it flips the toggle; the label is
/// drawn bordered when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let isOn = configuration.$isOn
        return Button(action: { isOn.wrappedValue.toggle() }) { configuration.label }
            .buttonStyle(_ButtonStyleAdapter(style: _BorderedLook(isProminent: isOn.wrappedValue)))
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
