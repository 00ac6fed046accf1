import Foundation
import Testing
@testable import PortableUICore

/// ControlGroup: the automatic style's equal segments, the labeled forms, the navigation and
/// menu styles, and custom styles.
@MainActor
struct ControlGroupTests {
    private struct Host<Style: ControlGroupStyle>: View {
        let log: EventLog
        let style: Style
        var body: some View {
            VStack(spacing: 0) {
                ControlGroup {
                    Button { log("bold") } label: { Color.red.frame(width: 20, height: 10) }
                        .accessibilityIdentifier("bold")
                    Button { log("italic") } label: { Color.red.frame(width: 40, height: 10) }
                        .accessibilityIdentifier("italic")
                } label: {
                    Color.blue.frame(width: 30, height: 12).accessibilityIdentifier("label")
                }
                .controlGroupStyle(style)
                .accessibilityIdentifier("group")
                Spacer(minLength: 0)
            }
        }
    }

    // Equal segments, at least 34 points tall [UNVERIFIED].
    @Test func theAutomaticStyleSetsTheControlsInEqualSegments() {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .automatic), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "group") == CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(host.frame(of: "bold") == CGRect(x: 40, y: 12, width: 20, height: 10))
        #expect(host.frame(of: "italic") == CGRect(x: 130, y: 12, width: 40, height: 10))
        #expect(host.frame(of: "label") == nil || host.frame(of: "label")?.size == .zero)
        host.tap(on: "italic")
        #expect(log.take() == ["italic"])
    }

    /// A separator between each two segments, as the segmented control's: 1 point wide and
    /// 16 tall [UNVERIFIED], centred on the edge between them; none after the last.
    @Test func separatorsStandBetweenTheSegments() {
        let view = VStack(spacing: 0) {
            ControlGroup {
                Button("A") {}
                Button("B") {}
                Button("C") {}
            }
            Spacer(minLength: 0)
        }
        let host = ViewHost(view, size: CGSize(width: 300, height: 100))
        // Three segments of 100 in a group 34 tall: separators centred on x 100 and 200 (their
        // edges rounded to the 1x pixel grid: from x 100), from y 9.
        #expect(host.frames(ofType: Rectangle.self) == [
            CGRect(x: 100, y: 9, width: 1, height: 16), CGRect(x: 200, y: 9, width: 1, height: 16),
        ])
        let small = ViewHost(view.controlSize(.small), size: CGSize(width: 300, height: 100))
        // Small: the group 34 × 0.82 = 27.88 tall, the separators 16 × 0.82 = 13.12 from
        // y 7.38 to 20.5 (unverified factors), rounded: from y 7, 14 tall.
        #expect(small.frames(ofType: Rectangle.self).count == 2)
        #expect(small.frames(ofType: Rectangle.self).first == CGRect(x: 100, y: 7, width: 1, height: 14))
    }

    @Test func aSingleControlHasNoSeparator() {
        let host = ViewHost(ControlGroup { Button("A") {} }, size: CGSize(width: 300, height: 100))
        #expect(host.frames(ofType: Rectangle.self).isEmpty)
    }

    @Test func withoutAWidthEachSegmentIsTheWidestControlPlusItsInsets() {
        let view = ControlGroup {
            Color.red.frame(width: 20, height: 10)
            Color.red.frame(width: 40, height: 50).accessibilityIdentifier("tall")
        }
        .fixedSize()
        .accessibilityIdentifier("group")
        let host = ViewHost(view, size: CGSize(width: 300, height: 100))
        #expect(host.frame(of: "group")?.size == CGSize(width: 128, height: 50))
        #expect(host.frame(of: "tall")?.minX == (host.frame(of: "group")?.minX ?? 0) + 76)
    }

    @Test func theNavigationStyleSetsThemSideBySide() {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .navigation), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "group") == CGRect(x: 66, y: 0, width: 68, height: 10))
        #expect(host.frame(of: "italic") == CGRect(x: 94, y: 0, width: 40, height: 10))
    }

    @Test func theMenuStyleShowsTheLabelAndOpensTheControlsAsAMenu() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .menu), size: CGSize(width: 200, height: 300))
        #expect(host.frame(of: "label")?.size == CGSize(width: 30, height: 12))
        #expect(host.frame(of: "presentation.menu") == nil)
        host.tap(on: "label")
        let panel = try #require(host.frame(of: "presentation.menu"))
        host.tap(at: CGPoint(panel.midX, panel.minY + 44 + 22))
        #expect(log.take() == ["italic"])
    }

    private struct Outlined: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.label
                ControlGroup(configuration).padding(5)
            }
        }
    }

    @Test func aCustomStyleCanShowTheLabelAndTheStandardGroup() {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: Outlined()), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "label") == CGRect(x: 85, y: 0, width: 30, height: 12))
        // 42.5 placed on the pixel grid.
        #expect(host.frame(of: "bold") == CGRect(x: 43, y: 29, width: 20, height: 10))
    }

    // The palette: the palette picker's cells (the larger control plus 6 points each side,
    // at least 32 points square, 4 apart [UNVERIFIED]) without a highlight.
    @Test func thePaletteStyleSetsTheControlsInSquareCells() {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .palette), size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "group") == CGRect(x: 46, y: 0, width: 108, height: 52))
        #expect(host.frame(of: "bold") == CGRect(x: 62, y: 21, width: 20, height: 10))
        #expect(host.frame(of: "italic") == CGRect(x: 108, y: 21, width: 40, height: 10))
        host.tap(on: "bold")
        #expect(log.take() == ["bold"])
    }

    @Test func theCompactMenuStyleIsAMenuOutsideMenus() throws {
        let log = EventLog()
        let host = ViewHost(Host(log: log, style: .compactMenu), size: CGSize(width: 200, height: 300))
        #expect(host.frame(of: "label")?.size == CGSize(width: 30, height: 12))
        #expect(host.frame(of: "bold") == nil)
        host.tap(on: "label")
        #expect(host.frame(of: "presentation.menu") != nil)
    }
}
