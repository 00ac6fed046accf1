import Foundation

extension DeviceProfile {
    /// The kind of device a profile describes. It chooses how presentations look and behave:
    /// on a phone, sheets rise from the bottom and alerts are centred cards; on a desktop,
    /// sheets hang from the window's top edge and menus are compact lists.
    public enum Idiom: Hashable, Sendable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
        /// A desktop window (macOS, a Linux desktop).
        case desktop
    }
}

private struct PresentationIdiomKey: EnvironmentKey {
    static let defaultValue = DeviceProfile.Idiom.phone
}

extension EnvironmentValues {
    /// The idiom of the host's device, which presentations follow. Hosts set it from their
    /// device profile; a window on a desktop sets `.desktop`.
    @_spi(Hosting) public var presentationIdiom: DeviceProfile.Idiom {
        get { self[PresentationIdiomKey.self] }
        set { self[PresentationIdiomKey.self] = newValue }
    }
}
