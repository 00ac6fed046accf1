import Foundation
import Testing
@testable import PortableUICore

/// NavigationStack: bar metrics per device (layout-rules §22), the content below the bar,
/// containerRelativeFrame (article 1, blocks 8, 9, 18), toolbar items, pushing and popping.
///
/// iPhone 15 Pro: 393×852, safe area 59/34 (so 393×759 from y 59). The inline bar reaches
/// 5.333 into the status bar: 53.667…97.667; a large title adds 52: …149.667.
@MainActor
struct NavigationStackTests {
    // MARK: Bar metrics

    @Test func contentStartsBelowTheInlineBarOnADynamicIslandPhone() {
        let host = ViewHost(NavigationStack { Color.red.accessibilityIdentifier("content") }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.navigationBarFrame, CGRect(x: 0, y: 53.667, width: 393, height: 44)))
        #expect(approximatelyEqual(host.frame(of: "content"), CGRect(x: 0, y: 97.667, width: 393, height: 720.333)))
    }

    @Test func aLargeTitleAdds52Points() {
        let host = ViewHost(
            NavigationStack { Color.red.accessibilityIdentifier("content").navigationTitle("Inbox") }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.navigationBarFrame, CGRect(x: 0, y: 53.667, width: 393, height: 96)))
        #expect(approximatelyEqual(host.frame(of: "content"), CGRect(x: 0, y: 149.667, width: 393, height: 668.333)))
    }

    @Test func inlineTitleDisplayModeKeepsTheBarAt44() {
        let host = ViewHost(
            NavigationStack {
                Color.red.accessibilityIdentifier("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "content"), CGRect(x: 0, y: 97.667, width: 393, height: 720.333)))
    }

    @Test(arguments: [
        (DeviceProfile.iPhoneSE3, 64.0, 116.0),  // 20 + 44, + 52
        (DeviceProfile.iPhone14, 91, 143),  // 47 + 44 (no Dynamic Island), + 52
        (DeviceProfile.iPhone15ProMax, 97.667, 149.667),  // 59 + 44 − 5.333, + 52
        (DeviceProfile.iPad10, 74, 126),  // 24 + 50, + 52
    ])
    func contentTopPerDevice(device: DeviceProfile, inline: CGFloat, large: CGFloat) {
        let inlineHost = ViewHost(NavigationStack { Color.red.accessibilityIdentifier("content") }, device: device)
        let largeHost = ViewHost(
            NavigationStack { Color.red.accessibilityIdentifier("content").navigationTitle("Title") }, device: device)
        let bottom = device.size.height - device.safeAreaInsets.bottom
        #expect(abs((inlineHost.frame(of: "content")?.minY ?? 0) - inline) < 0.01)
        #expect(abs((largeHost.frame(of: "content")?.minY ?? 0) - large) < 0.01)
        #expect(abs((largeHost.frame(of: "content")?.maxY ?? 0) - bottom) < 0.01)
    }

    @Test func aLandscapePhoneHasACompactBarAndNoLargeTitle() {
        // 852×393 with the 15 Pro's landscape insets (0, 59, 21, 59): bar 32, items inside
        // the side insets plus the 20-point margin.
        let host = ViewHost(
            NavigationStack {
                Color.red.accessibilityIdentifier("content").navigationTitle("Title")
                    .toolbar { Color.green.frame(width: 30, height: 20).accessibilityIdentifier("item") }
            }, size: CGSize(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            displayScale: 3)
        #expect(host.navigationBarFrame == CGRect(x: 59, y: 0, width: 734, height: 32))
        #expect(host.frame(of: "content") == CGRect(x: 59, y: 32, width: 734, height: 340))
        #expect(host.frame(of: "item") == CGRect(x: 743, y: 6, width: 30, height: 20))
    }

    @Test func iPadBarItemsUseA20PointMargin() {
        let host = ViewHost(
            NavigationStack {
                Color.red.toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.green.frame(width: 30, height: 20).accessibilityIdentifier("item") }
                }
            }, device: .iPad10)
        #expect(host.frame(of: "item") == CGRect(x: 20, y: 39, width: 30, height: 20))
    }

    @Test func rightToLeftMirrorsTheBarItems() {
        let host = ViewHost(
            NavigationStack {
                Color.red.toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.green.frame(width: 30, height: 30).accessibilityIdentifier("leading") }
                }
            }, device: .iPhone15Pro, layoutDirection: .rightToLeft)
        #expect(approximatelyEqual(host.frame(of: "leading"), CGRect(x: 347, y: 60.667, width: 30, height: 30)))
    }

    @Test func anUnspecifiedHeightGivesTheContentAndTheBar() {
        let host = ViewHost(
            ScrollView { NavigationStack { Color.red.frame(height: 100).accessibilityIdentifier("content") } },
            device: .iPhone14)
        // 100 + 44 tall from the safe area's top (47): the content at 47 + 44.
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 91, width: 390, height: 100))
    }

    @Test func aHiddenBarLeavesTheWholeSafeArea() {
        let host = ViewHost(
            NavigationStack { Color.red.accessibilityIdentifier("content").toolbar(.hidden, for: .navigationBar) },
            device: .iPhone15Pro)
        #expect(host.navigationBarFrame == nil)
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func aStackAwayFromTheTopEdgePutsItsBarAtItsOwnTop() {
        // Centred 200 tall in the safe area: y = 59 + (759 − 200) / 2 = 338.5; no overlap.
        let host = ViewHost(
            NavigationStack { Color.red.accessibilityIdentifier("content") }.frame(height: 200), device: .iPhone15Pro)
        #expect(approximatelyEqual(host.navigationBarFrame, CGRect(x: 0, y: 338.667, width: 393, height: 44), tolerance: 0.34))
        #expect(approximatelyEqual(host.frame(of: "content"), CGRect(x: 0, y: 382.5, width: 393, height: 156), tolerance: 0.34))
    }

    @Test func theContentIsCentredInTheAreaBelowTheBar() {
        let host = ViewHost(
            NavigationStack { Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box") }, device: .iPhone15Pro)
        // Centre of 97.667…818 is 457.833.
        #expect(approximatelyEqual(host.frame(of: "box"), CGRect(x: 146.5, y: 407.833, width: 100, height: 100), tolerance: 0.34))
    }

    // MARK: containerRelativeFrame (article 1)

    @Test func block8NearestContainerIsTheNavigationStack() {
        // The stack is 200 tall: the rectangle is 100, although its VStack is 400×500.
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Rectangle().containerRelativeFrame(.vertical) { height, _ in height / 2 }.accessibilityIdentifier("r")
                }
                .frame(width: 400, height: 500)
            }
            .frame(height: 200), device: .iPhone15Pro)
        let frame = host.frame(of: "r")
        #expect(frame?.height == 100)
        #expect(frame?.width == 400)
        // Content area 382.5…538.5 (centre 460.5); the VStack is centred there, the
        // rectangle centred in the VStack: 410.5…510.5 (410.667 on the @3x grid).
        #expect(approximatelyEqual(frame, CGRect(x: -3.333, y: 410.667, width: 400, height: 100)))
    }

    @Test func aTextInTheRectanglesOwnOverlayKeepsTheStackAsItsContainer() {
        // The overlay is the rectangle's, inside the stack: the stack stays its container,
        // even when a text's baseline is asked for from outside the stack.
        let host = ViewHost(
            NavigationStack {
                VStack {
                    Rectangle().containerRelativeFrame(.vertical) { height, _ in height / 2 }
                        .overlay { Text("100") }
                        .accessibilityIdentifier("r")
                }
                .frame(width: 300, height: 500)
            }
            .frame(height: 200), device: .iPhone15Pro)
        #expect(host.frame(of: "r")?.height == 100)
    }

    @Test func block9AnOverlayOfTheStackSkipsIt() {
        // The overlay is outside the stack's subtree: its container is the window's safe
        // area, 759 tall, so the rectangle is 379.5 tall, centred on the stack.
        let host = ViewHost(
            NavigationStack {
                VStack { Rectangle() }.frame(width: 400, height: 500)
            }
            .frame(height: 200)
            .overlay(
                Rectangle().containerRelativeFrame(.vertical) { height, _ in height / 2 }.accessibilityIdentifier("overlay")
            ), device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "overlay"), CGRect(x: 0, y: 248.75, width: 393, height: 379.5), tolerance: 0.34))
    }

    @Test func theBarHeightIsNotSubtractedFromTheContainer() {
        // Container 393×759 (the stack minus the safe area); centred in the content area.
        let host = ViewHost(
            NavigationStack { Color.red.containerRelativeFrame(.vertical).accessibilityIdentifier("r") }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "r"), CGRect(x: 0, y: 78.333, width: 393, height: 759)))
    }

    @Test func block18GoldenRatioSplitBehindText() {
        // The Text is replaced by a 200×40 view (Text is on another branch); the background
        // is the container's size (393×759) centred on it, the orange part is 759 × 0.382 =
        // 289.938 tall at its bottom.
        let host = ViewHost(
            NavigationStack {
                Color.clear.frame(width: 200, height: 40).accessibilityIdentifier("text")
                    .background(
                        Color.blue.accessibilityIdentifier("blue")
                            .containerRelativeFrame([.horizontal, .vertical])
                            .overlay(alignment: .bottom) {
                                Color.orange.accessibilityIdentifier("orange")
                                    .containerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }
                            }
                    )
            }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "text"), CGRect(x: 96.5, y: 437.833, width: 200, height: 40), tolerance: 0.34))
        #expect(approximatelyEqual(host.frame(of: "blue"), CGRect(x: 0, y: 78.333, width: 393, height: 759)))
        #expect(approximatelyEqual(host.frame(of: "orange"), CGRect(x: 0, y: 547.395, width: 393, height: 289.938), tolerance: 0.34))
    }

    @Test func block19GoldenRatioSplitIgnoringTheSafeArea() {
        // As block 18, with ignoresSafeArea before each containerRelativeFrame: the blue
        // view's edges reach the content's safe area (below the bar, above the home
        // indicator) and extend to the window's edges; the orange one only at the bottom.
        let host = ViewHost(
            NavigationStack {
                Color.clear.frame(width: 200, height: 40)
                    .background(
                        Color.blue.accessibilityIdentifier("blue")
                            .ignoresSafeArea()
                            .containerRelativeFrame([.horizontal, .vertical])
                            .overlay(alignment: .bottom) {
                                Color.orange.accessibilityIdentifier("orange")
                                    .ignoresSafeArea()
                                    .containerRelativeFrame(.vertical) { length, _ in length * (1 - 0.618) }
                            }
                    )
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "blue") == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(approximatelyEqual(host.frame(of: "orange"), CGRect(x: 0, y: 547.395, width: 393, height: 304.605), tolerance: 0.34))
    }

    @Test func contentIgnoringTheSafeAreaExtendsUnderTheBar() {
        let host = ViewHost(
            NavigationStack { Color.red.accessibilityIdentifier("content").ignoresSafeArea() }, device: .iPhone15Pro)
        #expect(host.frame(of: "content") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    // MARK: Titles (Core's deterministic text engine: characters half an em wide, lines one em tall)

    @Test func anInlineTitleIsCentredInTheBar() {
        let host = ViewHost(
            NavigationStack {
                Color.red.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            }, device: .iPhone15Pro)
        // Headline, 17: "Inbox" is 42.5 wide (42.667 on the pixel grid) and 17 tall.
        #expect(approximatelyEqual(host.frames(ofType: Text.self).first, CGRect(x: 175.333, y: 67, width: 42.667, height: 17)))
    }

    @Test func aLargeTitleSitsAtTheLeadingMarginBelowTheInlineRow() {
        let host = ViewHost(NavigationStack { Color.red.navigationTitle(Text("Inbox")) }, device: .iPhone15Pro)
        // Large title, 34: 85×34, centred in the 52-point row 97.667…149.667.
        #expect(approximatelyEqual(host.frames(ofType: Text.self).first, CGRect(x: 16, y: 106.667, width: 85, height: 34)))
    }

    @Test func aPrincipalItemReplacesTheInlineTitle() {
        let host = ViewHost(
            NavigationStack {
                Color.red.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem(placement: .principal) { Color.gray.frame(width: 10, height: 10) } }
            }, device: .iPhone15Pro)
        #expect(host.frames(ofType: Text.self).isEmpty)
    }

    @Test func aTextLinkPushes() {
        let host = ViewHost(
            NavigationStack {
                NavigationLink("Open", value: 1).accessibilityIdentifier("link")
                    .navigationDestination(for: Int.self) { Color.blue.accessibilityIdentifier("detail\($0)") }
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "link")?.size == CGSize(width: 34, height: 17))
        host.tap(on: "link")
        #expect(host.frame(of: "detail1") != nil)
    }

    // MARK: Toolbar

    @Test func toolbarItemsSitInTheInlineRow() {
        let host = ViewHost(
            NavigationStack {
                Color.red
                    .navigationTitle("Inbox")
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("edit")
                        }
                        ToolbarItem(placement: .principal) {
                            Color.gray.frame(width: 100, height: 30).accessibilityIdentifier("principal")
                        }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("add")
                            Color.green.frame(width: 20, height: 30).accessibilityIdentifier("more")
                        }
                    }
            }, device: .iPhone15Pro)
        // Row 53.667…97.667, centre 75.667; margins 16; items 8 apart.
        #expect(approximatelyEqual(host.frame(of: "edit"), CGRect(x: 16, y: 65.667, width: 40, height: 20)))
        #expect(approximatelyEqual(host.frame(of: "principal"), CGRect(x: 146.5, y: 60.667, width: 100, height: 30), tolerance: 0.34))
        #expect(approximatelyEqual(host.frame(of: "add"), CGRect(x: 319, y: 60.667, width: 30, height: 30)))
        #expect(approximatelyEqual(host.frame(of: "more"), CGRect(x: 357, y: 60.667, width: 20, height: 30)))
    }

    @Test func toolbarWithPlainViewsGoesToTheTrailingEdge() {
        let host = ViewHost(
            NavigationStack {
                Color.red.toolbar { Color.green.frame(width: 30, height: 30).accessibilityIdentifier("item") }
            }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "item"), CGRect(x: 347, y: 60.667, width: 30, height: 30)))
    }

    // MARK: Pushing and popping

    @Test func pathBindingPushesAndPops() {
        let probe = Probe()
        let host = ViewHost(PathScreen(probe: probe), device: .iPhone15Pro)
        #expect(host.frame(of: "root") != nil)
        probe.run("push1")
        #expect(host.frame(of: "root") == nil)
        #expect(approximatelyEqual(host.frame(of: "detail1"), CGRect(x: 0, y: 97.667, width: 393, height: 720.333)))
        probe.run("push2")
        #expect(host.frame(of: "detail1") == nil)
        #expect(host.frame(of: "detail2") != nil)
        probe.run("pop")
        #expect(host.frame(of: "detail1") != nil)
        probe.run("popAll")
        #expect(host.frame(of: "root") != nil)
        #expect(host.frame(of: "detail1") == nil)
    }

    @Test func valueLinksPushAndDismissPops() {
        let probe = Probe()
        let host = ViewHost(PathScreen(probe: probe), device: .iPhone15Pro)
        host.tap(on: "link7")
        #expect(host.frame(of: "detail7") != nil)
        #expect(probe.log.last == "path [7]")
        probe.run("dismiss7")
        #expect(host.frame(of: "root") != nil)
        #expect(host.frame(of: "detail7") == nil)
        #expect(probe.log.last == "path []")
    }

    @Test func aLinkWithoutADestinationDoesNothing() {
        let host = ViewHost(
            NavigationStack {
                NavigationLink(value: "text") { Color.red.frame(width: 10, height: 10) }.accessibilityIdentifier("link")
            }, device: .iPhone15Pro)
        host.tap(on: "link")
        #expect(host.frame(of: "link") != nil)
        #expect(host.diagnostics.contains { $0.contains("no matching navigationDestination") })
    }

    @Test func destinationLinksPushViewsWithoutAPathBinding() {
        let probe = Probe()
        let host = ViewHost(
            NavigationStack {
                NavigationLink {
                    DismissingView(probe: probe, name: "pushed")
                } label: {
                    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("link")
                }
            }, device: .iPhone15Pro)
        host.tap(on: "link")
        #expect(host.frame(of: "link") == nil)
        #expect(approximatelyEqual(host.frame(of: "pushed"), CGRect(x: 0, y: 97.667, width: 393, height: 720.333)))
        probe.run("dismiss-pushed")
        #expect(host.frame(of: "pushed") == nil)
        #expect(host.frame(of: "link") != nil)
    }

    @Test func navigationPathHoldsValuesOfSeveralTypes() {
        struct Screen: View {
            @State var path = NavigationPath([1])
            let probe: Probe
            var body: some View {
                probe.actions["pushText"] = { path.append("two") }
                return NavigationStack(path: $path) {
                    Color.red.accessibilityIdentifier("root")
                        .navigationDestination(for: Int.self) { Color.blue.accessibilityIdentifier("int\($0)") }
                        .navigationDestination(for: String.self) { Color.green.accessibilityIdentifier("string-\($0)") }
                }
            }
        }
        let probe = Probe()
        let host = ViewHost(Screen(probe: probe), device: .iPhone15Pro)
        #expect(host.frame(of: "int1") != nil)
        probe.run("pushText")
        #expect(host.frame(of: "string-two") != nil)
        #expect(host.frame(of: "int1") == nil)
    }

    @Test func coveredScreensKeepTheirState() {
        let probe = Probe()
        let host = ViewHost(PathScreen(probe: probe), device: .iPhone15Pro)
        probe.run("counter")
        #expect(host.frame(of: "counter")?.width == 11)
        probe.run("push1")
        probe.run("pop")
        #expect(host.frame(of: "counter")?.width == 11)
    }

    @Test func automaticTitleModeInheritsFromThePreviousScreen() {
        struct Screen: View {
            @State var path: [Int] = []
            let probe: Probe
            var rootMode: NavigationBarItem.TitleDisplayMode
            var body: some View {
                probe.actions["push"] = { path.append(1) }
                return NavigationStack(path: $path) {
                    Color.red.navigationTitle("Root").navigationBarTitleDisplayMode(rootMode)
                        .navigationDestination(for: Int.self) { _ in
                            Color.blue.accessibilityIdentifier("detail").navigationTitle("Detail")
                        }
                }
            }
        }
        let inlineProbe = Probe()
        let inlineHost = ViewHost(Screen(probe: inlineProbe, rootMode: .inline), device: .iPhone15Pro)
        inlineProbe.run("push")
        #expect(abs((inlineHost.frame(of: "detail")?.minY ?? 0) - 97.667) < 0.01)
        let largeProbe = Probe()
        let largeHost = ViewHost(Screen(probe: largeProbe, rootMode: .automatic), device: .iPhone15Pro)
        largeProbe.run("push")
        #expect(abs((largeHost.frame(of: "detail")?.minY ?? 0) - 149.667) < 0.01)
    }

    @Test func isPresentedIsTrueOnPushedScreens() {
        struct Reader: View {
            @Environment(\.isPresented) var isPresented
            let name: String
            var body: some View {
                Color.red.frame(width: isPresented ? 20 : 10, height: 10).accessibilityIdentifier(name)
            }
        }
        let host = ViewHost(
            NavigationStack(path: .constant([1])) {
                Reader(name: "root").navigationDestination(for: Int.self) { _ in Reader(name: "pushed") }
            }, device: .iPhone15Pro)
        #expect(host.frame(of: "pushed")?.width == 20)
    }

    @Test func aTitleChangeFromStateRelaysTheBar() {
        struct Screen: View {
            @State var large = false
            let probe: Probe
            var body: some View {
                probe.actions["toggle"] = { large.toggle() }
                return Color.red.accessibilityIdentifier("content")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(large ? .large : .inline)
            }
        }
        let probe = Probe()
        let host = ViewHost(NavigationStack { Screen(probe: probe) }, device: .iPhone15Pro)
        #expect(abs((host.frame(of: "content")?.minY ?? 0) - 97.667) < 0.01)
        probe.run("toggle")
        #expect(abs((host.frame(of: "content")?.minY ?? 0) - 149.667) < 0.01)
    }
}

