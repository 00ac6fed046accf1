import Foundation
import Testing
@testable import PortableUICore

/// A node skips explicit-guide queries for keys its subtree cannot define: text defines only
/// its baselines. Text must therefore neither hide a sibling's explicit guide nor add one.
@MainActor
struct ExplicitGuideTrackingTests {
    /// A column of a label (text, or a box of the text's size) and a 10×10 box whose
    /// `guide` is explicit (0), beside a 10×40 box, aligned on `guide`.
    private func row(label: some View, guide: VerticalAlignment) -> some View {
        HStack(alignment: guide, spacing: 0) {
            VStack(spacing: 0) {
                label
                Color.red.frame(width: 10, height: 10).alignmentGuide(guide) { _ in 0 }
            }
            .accessibilityIdentifier("column")
            Color.blue.frame(width: 10, height: 40).accessibilityIdentifier("side")
        }
    }

    @Test(arguments: [VerticalAlignment.center, .bottom, .middle])
    func textBesideAnExplicitGuideAlignsLikeABoxOfItsSize(guide: VerticalAlignment) throws {
        let window = CGSize(width: 200, height: 200)
        let text = ViewHost(Text("Label").accessibilityIdentifier("text"), size: window)
        let textSize = try #require(text.frame(of: "text")).size
        let withText = ViewHost(row(label: Text("Label"), guide: guide), size: window)
        let withBox = ViewHost(
            row(label: Color.green.frame(width: textSize.width, height: textSize.height), guide: guide), size: window)
        for id in ["column", "side"] {
            #expect(withText.frame(of: id) == withBox.frame(of: id), "\(id)")
        }
    }
}
