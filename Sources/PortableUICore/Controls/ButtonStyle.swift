import Foundation

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// The button is pressed (`configuration.isPressed`) while a press that began on it stays
/// on it, and triggers when that press is released on it. A scroll view that takes over the
/// drag cancels the press.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, given to a button style.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button.
    public let isPressed: Bool
}

/// Makes a button style a primitive one: it tracks the press and triggers the button.
struct _ButtonStyleAdapter<Style: ButtonStyle>: PrimitiveButtonStyle {
    let style: Style

    func makeBody(configuration: Configuration) -> some View {
        _ButtonStyleButton(style: style, configuration: configuration)
    }
}

/// The body of a button with a ``ButtonStyle``: the style's look for the current press
/// state, with the press gesture attached.
struct _ButtonStyleButton<Style: ButtonStyle>: View {
    private let styleProperty: StyleProperty<Style>
    let configuration: PrimitiveButtonStyleConfiguration
    @GestureState private var isPressed = false

    init(style: Style, configuration: PrimitiveButtonStyleConfiguration) {
        styleProperty = StyleProperty(style: style)
        self.configuration = configuration
    }

    var body: some View {
        let style = styleProperty.style
        let trigger = configuration.action
        style.makeBody(
            configuration: ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: isPressed)
        )
        .gesture(
            ButtonPressGesture()
                .updating($isPressed) { inside, pressed, _ in pressed = inside }
                .onEnded { _ in trigger() })
    }
}

/// Holds a style (a button or toggle style) or a custom view modifier in a view so that its own dynamic
/// properties (`@Environment`, `@State`) are linked to the view's node, as SwiftUI does for
/// styles. Their slots are numbered apart from the view's own.
struct StyleProperty<Style>: DynamicProperty {
    var style: Style

    mutating func _link(to node: DynamicPropertyHost, slot: Int) {
        ViewTypeInfo.of(Style.self).link(&style, to: node, firstSlot: 1 << 20 | slot << 10)
    }

    func _isUnchanged(comparedTo other: StyleProperty<Style>) -> Bool {
        ViewTypeInfo.of(Style.self).isUnchanged(style, comparedTo: other.style)
    }
}
