import Foundation
import SwiftUI

/// A sample screen: until the gallery of the four articles exists, `make demo` lays this
/// screen out headless on every device profile and prints its layout.
struct SampleScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                Circle().fill(Color.blue).frame(width: 48, height: 48).accessibilityIdentifier("avatar")
                VStack(alignment: .leading, spacing: 6) {
                    RoundedRectangle(cornerRadius: 4).frame(width: 160, height: 16).accessibilityIdentifier("title")
                    RoundedRectangle(cornerRadius: 4).frame(width: 100, height: 12)
                }
                Spacer()
                Capsule().fill(Color.green).frame(width: 44, height: 24).accessibilityIdentifier("badge")
            }
            Divider()
            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                ForEach(0..<3) { row in
                    GridRow {
                        ForEach(0..<3) { column in
                            Color.orange.frame(height: 60).accessibilityIdentifier("tile-\(row)-\(column)")
                        }
                    }
                }
            }
            Spacer()
        }
        .padding()
    }
}

MainActor.assumeIsolated {
    for device in DeviceProfile.all {
        let host = ViewHost(SampleScreen(), device: device)
        print("== \(device.name): \(Int(device.size.width))×\(Int(device.size.height)) @\(Int(device.displayScale))x")
        print(host.layoutDescription())
        print()
    }
}
