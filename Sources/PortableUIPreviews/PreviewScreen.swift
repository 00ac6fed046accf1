import Foundation
@_spi(PreviewRendering) import PortableUICore

/// The screen a preview is laid out on: a device turned to an orientation.
enum PreviewScreen {
    /// The landscape inset at the bottom of devices with a home indicator (unverified: the
    /// value commonly given for iPhone X and later; see docs/differences.md).
    static let landscapeHomeIndicatorInset: CGFloat = 21

    /// The device named by `traits`, else the default of their platform; what was not found
    /// is said in `notes`.
    static func device(for traits: PreviewTraitValues, notes: inout [String]) -> DeviceProfile {
        guard let name = traits.device?.rawValue else { return defaultDevice(of: traits.platform, notes: &notes) }
        if let named = DeviceProfile.all.first(where: { $0.name == name }) { return named }
        let fallback = defaultDevice(of: traits.platform, notes: &notes)
        notes.append("Unknown preview device “\(name)”: rendered on \(fallback.name).")
        return fallback
    }

    /// The device a platform previews on: the Mac window for macOS, iPhone 15 Pro for iOS and
    /// for the platforms without a device profile here (said in `notes`).
    private static func defaultDevice(of platform: PreviewPlatform?, notes: inout [String]) -> DeviceProfile {
        guard let platform, platform != .iOS else { return .iPhone15Pro }
        if platform == .macOS { return .macWindow }
        notes.append("No \(platform) device profile: rendered on iPhone 15 Pro.")
        return .iPhone15Pro
    }

    /// `device` in `orientation`. In landscape the long side is horizontal; a device with a
    /// sensor housing keeps its top inset on both sides (iOS insets both sides alike) and a
    /// smaller home-indicator inset at the bottom; one without has no insets (the status bar
    /// is hidden in landscape on iPhone).
    static func rotated(_ device: DeviceProfile, to orientation: InterfaceOrientation) -> DeviceProfile {
        guard orientation.isLandscape else { return device }
        var rotated = device
        rotated.size = CGSize(width: device.size.height, height: device.size.width)
        let insets = device.safeAreaInsets
        rotated.safeAreaInsets =
            insets.bottom > 0
            ? EdgeInsets(top: 0, leading: insets.top, bottom: landscapeHomeIndicatorInset, trailing: insets.top)
            : EdgeInsets()
        return rotated
    }

    /// A short description of the layout, for the index: `iPhone 15 Pro, landscapeLeft`.
    static func describe(_ traits: PreviewTraitValues, on device: DeviceProfile) -> String {
        switch traits.layout {
        case .device where device.idiom == .desktop: device.name
        case .device: "\(device.name), \(traits.orientation.id)"
        case .sizeThatFits: "size that fits (offered \(device.name), \(traits.orientation.id))"
        case .fixed(let width, let height): "fixed \(format(width))×\(format(height)) pt"
        case .fixed3D(let width, let height, let depth):
            "fixed \(format(width))×\(format(height)) pt (depth \(format(depth)) pt not drawn)"
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : "\(value)"
    }
}
