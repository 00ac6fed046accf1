import Foundation

/// A type that defines various triggers that result in the firing of a submission action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Defines triggers originating from search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct OnSubmitKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// The action text fields in this environment run when Return is pressed.
    var onSubmitAction: (@MainActor () -> Void)? {
        get { self[OnSubmitKey.self] }
        set { self[OnSubmitKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when the user submits a value to this view (presses Return
    /// in a text field inside it). Inner actions run before outer ones.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.onSubmitAction) { outer in
            guard triggers.contains(.text) else { return }
            let previous = outer
            outer = {
                action()
                previous?()
            }
        }
        .transformEnvironment(\.onSearchSubmitAction) { outer in
            guard triggers.contains(.search) else { return }
            let previous = outer
            outer = {
                action()
                previous?()
            }
        }
    }
}
