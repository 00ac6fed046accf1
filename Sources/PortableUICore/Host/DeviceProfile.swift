import Foundation

/// The screen of a device to host views in: its size in points, safe-area insets in portrait
/// and display scale.
public struct DeviceProfile: Hashable, Sendable {
    public var name: String
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    public var displayScale: CGFloat
    /// The kind of device: phone, pad or desktop (how presentations look).
    public var idiom: Idiom

    public init(name: String, size: CGSize, safeAreaInsets: EdgeInsets, displayScale: CGFloat, idiom: Idiom = .phone) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.idiom = idiom
    }

    private static func phone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat, idiom: Idiom = .phone
    ) -> DeviceProfile {
        DeviceProfile(
            name: name, size: CGSize(width: width, height: height),
            safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0), displayScale: scale, idiom: idiom)
    }

    /// iPhone SE (3rd generation): 375×667 points, status bar 20, @2x.
    public static let iPhoneSE3 = phone("iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, scale: 2)
    /// iPhone 14 (and 12, 13): 390×844 points, insets 47/34, @3x.
    public static let iPhone14 = phone("iPhone 14", 390, 844, top: 47, bottom: 34, scale: 3)
    /// iPhone 15 Pro (and 14 Pro, 15): 393×852 points, insets 59/34, @3x.
    public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59, bottom: 34, scale: 3)
    /// iPhone 15 Pro Max (and 14 Pro Max, 15 Plus): 430×932 points, insets 59/34, @3x.
    public static let iPhone15ProMax = phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, scale: 3)
    /// iPad (10th generation): 820×1180 points, status bar 24, home indicator 20, @2x.
    public static let iPad10 = phone("iPad (10th generation)", 820, 1180, top: 24, bottom: 20, scale: 2, idiom: .pad)
    /// A desktop window's content area: 1024×768 points, no insets, @2x.
    public static let macWindow = DeviceProfile(
        name: "Mac window", size: CGSize(width: 1024, height: 768), safeAreaInsets: EdgeInsets(), displayScale: 2, idiom: .desktop)

    /// The environment a host of this device starts from: its idiom.
    @_spi(Hosting) public var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.presentationIdiom = idiom
        return environment
    }

    /// Every built-in profile.
    public static let all: [DeviceProfile] = [.iPhoneSE3, .iPhone14, .iPhone15Pro, .iPhone15ProMax, .iPad10, .macWindow]
}