/// A stack bound to a path of integers, with a counter on its root and a value link.
private struct PathScreen: View {
    @State var path: [Int] = []
    @State var count = 0
    let probe: Probe

    var body: some View {
        probe.actions["push1"] = { path.append(1) }
        probe.actions["push2"] = { path.append(2) }
        probe.actions["pop"] = { path.removeLast() }
        probe.actions["popAll"] = { path.removeAll() }
        probe.log.append("path \(path)")
        return NavigationStack(path: $path) {
            VStack {
                Color.red.accessibilityIdentifier("root")
                CounterView(probe: probe)
                NavigationLink(value: 7) { Color.green.frame(width: 50, height: 50) }.accessibilityIdentifier("link7")
            }
            .navigationDestination(for: Int.self) { value in
                DismissingView(probe: probe, name: "detail\(value)")
            }
        }
    }
}

private struct CounterView: View {
    @State var count = 0
    let probe: Probe
    var body: some View {
        probe.actions["counter"] = { count += 1 }
        return Color.blue.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier("counter")
    }
}

/// A view that registers its `dismiss` action with the probe as "dismiss-<name>".
private struct DismissingView: View {
    @Environment(\.dismiss) var dismiss
    let probe: Probe
    let name: String
    var body: some View {
        probe.actions["dismiss-\(name)"] = { dismiss() }
        probe.actions["dismiss\(name.filter(\.isNumber))"] = { dismiss() }
        return Color.orange.accessibilityIdentifier(name)
    }
}
