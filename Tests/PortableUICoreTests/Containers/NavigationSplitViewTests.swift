import Foundation
import Testing
@testable import PortableUICore

/// NavigationSplitView: column widths (320 by default, `navigationSplitViewColumnWidth`),
/// visibility, a bar per column (iPad: 50, + 52 for a large title), the column as the
/// container of containerRelativeFrame (article 1: the column minus the safe area and the
/// navigation bar), presenting from a column into the next, and the compact (iPhone) form.
///
/// iPad (10th generation) portrait: 820×1180, safe area 24…1160. Landscape here: 1180×820
/// with the same insets, safe area 24…800.
@MainActor
struct NavigationSplitViewTests {
    private let landscape = DeviceProfile(
        name: "iPad landscape", size: CGSize(width: 1180, height: 820),
        safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), displayScale: 2)

    @Test func twoColumnsSideBySide() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.accessibilityIdentifier("sidebar")
            } detail: {
                Color.blue.accessibilityIdentifier("detail")
            }, device: .iPad10)
        #expect(host.frame(of: "sidebar") == CGRect(x: 0, y: 74, width: 320, height: 1086))
        #expect(host.frame(of: "detail") == CGRect(x: 320, y: 74, width: 500, height: 1086))
        #expect(
            Set(host.frames(ofType: _NavigationBar.self).map { $0 })
                == [CGRect(x: 0, y: 24, width: 320, height: 50), CGRect(x: 320, y: 24, width: 500, height: 50)])
    }

    @Test func eachColumnHasItsOwnBarAndTitle() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.accessibilityIdentifier("sidebar").navigationTitle("Mailboxes")
            } detail: {
                Color.blue.accessibilityIdentifier("detail")
            }, device: .iPad10)
        // 24 + 50 + 52 = 126 below a large title; the detail keeps its inline bar.
        #expect(host.frame(of: "sidebar") == CGRect(x: 0, y: 126, width: 320, height: 1034))
        #expect(host.frame(of: "detail") == CGRect(x: 320, y: 74, width: 500, height: 1086))
    }

    @Test func aColumnIsTheContainerMinusItsBar() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                VStack {
                    Rectangle().containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("sidebar")
                }
                .frame(width: 100, height: 100)
            } detail: {
                Rectangle().containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }
                    .accessibilityIdentifier("detail")
            }, device: .iPad10)
        #expect(host.frame(of: "sidebar")?.size == CGSize(width: 320, height: 1086))
        #expect(host.frame(of: "detail")?.size == CGSize(width: 250, height: 543))
    }

    @Test func columnWidthFromTheSidebarsContent() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.accessibilityIdentifier("sidebar").navigationSplitViewColumnWidth(min: 200, ideal: 250, max: 400)
            } detail: {
                Color.blue.accessibilityIdentifier("detail")
            }, device: .iPad10)
        #expect(host.frame(of: "sidebar")?.width == 250)
        #expect(host.frame(of: "detail") == CGRect(x: 250, y: 74, width: 570, height: 1086))
    }

    @Test func threeColumnsWithAllVisible() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.accessibilityIdentifier("sidebar")
            } content: {
                Color.green.accessibilityIdentifier("content")
            } detail: {
                Color.blue.accessibilityIdentifier("detail")
            }, device: landscape)
        #expect(host.frame(of: "sidebar") == CGRect(x: 0, y: 74, width: 320, height: 726))
        #expect(host.frame(of: "content") == CGRect(x: 320, y: 74, width: 320, height: 726))
        #expect(host.frame(of: "detail") == CGRect(x: 640, y: 74, width: 540, height: 726))
    }

    @Test func automaticVisibilityDependsOnTheOrientation() {
        func host(_ device: DeviceProfile) -> ViewHost<some View> {
            ViewHost(
                NavigationSplitView {
                    Color.red.accessibilityIdentifier("sidebar")
                } content: {
                    Color.green.accessibilityIdentifier("content")
                } detail: {
                    Color.blue.accessibilityIdentifier("detail")
                }, device: device)
        }
        let wide = host(landscape)
        #expect(wide.frame(of: "sidebar") == nil)
        #expect(wide.frame(of: "content") == CGRect(x: 0, y: 74, width: 320, height: 726))
        #expect(wide.frame(of: "detail") == CGRect(x: 320, y: 74, width: 860, height: 726))
        let tall = host(.iPad10)
        #expect(tall.frame(of: "sidebar") == nil)
        #expect(tall.frame(of: "content") == nil)
        #expect(tall.frame(of: "detail") == CGRect(x: 0, y: 74, width: 820, height: 1086))
    }

    @Test func prominentDetailKeepsTheDetailFullWidth() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.accessibilityIdentifier("sidebar")
            } detail: {
                Color.blue.accessibilityIdentifier("detail")
            }
            .navigationSplitViewStyle(.prominentDetail), device: .iPad10)
        #expect(host.frame(of: "sidebar") == CGRect(x: 0, y: 74, width: 320, height: 1086))
        #expect(host.frame(of: "detail") == CGRect(x: 0, y: 74, width: 820, height: 1086))
        // The sidebar is drawn over the detail.
        #expect(host.frames(ofType: _SplitViewColumn.self).map(\.minX) == [0, 0])
    }

    @Test func aLinkInTheSidebarPresentsInTheDetail() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                NavigationLink(value: 3) { Color.red.frame(width: 50, height: 50) }.accessibilityIdentifier("link")
                    .navigationDestination(for: Int.self) { Color.orange.accessibilityIdentifier("item\($0)") }
            } detail: {
                Color.blue.accessibilityIdentifier("placeholder")
            }, device: .iPad10)
        host.tap(on: "link")
        #expect(host.frame(of: "placeholder") == nil)
        #expect(host.frame(of: "item3") == CGRect(x: 320, y: 74, width: 500, height: 1086))
        #expect(host.frame(of: "link") != nil)
    }

    @Test func aNavigationStackInTheDetailUsesTheColumnsBar() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red
            } detail: {
                NavigationStack {
                    Color.blue.accessibilityIdentifier("detail")
                        .overlay(Color.clear.containerRelativeFrame(.vertical).accessibilityIdentifier("container"))
                }
            }, device: .iPad10)
        #expect(host.frame(of: "detail") == CGRect(x: 320, y: 74, width: 500, height: 1086))
        #expect(host.frames(ofType: _NavigationBar.self).count == 2)
        // A stack filling a column offers the column minus its bar.
        #expect(host.frame(of: "container")?.height == 1086)
    }

    @Test func compactWidthShowsOneColumnAtATime() {
        struct Detail: View {
            @Environment(\.dismiss) var dismiss
            let probe: Probe
            var body: some View {
                probe.actions["back"] = { dismiss() }
                return Color.blue.accessibilityIdentifier("detail")
            }
        }
        let probe = Probe()
        let host = ViewHost(
            NavigationSplitView {
                NavigationLink { Detail(probe: probe) } label: { Color.red.frame(width: 50, height: 50) }
                    .accessibilityIdentifier("link")
                    .navigationTitle("Folders")
            } detail: {
                Color.gray.accessibilityIdentifier("placeholder")
            }, device: .iPhone15Pro)
        // The sidebar first, under its large title.
        #expect(host.frame(of: "placeholder") == nil)
        #expect(approximatelyEqual(host.frame(of: "link"), CGRect(x: 171.5, y: 458.833, width: 50, height: 50), tolerance: 0.34))
        host.tap(on: "link")
        #expect(host.frame(of: "link") == nil)
        #expect(approximatelyEqual(host.frame(of: "detail"), CGRect(x: 0, y: 97.667, width: 393, height: 720.333)))
        probe.run("back")
        #expect(host.frame(of: "detail") == nil)
        #expect(host.frame(of: "link") != nil)
    }

    /// A sidebar `List(selection:)` in a collapsed split view: a tap selects the row and
    /// shows the detail column for that selection (SwiftUI's NavigationSplitView
    /// documentation: in compact widths the split view collapses into a stack and a
    /// selection in the sidebar list pushes the detail); on an iPad in landscape, where the
    /// columns are side by side, a tap only selects.
    @Test(arguments: [true, false])
    func aSelectionInTheCollapsedSidebarShowsTheDetail(onPhone: Bool) {
        struct Folders: View {
            @State var selected: Int?
            var body: some View {
                NavigationSplitView {
                    List(1..<4, id: \.self, selection: $selected) { Text("Folder \($0)").accessibilityIdentifier("row\($0)") }
                        .navigationTitle("Folders")
                } detail: {
                    DetailView(selected: selected)
                }
            }
        }
        struct DetailView: View {
            let selected: Int?
            var body: some View {
                Text(selected.map { "Folder \($0) detail" } ?? "None").accessibilityIdentifier("detail\(selected ?? 0)")
            }
        }
        let host = ViewHost(Folders(), device: onPhone ? .iPhone15Pro : landscape)
        #expect((host.frame(of: "detail0") == nil) == onPhone, "a phone shows the sidebar first")
        #expect(host.tap(on: "row2"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "detail2") != nil)
        #expect((host.frame(of: "row2") == nil) == onPhone, "the detail covers the sidebar on a phone")
    }

    @Test func anOverlayOfTheSplitViewSkipsIt() {
        let host = ViewHost(
            NavigationSplitView { Color.red } detail: { Color.blue }
                .overlay(Color.clear.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("overlay")),
            device: .iPad10)
        #expect(host.frame(of: "overlay")?.size == CGSize(width: 820, height: 1136))
    }
}
