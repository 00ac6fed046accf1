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

    /// A stack whose column gains an explicit `.top` guide deep inside after an update, or
    /// loses it, places its views as a stack built that way from the start: which guides a
    /// subtree may define is kept current as its views change, not only when it is built.
    private struct Column: View {
        let explicit: Bool

        var body: some View {
            HStack(alignment: .top, spacing: 0) {
                VStack(spacing: 0) {
                    Color.green.frame(width: 10, height: 5)
                    VStack(spacing: 0) {
                        if explicit {
                            Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in 30 }
                        } else {
                            Color.red.frame(width: 10, height: 10)
                        }
                    }
                    .padding(1)
                }
                .accessibilityIdentifier("column")
                Color.blue.frame(width: 10, height: 40).accessibilityIdentifier("side")
            }
        }
    }

    /// The column's and the side box's frames in a 200×200 window, for each column (the rules
    /// of layout-rules.md §3 and §11). With the guide, the column's top guide lies 36 points
    /// down it (5 for the green box, 1 of padding, 30 in the red box), so the side box's top
    /// lines up there.
    @Test(arguments: [
        (false, CGRect(x: 89, y: 80, width: 12, height: 17), CGRect(x: 101, y: 80, width: 10, height: 40)),
        (true, CGRect(x: 89, y: 62, width: 12, height: 17), CGRect(x: 101, y: 98, width: 10, height: 40)),
    ])
    func aGuideGainedOrLostAfterAnUpdateMovesTheStack(explicit: Bool, column: CGRect, side: CGRect) throws {
        let window = CGSize(width: 200, height: 200)
        let built = ViewHost(Column(explicit: explicit), size: window)
        let updated = ViewHost(Column(explicit: !explicit), size: window)
        updated.update(Column(explicit: explicit))
        updated.layoutIfNeeded()
        for host in [built, updated] {
            #expect(host.frame(of: "column") == column)
            #expect(host.frame(of: "side") == side)
        }
    }
}
