import Foundation
@testable import PortableUICore

/// Forty 50-point buttons ("button0"…) in a scroll view, logging "tap N" to the probe, and,
/// when `logsOffsets`, "offset Y" for every change of the content offset. In a 200×400
/// window the content is 2,000 points and the maximum offset 1,600.
struct ButtonCatalog: View {
    let probe: Probe
    var logsOffsets = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    Button { probe.log.append("tap \(index)") } label: {
                        Color.blue.frame(height: 50)
                    }
                    .accessibilityIdentifier("button\(index)")
                }
            }
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in
            if logsOffsets { probe.log.append("offset \(new)") }
        }
    }
}
