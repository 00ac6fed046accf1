import Foundation

/// A control that toggles between on and off states.
///
/// Its look and interaction come from the toggle style of its environment (`toggleStyle(_:)`,
/// `.automatic` = `.switch` by default; see `ToggleStyles.swift`). A toggle is focusable:
/// Space flips it while it has focus.
///
/// A toggle over a collection of bindings (`sources:isOn:`) is on when all of them are on
/// and mixed when some are: its style draws the mixed state (a checkbox shows a dash), and
/// flipping it sets every binding, on from mixed, as a macOS mixed checkbox does.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// Whether the bindings of a toggle over several differ.
    var isMixed = false
    @Environment(\.toggleStyle) private var style

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Creates a toggle representing a collection of values with a custom label.
    public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { newValue in
                for binding in bindings { binding.wrappedValue = newValue }
            })
        self.label = label()
        isMixed = bindings.contains(where: \.wrappedValue) && bindings.contains(where: { !$0.wrappedValue })
    }

    /// Creates a toggle based on a toggle style configuration, for use in a custom style
    /// that changes only part of another style's look.
    public init(_ configuration: ToggleStyleConfiguration) where Label == ToggleStyleConfiguration.Label {
        isOn = configuration.$isOn
        label = configuration.label
        isMixed = configuration.isMixed
    }

    public var body: some View {
        let isOn = isOn
        var configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(label), isOn: isOn)
        configuration.isMixed = isMixed
        let value = isMixed ? "mixed" : isOn.wrappedValue ? "on" : "off"
        return style.makeBody(configuration)
            .accessibilityControl(.toggle, value: value, action: { isOn.wrappedValue.toggle() })
            .focusable()
            .onKeyPress(.space) {
                isOn.wrappedValue.toggle()
                return .handled
            }
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
    /// Whether the toggle is in a mixed state (a toggle over several bindings that are not
    /// all equal; never, for a toggle over one binding).
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style with its type erased, as kept in the environment.
struct AnyToggleStyle {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
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
