import Foundation
import Testing
@testable import PortableUICore

/// `ToolbarContentBuilder`'s `if` without `else`: Apple's
/// `buildIf<Content>(_ content: Content?) -> Content? where Content: ToolbarContent` (and
/// its `CustomizableToolbarContent` overload), with `Optional` conforming to both protocols
/// when its wrapped content does. iPhone 15 Pro: the inline row's middle is at y 75.667,
/// the margins at 16 and 377.
@MainActor
struct ToolbarContentBuilderTests {
    private struct Screen: View {
        var showsAdd: Bool
        var body: some View {
            NavigationStack {
                Color.red.toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("edit")
                    }
                    if showsAdd {
                        ToolbarItem(placement: .topBarTrailing) {
                            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("add")
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: [true, false])
    func anIfWithoutElseAddsItsItemsWhenTrue(_ showsAdd: Bool) {
        let host = ViewHost(Screen(showsAdd: showsAdd), device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "edit"), CGRect(x: 16, y: 65.667, width: 40, height: 20)))
        if showsAdd {
            #expect(approximatelyEqual(host.frame(of: "add"), CGRect(x: 347, y: 60.667, width: 30, height: 30)))
        } else {
            #expect(host.frame(of: "add") == nil)
        }
    }

    @Test func anIfAloneAndInCustomContent() {
        struct Items: ToolbarContent {
            var showsMore: Bool
            var body: some ToolbarContent {
                if showsMore {
                    ToolbarItem { Color.green.frame(width: 20, height: 30).accessibilityIdentifier("more") }
                }
            }
        }
        let flag = true
        let host = ViewHost(
            NavigationStack {
                Color.red
                    .toolbar {
                        if flag {
                            ToolbarItem(placement: .topBarLeading) {
                                Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("alone")
                            }
                        }
                    }
                    .toolbar { Items(showsMore: true) }
                    .toolbar { Items(showsMore: false) }
            }, device: .iPhone15Pro)
        #expect(approximatelyEqual(host.frame(of: "alone"), CGRect(x: 16, y: 65.667, width: 40, height: 20)))
        #expect(host.frames(of: "more").count == 1)
    }

    @Test func aCustomizableToolbarTakesAnIf() {
        // `toolbar(id:content:)` shows its items as `toolbar(content:)` does (no user
        // customization here).
        func host(showsItalic: Bool) -> ViewHost<some View> {
            ViewHost(
                NavigationStack {
                    Color.red.toolbar(id: "format") {
                        ToolbarItem(id: "bold", placement: .topBarTrailing) {
                            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("bold")
                        }
                        if showsItalic {
                            ToolbarItem(id: "italic", placement: .topBarTrailing) {
                                Color.green.frame(width: 20, height: 30).accessibilityIdentifier("italic")
                            }
                        }
                    }
                }, device: .iPhone15Pro)
        }
        let both = host(showsItalic: true)
        #expect(approximatelyEqual(both.frame(of: "bold"), CGRect(x: 319, y: 60.667, width: 30, height: 30)))
        #expect(approximatelyEqual(both.frame(of: "italic"), CGRect(x: 357, y: 60.667, width: 20, height: 30)))
        let one = host(showsItalic: false)
        #expect(approximatelyEqual(one.frame(of: "bold"), CGRect(x: 347, y: 60.667, width: 30, height: 30)))
        #expect(one.frame(of: "italic") == nil)
    }
}
