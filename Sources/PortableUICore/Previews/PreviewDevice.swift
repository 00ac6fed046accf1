/// A simulator device that runs a preview, named as Xcode names it (`"iPhone 15 Pro"`).
///
/// `portableui-previews` renders on the ``DeviceProfile`` of the same name, and on iPhone 15
/// Pro for a name it does not know (with a note in the index).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral: String) {
        self.rawValue = stringLiteral
    }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
    /// Specifies iOS as the preview platform.
    case iOS
    /// Specifies macOS as the preview platform.
    case macOS
    /// Specifies tvOS as the preview platform.
    case tvOS
    /// Specifies watchOS as the preview platform.
    case watchOS
    /// Specifies visionOS as the preview platform.
    case visionOS
}
