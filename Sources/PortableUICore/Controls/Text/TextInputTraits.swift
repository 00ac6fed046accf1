import Foundation

// The iOS software keyboard's settings. A desktop has a hardware keyboard: these modifiers
// are accepted, so that iOS code compiles unchanged, and have no effect (docs/differences.md).

/// The type of keyboard to display for a text-based view (UIKit's `UIKeyboardType`; no
/// effect here).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The semantic meaning of a text input area (UIKit's `UITextContentType`; no effect here).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// The kind of autocapitalization behavior applied during text input (no effect here).
public struct TextInputAutocapitalization: Sendable {
    let rawValue: Int

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(rawValue: 0) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every
    /// word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(rawValue: 1) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every
    /// sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(rawValue: 2) }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(rawValue: 3) }
}

/// A semantic label describing the label of submission within a view hierarchy (the
/// software keyboard's Return key; no effect here).
public struct SubmitLabel: Sendable {
    let rawValue: Int

    public static var done: SubmitLabel { SubmitLabel(rawValue: 0) }
    public static var go: SubmitLabel { SubmitLabel(rawValue: 1) }
    public static var send: SubmitLabel { SubmitLabel(rawValue: 2) }
    public static var join: SubmitLabel { SubmitLabel(rawValue: 3) }
    public static var route: SubmitLabel { SubmitLabel(rawValue: 4) }
    public static var search: SubmitLabel { SubmitLabel(rawValue: 5) }
    public static var `return`: SubmitLabel { SubmitLabel(rawValue: 6) }
    public static var next: SubmitLabel { SubmitLabel(rawValue: 7) }
    public static var `continue`: SubmitLabel { SubmitLabel(rawValue: 8) }
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// A Boolean value that determines whether the view hierarchy has auto-correction
    /// enabled (no effect here).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets the keyboard type for this view (no effect on a desktop).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets the text content type for this view, which the system uses to offer suggestions
    /// while the user enters text (no effect on a desktop).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets how often the shift key in the keyboard is automatically enabled (no effect on a
    /// desktop).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Sets whether to disable autocorrection for this view (recorded in the environment;
    /// no autocorrection happens on a desktop).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        environment(\.autocorrectionDisabled, disable)
    }

    /// Sets the submit label for this view (no effect on a desktop).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
