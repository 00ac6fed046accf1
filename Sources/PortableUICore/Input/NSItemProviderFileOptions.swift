/// Options for how an item provider's file representation is opened (Foundation's, which
/// Foundation on Linux lacks).
public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int

    /// Creates options from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The file may be opened in place rather than copied.
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}
