import Foundation

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy. The style decides when the button triggers, by calling
/// `configuration.trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, given to a primitive button style.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView

        @MainActor init<V: View>(_ content: V) {
            self.content = content as? AnyView ?? AnyView(content)
        }

        public static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
            reconcileChild(view.content, node, inputs)
        }
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    init(role: ButtonRole?, label: Label, trigger: @escaping @MainActor () -> Void) {
        self.role = role
        self.label = label
        action = trigger
    }

    /// Performs the button's action.
    @MainActor public func trigger() {
        action()
    }
}

/// A primitive button style with its type erased, as kept in the environment.
struct AnyPrimitiveButtonStyle {
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

    init<S: PrimitiveButtonStyle>(_ style: S) {
        nonisolated(unsafe) let style = style
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyPrimitiveButtonStyle { AnyPrimitiveButtonStyle(DefaultButtonStyle()) }
}

extension EnvironmentValues {
    /// The style of the buttons in this environment.
    var primitiveButtonStyle: AnyPrimitiveButtonStyle {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom
    /// interaction.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(style))
    }

    /// Sets the style for buttons within this view to a button style with a custom
    /// appearance and standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.primitiveButtonStyle, AnyPrimitiveButtonStyle(_ButtonStyleAdapter(style: style)))
    }
}
