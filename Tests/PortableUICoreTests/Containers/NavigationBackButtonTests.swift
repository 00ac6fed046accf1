import Foundation
import Testing
@testable import PortableUICore

/// The back button of a navigation bar: a chevron then the previous screen's title, "Back"
/// when that does not fit beside the centred title, the chevron alone when neither does
/// (UIKit's `UINavigationItem.BackButtonDisplayMode.default`: "a specific title, a generic
/// title, or no title … depending on the space available"); hidden by
/// `navigationBarBackButtonHidden`; the chevron alone with the editor toolbar role
/// (`UINavigationItem.ItemStyle.editor`: "The back button appears as a chevron without a
/// title") and in desktop windows; leading items after it (`navigationBarItems(leading:)`:
/// "the leading item supplements a visible back button"); in a collapsed split view, back to
/// the previous column. Pressing it pops.
///
/// The chevron's 12×21 points, the 6 points before the title and the 8-point inset are
/// unverified choices (docs/differences.md). Core's test text engine: characters half an em
/// wide (8.5 points at 17), lines one em tall. iPhone 15 Pro: the inline row is
/// 53.667…97.667, its middle 75.667; the bar's centre is at x 196.5.
@MainActor
struct NavigationBackButtonTests {
    /// A stack showing a root titled `rootTitle` and, pushed on it, `detail`.
    private struct Pushed<Detail: View>: View {
        @State var path = [1]
        let rootTitle: String
        let detail: Detail
        var body: some View {
            NavigationStack(path: $path) {
                Color.red.accessibilityIdentifier("root")
                    .navigationTitle(rootTitle).navigationBarTitleDisplayMode(.inline)
                    .navigationDestination(for: Int.self) { _ in detail }
            }
        }
    }

    private func host<Detail: View>(
        root rootTitle: String = "Inbox", device: DeviceProfile = .iPhone15Pro, @ViewBuilder detail: () -> Detail
    ) -> ViewHost<some View> {
        ViewHost(Pushed(rootTitle: rootTitle, detail: detail()), device: device)
    }

    /// A pushed screen titled `title` in the inline row.
    private func screen(_ title: String) -> some View {
        Color.blue.accessibilityIdentifier("detail").navigationTitle(title).navigationBarTitleDisplayMode(.inline)
    }

    // MARK: Frames

