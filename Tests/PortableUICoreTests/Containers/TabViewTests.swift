import Foundation
import Testing
@testable import PortableUICore

/// TabView: the tab bar (49 + the bottom inset; layout-rules §22), the tab's area, the
/// container it offers to containerRelativeFrame (article 1: the total height minus the top
/// safe area and the tab bar), selection by tag, tab items.
///
/// iPhone 15 Pro: 393×852, safe area 59…818; the bar is 769…852 (49 + 34), the tab 59…769.
@MainActor
struct TabViewTests {
    private struct Tabs: View {
        @Binding var selection: String
        var body: some View {
            TabView(selection: $selection) {
                Color.red.accessibilityIdentifier("first")
                    .tabItem { Color.gray.frame(width: 30, height: 30).accessibilityIdentifier("item-first") }
                    .tag("first")
                Color.blue.accessibilityIdentifier("second")
                    .tabItem { Color.gray.frame(width: 30, height: 30).accessibilityIdentifier("item-second") }
                    .tag("second")
            }
        }
    }

    @Test func theSelectedTabFillsTheAreaAboveTheTabBar() {
        let host = ViewHost(Tabs(selection: .constant("first")), device: .iPhone15Pro)
        #expect(host.frame(of: "first") == CGRect(x: 0, y: 59, width: 393, height: 710))
        #expect(host.frame(of: "second") == nil)
        #expect(host.frames(ofType: _TabBar.self) == [CGRect(x: 0, y: 769, width: 393, height: 83)])
    }

    @Test func tabItemsShareTheBarWidth() {
        let host = ViewHost(Tabs(selection: .constant("first")), device: .iPhone15Pro)
        // Slots of 196.5; items centred in them and in the 49-point row: y = 769 + 24.5 − 15.
        #expect(approximatelyEqual(host.frame(of: "item-first"), CGRect(x: 83.333, y: 778.667, width: 30, height: 30)))
        #expect(approximatelyEqual(host.frame(of: "item-second"), CGRect(x: 279.667, y: 778.667, width: 30, height: 30)))
    }

    @Test func tabItemTextIsTenPointMedium() {
        let host = ViewHost(
            TabView {
                Color.red.tabItem { Text("Home") }
            }, device: .iPhone15Pro)
        // 4 characters of 5 points, 10 tall, centred in the only slot and the 49-point row.
        #expect(approximatelyEqual(host.frames(ofType: Text.self).first, CGRect(x: 186.5, y: 788.5, width: 20, height: 10), tolerance: 0.34))
    }

