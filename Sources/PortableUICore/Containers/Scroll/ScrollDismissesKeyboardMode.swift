import Foundation

/// The ways that scrollable content can interact with the software keyboard.
///
/// PortableUI's windows have a hardware keyboard only: "dismissing the keyboard" ends the
/// editing of the focused text field (it loses the focus). `.immediately` does so when a drag
/// or a wheel starts scrolling; `.interactively` would let the keyboard follow the finger,
/// which has no meaning without a software keyboard, so it, `.automatic` and `.never` leave
/// the focus alone (see docs/differences.md).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let kind: Kind

    enum Kind: Hashable, Sendable {
        case automatic, immediately, interactively, never
    }

    /// Determine the mode automatically based on the surrounding context.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .automatic) }

    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .immediately) }

    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .interactively) }

    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .never) }
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// The way that scrollable content interacts with the software keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

extension View {
    /// Configures the behavior in which scrollable content interacts with the software
    /// keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