    /// Chevron 12×21 at x 8, centred on the row (65.167, on the @3x grid 65); the label 6
    /// points after it; "Detail" (51) centred. "Inbox" (42.5, 42.667 on the grid) fits;
    /// "Settings and Privacy" needs 12 + 6 + 170 = 188 points where, up to the title's
    /// leading edge less 8 (171 − 8) from x 8, 155 are left: "Back" (34) shows.
    @Test(arguments: [("Inbox", "Inbox", 42.667), ("Settings and Privacy", "Back", 34)])
    func thePreviousTitleOrBackShowsBesideTheChevron(previous: String, label: String, width: CGFloat) {
        let host = host(root: previous) { screen("Detail") }
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        #expect(
            same(
                host.frames(ofType: Text.self),
                [CGRect(x: 171, y: 67, width: 51, height: 17), CGRect(x: 26, y: 67, width: width, height: 17)]))
        #expect(host.texts == ["Detail", label])
    }

    @Test func aVeryLongTitleLeavesTheChevronAlone() {
        // The title is 281 wide (280.5, rounded up to the grid), from x 56: 40 points are
        // left, less than "Back" needs (52). The title is proposed twice the distance from
        // the centre to the chevron's end plus 8 (2 × 168.5 = 337) and keeps its ideal width.
        let host = host { screen("A very long title for this screen") }
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        #expect(host.frames(ofType: Text.self) == [CGRect(x: 56, y: 67, width: 281, height: 17)])
        #expect(host.texts == ["A very long title for this screen"])
    }

    @Test func aTitleTooLongForTheBarIsTruncatedBesideTheChevron() {
        // 43 characters (365.5) do not fit: the title is proposed 2 × (196.5 − 28) = 337 and
        // truncated to 331.667, centred; the back button is proposed nothing and shows the
        // chevron alone.
        let host = host { screen("An even longer title that cannot fit at all") }
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        #expect(same(host.frames(ofType: Text.self), [CGRect(x: 30.667, y: 67, width: 331.667, height: 17)]))
    }

    @Test func theRootScreenHasNoBackButton() {
        let host = ViewHost(
            NavigationStack { screen("Inbox") }, device: .iPhone15Pro)
        #expect(host.chevronFrames.isEmpty)
        #expect(host.texts == ["Inbox"])
    }

    @Test func navigationBarBackButtonHiddenHidesIt() {
        let host = host {
            screen("Detail").navigationBarBackButtonHidden()
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Color.green.frame(width: 30, height: 20).accessibilityIdentifier("cancel")
                    }
                }
        }
        #expect(host.chevronFrames.isEmpty)
        #expect(host.texts == ["Detail"])
        // The leading item takes the back button's place, at the leading margin.
        #expect(approximatelyEqual(host.frame(of: "cancel"), CGRect(x: 16, y: 65.667, width: 30, height: 20)))
        #expect(host.frames(ofType: Text.self) == [CGRect(x: 171, y: 67, width: 51, height: 17)])
    }

    @Test func navigationBarBackButtonHiddenFalseKeepsIt() {
        let host = host { screen("Detail").navigationBarBackButtonHidden(false) }
        #expect(host.texts == ["Detail", "Inbox"])
    }

    @Test(arguments: [ToolbarItemPlacement.topBarLeading, .cancellationAction])
    func leadingItemsFollowTheBackButton(placement: ToolbarItemPlacement) {
        let host = host {
            screen("Detail").toolbar {
                ToolbarItem(placement: placement) { Color.green.frame(width: 30, height: 20).accessibilityIdentifier("item") }
            }
        }
        // After the back button (8 + 60.667) and 8 points.
        #expect(host.texts == ["Detail", "Inbox"])
        #expect(approximatelyEqual(host.frame(of: "item"), CGRect(x: 76.667, y: 65.667, width: 30, height: 20)))
    }

    @Test func aLeadingItemLeavesTheBackButtonLessRoom() {
        // 155 − (60 + 8) = 87 < 12 + 6 + 85 ("Inbox Folder"): "Back" shows.
        let host = host(root: "Inbox Folder") {
            screen("Detail").toolbar {
                ToolbarItem(placement: .topBarLeading) { Color.green.frame(width: 60, height: 20).accessibilityIdentifier("item") }
            }
        }
        #expect(host.texts == ["Detail", "Back"])
        #expect(approximatelyEqual(host.frame(of: "item"), CGRect(x: 68, y: 65.667, width: 60, height: 20)))
    }

    @Test func aNavigationItemMovesToTheTrailingEdgeBesideABackButton() {
        // Apple's `.navigation`: "If a system navigation item such as a back button is present
        // in a compact width, it instead appears in the primaryAction placement."
        let host = host {
            screen("Detail").toolbar {
                ToolbarItem(placement: .navigation) { Color.green.frame(width: 30, height: 20).accessibilityIdentifier("item") }
            }
        }
        #expect(approximatelyEqual(host.frame(of: "item"), CGRect(x: 347, y: 65.667, width: 30, height: 20)))
        let root = ViewHost(
            NavigationStack {
                screen("Inbox").toolbar {
                    ToolbarItem(placement: .navigation) { Color.green.frame(width: 30, height: 20).accessibilityIdentifier("item") }
                }
            }, device: .iPhone15Pro)
        #expect(approximatelyEqual(root.frame(of: "item"), CGRect(x: 16, y: 65.667, width: 30, height: 20)))
    }

    @Test func aPrincipalItemBoundsTheBackButton() {
        // A principal item 200 wide spans 96.5…296.5: 80.5 points are left, not enough for
        // "Inbox Folder" (103) but for "Back" (52).
        let host = host(root: "Inbox Folder") {
            screen("Detail").toolbar {
                ToolbarItem(placement: .principal) { Color.gray.frame(width: 200, height: 30).accessibilityIdentifier("principal") }
            }
        }
        #expect(host.texts == ["Back"])
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        #expect(approximatelyEqual(host.frame(of: "principal"), CGRect(x: 96.5, y: 60.667, width: 200, height: 30), tolerance: 0.34))
    }

    @Test func underALargeTitleTheBackButtonHasTheInlineRow() {
        // The pushed screen inherits the root's large title: the inline row holds only the
        // back button, which may reach the trailing margin: 12 + 6 + 297.5 = 315.5 ≤ 377 − 8.
        let host = ViewHost(
            NavigationStack(path: .constant([1])) {
                Color.red.navigationTitle("A rather long previous screen title")
                    .navigationDestination(for: Int.self) { _ in Color.blue.navigationTitle("Detail") }
            }, device: .iPhone15Pro)
        #expect(host.texts == ["Detail", "A rather long previous screen title"])
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        // The large title (34 points: 102 × 34) at the leading margin in the row below.
        #expect(same(host.frames(ofType: Text.self).prefix(1), [CGRect(x: 16, y: 106.667, width: 102, height: 34)]))
    }

    @Test func theEditorRoleShowsTheChevronAlone() {
        let host = host { screen("Detail").toolbarRole(.editor) }
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        #expect(host.texts == ["Detail"])
        for role in [ToolbarRole.automatic, .navigationStack, .browser] {
            #expect(self.host { screen("Detail").toolbarRole(role) }.texts == ["Detail", "Inbox"])
        }
    }

    @Test func aDesktopWindowShowsTheChevronAlone() {
        // The automatic role is the editor role on macOS; an explicit navigation-stack role
        // brings the title back. Bar 50 tall from y 0: the chevron at 25 − 10.5.
        let host = host(device: .macWindow) { screen("Detail") }
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 14.5, width: 12, height: 21)]))
        #expect(host.texts == ["Detail"])
        #expect(self.host(device: .macWindow) { screen("Detail").toolbarRole(.navigationStack) }.texts == ["Detail", "Inbox"])
    }

    @Test func rightToLeftPutsTheBackButtonAtTheRight() {
        let host = ViewHost(
            Pushed(rootTitle: "Inbox", detail: screen("Detail")).environment(\.layoutDirection, .rightToLeft),
            device: .iPhone15Pro)
        // Mirrored: the chevron's trailing edge 8 points from the bar's right edge.
        #expect(same(host.chevronFrames, [CGRect(x: 373, y: 65, width: 12, height: 21.333)]))
        #expect(host.texts == ["Detail", "Inbox"])
    }

    // MARK: Pressing

    @Test func pressingItPops() {
        let host = host { screen("Detail") }
        #expect(host.frame(of: "root") == nil)
        let chevron = try? #require(host.chevronFrames.first)
        host.tap(at: CGPoint(x: (chevron?.midX ?? 0) + 20, y: chevron?.midY ?? 0))
        #expect(host.frame(of: "root") != nil)
        #expect(host.frame(of: "detail") == nil)
        #expect(host.chevronFrames.isEmpty)
        #expect(host.texts == ["Inbox"])
    }

    @Test func pressingItPopsOneScreen() {
        struct Screens: View {
            @State var path = [1, 2]
            let probe: Probe
            var body: some View {
                probe.log.append("path \(path)")
                return NavigationStack(path: $path) {
                    Color.red.navigationTitle("Root")
                        .navigationDestination(for: Int.self) { Color.blue.navigationTitle("Screen \($0)") }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screens(probe: probe), device: .iPhone15Pro)
        #expect(host.texts == ["Screen 2", "Screen 1"])
        host.tap(at: CGPoint(x: 30, y: 75.667))
        #expect(probe.log.last == "path [1]")
        #expect(host.texts == ["Screen 1", "Root"])
    }

    @Test func assistiveTechnologiesSeeAButtonNamedAsItShows() {
        let host = host { screen("Detail") }
        let button = try? #require(host.accessibilityTree.element(labeled: "Inbox"))
        #expect(button?.role == .button)
        if let button { host.performAccessibilityAction(on: button) }
        #expect(host.frame(of: "root") != nil)
        let chevronOnly = self.host { screen("Detail").toolbarRole(.editor) }
        #expect(chevronOnly.accessibilityTree.element(labeled: "Back")?.role == .button)
    }

    // MARK: Split view

    @Test func aCollapsedSplitViewsDetailGoesBackToTheSidebar() {
        let host = ViewHost(
            NavigationSplitView {
                NavigationLink { screen("Note") } label: { Color.red.frame(width: 50, height: 50) }
                    .accessibilityIdentifier("link")
                    .navigationTitle("Folders")
            } detail: {
                Color.gray
            }, device: .iPhone15Pro)
        #expect(host.chevronFrames.isEmpty)
        host.tap(on: "link")
        // "Folders" (59.5, 59.667 on the grid) after the chevron; "Note" (34) centred at
        // 179.5 (179.667 on the grid).
        #expect(same(host.chevronFrames, [CGRect(x: 8, y: 65, width: 12, height: 21.333)]))
        #expect(
            same(
                host.frames(ofType: Text.self),
                [CGRect(x: 179.667, y: 67, width: 34, height: 17), CGRect(x: 26, y: 67, width: 59.667, height: 17)]))
        #expect(host.texts == ["Note", "Folders"])
        host.tap(at: CGPoint(x: 40, y: 75.667))
        #expect(host.frame(of: "detail") == nil)
        #expect(host.frame(of: "link") != nil)
        #expect(host.chevronFrames.isEmpty)
    }

    @Test func aStackInACollapsedSplitViewsDetailGoesBackToTheSidebar() {
        let host = ViewHost(
            NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
                Color.red.accessibilityIdentifier("sidebar").navigationTitle("Folders")
            } detail: {
                NavigationStack { screen("Note") }
            }, device: .iPhone15Pro)
        #expect(host.texts == ["Note", "Folders"])
        host.tap(at: CGPoint(x: 40, y: 75.667))
        #expect(host.frame(of: "sidebar") != nil)
        #expect(host.chevronFrames.isEmpty)
    }

    @Test func splitViewColumnsSideBySideHaveNoBackButton() {
        let host = ViewHost(
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Color.red.navigationTitle("Folders")
            } detail: {
                screen("Note")
            }, device: .iPad10)
        #expect(host.chevronFrames.isEmpty)
    }
}

/// Whether the frames agree with the expected ones within a hundredth of a point (frames on
/// the @3x grid are thirds).
private func same<Frames: Collection<CGRect>>(_ frames: Frames, _ expected: [CGRect]) -> Bool {
    frames.count == expected.count && zip(frames, expected).allSatisfy { approximatelyEqual($0, $1) }
}

extension ViewHost {
    /// The frames of the back chevrons shown.
    fileprivate var chevronFrames: [CGRect] { frames(ofType: _StrokedShape<_BackChevron>.self) }

    /// The strings of the texts shown (the bar's title first, then the back button's).
    fileprivate var texts: [String] {
        layoutIfNeeded()
        var strings: [String] = []
        forEachNode { node in
            if let text = node.box as? LayoutBox<_TextLayout> { strings.append(text.layout.runs.map(\.string).joined()) }
        }
        return strings
    }
}