    @Test func theSelectionBindingChoosesTheTabByTag() {
        struct Screen: View {
            @State var selection = "first"
            let probe: Probe
            var body: some View {
                probe.actions["second"] = { selection = "second" }
                return TabView(selection: $selection) {
                    Color.red.accessibilityIdentifier("first").tag("first")
                    Color.blue.accessibilityIdentifier("second").tag("second")
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        #expect(host.frame(of: "first") != nil)
        probe.run("second")
        #expect(host.frame(of: "first") == nil)
        #expect(host.frame(of: "second") == CGRect(x: 0, y: 59, width: 393, height: 710))
    }

    @Test func aTabBarItemSelectsItsTabWithoutABinding() {
        let host = ViewHost(
            TabView {
                CounterTab(name: "a").tabItem { Color.gray.frame(width: 10, height: 10) }
                CounterTab(name: "b").tabItem { Color.gray.frame(width: 10, height: 10) }
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "a") != nil)
        tabView(in: host)?.selectTab(at: 1)
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "b") != nil)
        tabView(in: host)?.selectTab(at: 0)
        #expect(host.frame(of: "a") != nil)
    }

    @Test func tappingATabItemSelectsItsTab() {
        let host = ViewHost(
            TabView {
                Color.red.accessibilityIdentifier("a").tabItem { Color.gray.frame(width: 30, height: 30).accessibilityIdentifier("item-a") }
                Color.blue.accessibilityIdentifier("b").tabItem { Color.gray.frame(width: 30, height: 30).accessibilityIdentifier("item-b") }
            }, device: .iPhone15Pro)
        host.tap(on: "item-b")
        #expect(host.frame(of: "a") == nil)
        #expect(host.frame(of: "b") != nil)
    }

    @Test func untaggedTabsAreSelectedByIndex() {
        let host = ViewHost(
            TabView(selection: .constant(1)) {
                Color.red.accessibilityIdentifier("zero")
                Color.blue.accessibilityIdentifier("one")
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "zero") == nil)
        #expect(host.frame(of: "one") != nil)
    }

    @Test func aTabOffersItsAreaToContainerRelativeFrame() {
        // 852 − 59 − 83 = 710.
        let host = ViewHost(
            TabView {
                VStack {
                    Rectangle().containerRelativeFrame(.vertical) { length, _ in length / 2 }.accessibilityIdentifier("half")
                }
                .frame(height: 100)
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "half")?.height == 355)
    }

    @Test func anOverlayOfTheTabViewSkipsIt() {
        let host = ViewHost(
            TabView { Color.red }
                .overlay(Rectangle().containerRelativeFrame(.vertical).accessibilityIdentifier("overlay")),
            device: .iPhone15Pro)
        #expect(host.frame(of: "overlay")?.height == 759)
    }

    @Test func hidingTheTabBarGivesTheTabTheWholeSafeArea() {
        let host = ViewHost(
            TabView {
                Color.red.accessibilityIdentifier("tab").toolbar(.hidden, for: .tabBar)
            }, device: .iPhone15Pro)
        #expect(host.frames(ofType: _TabBar.self).isEmpty)
        #expect(host.frame(of: "tab") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aNavigationStackInATabSitsBetweenTheBars() {
        let host = ViewHost(
            TabView {
                NavigationStack {
                    Color.red.accessibilityIdentifier("content")
                        .overlay(Color.clear.containerRelativeFrame(.vertical).accessibilityIdentifier("container"))
                }
            }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "content"), CGRect(x: 0, y: 97.667, width: 393, height: 671.333)))
        // The nearest container is the stack: the tab's 710, the bar not subtracted.
        #expect(host.frame(of: "container")?.height == 710)
    }

    @Test func iPadTabBarIs50AboveTheHomeIndicator() {
        let host = ViewHost(TabView { Color.red.accessibilityIdentifier("tab") }, device: .iPad10)
        #expect(host.frames(ofType: _TabBar.self) == [CGRect(x: 0, y: 1110, width: 820, height: 70)])
        #expect(host.frame(of: "tab") == CGRect(x: 0, y: 24, width: 820, height: 1086))
    }

    @Test func tabsKeepTheirStateWhenNotSelected() {
        struct Screen: View {
            @State var selection = 0
            let probe: Probe
            var body: some View {
                probe.actions["select0"] = { selection = 0 }
                probe.actions["select1"] = { selection = 1 }
                return TabView(selection: $selection) {
                    CounterTab(name: "a", probe: probe).tag(0)
                    CounterTab(name: "b").tag(1)
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        probe.run("count-a")
        #expect(host.frame(of: "a")?.width == 11)
        probe.run("select1")
        #expect(host.frame(of: "a") == nil)
        probe.run("select0")
        #expect(host.frame(of: "a")?.width == 11)
    }

    private func tabView<C: View>(in host: ViewHost<C>) -> TabViewNode? {
        var found: TabViewNode?
        host.forEachNode { node in
            if found == nil, let tabView = node.parent as? TabViewNode { found = tabView }
        }
        return found
    }
}

private struct CounterTab: View {
    let name: String
    var probe: Probe?
    @State var count = 0
    var body: some View {
        probe?.actions["count-\(name)"] = { count += 1 }
        return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier(name)
    }
}
