/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Hashable, Sendable {
    /// The stable identity of the orientation.
    public let id: String

    /// The device is in portrait mode, with the top of the device on top.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device is in portrait mode, but is upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device is in landscape mode, with the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device is in landscape mode, with the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the device's long side is horizontal.
    @_spi(PreviewRendering) public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
