import Foundation
import PortableUITesting
import SwiftUI
import Testing

@testable import GalleryKit

/// Goldens of the gallery's settings screen, light and dark, on an iPhone 15 Pro at one
/// pixel per point (small files): every control of the form's first screenful — labeled
/// content, progress, the compact date pickers, bordered buttons of three shapes, color
/// wells, gauges, text fields. References in `__Snapshots__/SettingsSnapshotTests/`.
@MainActor
struct SettingsSnapshotTests {
    @Test func settingsScreenInLightAndDark() {
        assertSnapshot(
            of: SettingsScreen().environment(GallerySettings()), as: .image(layout: .device(.iPhone15Pro), scale: 1),
            named: "light")
        assertSnapshot(
            of: SettingsScreen().environment(GallerySettings(appearance: .dark)),
            as: .image(layout: .device(.iPhone15Pro), appearance: .dark, scale: 1), named: "dark")
    }
}
