import Foundation
import PortableUI

/// A hosted screen that can be snapshotted in its current state: a ``ViewTester`` after the
/// taps, scrolls and typing a test made.
@MainActor
public protocol SnapshotHost {
    /// The window as a PNG image now.
    func pngData() -> Data?
    /// The layout tree now.
    var layoutDescription: String { get }
    /// The accessibility tree now, with frames.
    var accessibilityDescription: String { get }
}

extension ViewTester: SnapshotHost {
    /// The window as a PNG image now, over the system background of its color scheme (white,
    /// or black in dark mode).
    public func pngData() -> Data? {
        host.pngData(background: colorScheme == .dark ? .black : .white)
    }
}
