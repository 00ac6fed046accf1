import Foundation
import PortableUI

/// How a view is laid out for a snapshot.
public enum SnapshotLayout: Sendable {
    /// On the screen of a device: its size, safe area and display scale.
    case device(DeviceProfile)
    /// In a window of this size (points), without safe-area insets.
    case fixed(width: CGFloat, height: CGFloat)
    /// At the size the view wants when offered nothing in particular (its ideal size).
    case sizeThatFits
}

extension SnapshotLayout {
    /// A tester hosting `view` laid out this way; `scale` overrides the display scale (a
    /// device's own, otherwise 1).
    @MainActor
    func tester<V: View>(for view: V, appearance: ColorScheme, scale: CGFloat?) -> ViewTester<V> {
        switch self {
        case .device(let device):
            var device = device
            if let scale { device.displayScale = scale }
            return ViewTester(view, device: device, colorScheme: appearance)
        case .fixed(let width, let height):
            return ViewTester(view, size: CGSize(width: width, height: height), displayScale: scale ?? 1, colorScheme: appearance)
        case .sizeThatFits:
            let tester = ViewTester(view, size: CGSize(width: 1, height: 1), displayScale: scale ?? 1, colorScheme: appearance)
            let ideal = tester.host.sizeThatFits(.unspecified)
            tester.host.size = CGSize(width: Self.sanitized(ideal.width), height: Self.sanitized(ideal.height))
            return tester
        }
    }

    /// A length a window can have: finite and at least one point.
    private static func sanitized(_ length: CGFloat) -> CGFloat {
        length.isFinite ? max(length, 1) : 1
    }
}
