import Foundation
import Testing
@testable import PortableUICore

/// A titled navigation screen whose list filters as the user types, searchable with the
/// given placement.
private struct SearchScreen: View {
    var placement = SearchFieldPlacement.automatic
    var titled = true
    @State var query = ""
    let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    Text($0).accessibilityIdentifier($0)
                }
            }
            .accessibilityIdentifier("list")
            .navigationTitle(titled ? "Fruit" : "")
            .searchable(text: $query, placement: placement)
        }
    }
}

/// A split view whose sidebar list is searchable with the given placement.
private struct SidebarSearch: View {
    var placement = SearchFieldPlacement.sidebar
    @State var query = ""
    @State var visibility = NavigationSplitViewVisibility.all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                ForEach(["Inbox", "Drafts", "Sent"].filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                    Text($0).accessibilityIdentifier($0)
                }
            }
            .accessibilityIdentifier("sidebar-list")
            .searchable(text: $query, placement: placement)
        } detail: {
            Text("Detail").accessibilityIdentifier("detail")
        }
    }
}

/// Where the search field goes: the navigation bar's drawer on a phone, the toolbar's
/// trailing end on a desktop, the top of the view without a navigation bar.
///
/// Numbers: the bar's rows are `BarMetrics` (iPhone 15 Pro: the bar's top at
/// 59 − 5.333, 44 + 52 with a large title); the drawer row (52), the field (36 tall, inset
/// 8 in the row) and the desktop field (220 × 28, centred in the 50-point toolbar, 20 from
/// the edge) are UNVERIFIED, read from iOS and macOS screenshots (docs/differences.md).
@MainActor
struct SearchFieldPlacementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let device: DeviceProfile
        let placement: SearchFieldPlacement
        let titled: Bool
        let field: CGRect
        let contentTop: CGFloat
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(
            name: "iPhone, large title, automatic: drawer under the large title", device: .iPhone15Pro, placement: .automatic,
            titled: true, field: CGRect(x: 16, y: 157.667, width: 361, height: 36), contentTop: 201.667),
        Case(
            name: "iPhone, navigationBarDrawer", device: .iPhone15Pro, placement: .navigationBarDrawer, titled: true,
            field: CGRect(x: 16, y: 157.667, width: 361, height: 36), contentTop: 201.667),
        Case(
            name: "iPhone, no title: drawer under the inline row", device: .iPhone15Pro, placement: .automatic, titled: false,
            field: CGRect(x: 16, y: 105.667, width: 361, height: 36), contentTop: 149.667),
        Case(
            name: "iPhone SE, no Dynamic Island", device: .iPhoneSE3, placement: .automatic, titled: true,
            field: CGRect(x: 16, y: 124, width: 343, height: 36), contentTop: 168),
        Case(
            name: "desktop, automatic: toolbar's trailing end", device: .macWindow, placement: .automatic, titled: false,
            field: CGRect(x: 784, y: 11, width: 220, height: 28), contentTop: 50),
        Case(
            name: "desktop, toolbar", device: .macWindow, placement: .toolbar, titled: false,
            field: CGRect(x: 784, y: 11, width: 220, height: 28), contentTop: 50),
        Case(
            name: "desktop, sidebar", device: .macWindow, placement: .sidebar, titled: false,
            field: CGRect(x: 784, y: 11, width: 220, height: 28), contentTop: 50),
        Case(
            name: "desktop, toolbarPrincipal: centred", device: .macWindow, placement: .toolbarPrincipal, titled: false,
            field: CGRect(x: 402, y: 11, width: 220, height: 28), contentTop: 50),
        Case(
            name: "desktop, navigationBarDrawer: a drawer row", device: .macWindow, placement: .navigationBarDrawer,
            titled: false, field: CGRect(x: 20, y: 58, width: 984, height: 36), contentTop: 102),
    ]

    @Test(arguments: cases)
    func theFieldSitsInTheBar(_ testCase: Case) {
        let host = ViewHost(SearchScreen(placement: testCase.placement, titled: testCase.titled), device: testCase.device)
        let field = host.frame(of: "search-bar")
        #expect(approximatelyEqual(field, testCase.field), "\(String(describing: field))")
        let list = host.frame(of: "list")
        #expect(abs((list?.minY ?? 0) - testCase.contentTop) < 0.01, "\(String(describing: list))")
    }

    @Test func withoutANavigationBarTheFieldIsAtTheViewsTop() {
        let view = List { Text("Apple") }.searchable(text: .constant(""))
        let host = ViewHost(view, size: CGSize(width: 390, height: 600))
        #expect(approximatelyEqual(host.frame(of: "search-bar"), CGRect(x: 16, y: 8, width: 358, height: 36)))
    }

    @Test func typingInTheBarsFieldFiltersTheList() {
        let host = ViewHost(SearchScreen(), device: .iPhone15Pro)
        #expect(host.tap(on: "search-field"))
        host.type("ap")
        host.layoutIfNeeded()
        #expect(host.frame(of: "Apple") != nil && host.frame(of: "Apricot") != nil)
        #expect(host.frame(of: "Banana") == nil)
    }

    /// While searching, the large title collapses to the inline row and the drawer moves up
    /// under it: the field where an untitled screen has it (105.667, content from 149.667,
    /// as the "no title" case above); ending the search brings the large title back. (iOS
    /// slides the bar's rows away altogether: docs/differences.md.)
    @Test func theLargeTitleCollapsesWhileSearching() throws {
        let host = ViewHost(SearchScreen(), device: .iPhone15Pro)
        #expect(abs(try #require(host.frame(of: "search-bar")).minY - 157.667) < 0.01)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(abs(try #require(host.frame(of: "search-bar")).minY - 105.667) < 0.01)
        #expect(abs(try #require(host.frame(of: "list")).minY - 149.667) < 0.01)
        #expect(host.tap(on: "search-cancel"))
        host.layoutIfNeeded()
        #expect(abs(try #require(host.frame(of: "search-bar")).minY - 157.667) < 0.01)
        #expect(abs(try #require(host.frame(of: "list")).minY - 201.667) < 0.01)
    }

    /// While the field has the focus, a phone shows Cancel after it (the field narrows);
    /// Cancel empties the field, takes the focus and brings every row back.
    @Test func cancelEndsTheSearchOnAPhone() {
        let host = ViewHost(SearchScreen(), device: .iPhone15Pro)
        #expect(host.frame(of: "search-cancel") == nil)
        #expect(host.tap(on: "search-field"))
        host.type("ch")
        host.layoutIfNeeded()
        let cancel = host.frame(of: "search-cancel")
        let field = host.frame(of: "search-bar")
        #expect(cancel != nil)
        #expect(abs((field?.maxX ?? 0) + 8 - (cancel?.minX ?? 0)) < 0.01)
        #expect(abs((cancel?.maxX ?? 0) - 377) < 0.01)
        #expect(host.tap(on: "search-cancel"))
        host.layoutIfNeeded()
        #expect(host.focusedIdentifier == nil)
        #expect(host.frame(of: "search-cancel") == nil && host.frame(of: "Banana") != nil)
    }

    @Test(arguments: [DeviceProfile.iPhone15Pro, .macWindow])
    func controlFFocusesTheBarsField(_ device: DeviceProfile) {
        let host = ViewHost(SearchScreen(), device: device)
        host.layoutIfNeeded()
        #expect(host.pressKey("f", modifiers: .control))
        host.layoutIfNeeded()
        #expect(host.focusedIdentifier == "search-field")
        host.type("ban")
        host.layoutIfNeeded()
        #expect(host.frame(of: "Banana") != nil && host.frame(of: "Apple") == nil)
    }

    /// A search field's text much wider than the field stays inside it: the field keeps its
    /// frame, and an empty search shows every row.
    @Test(arguments: [DeviceProfile.iPhone15Pro, .macWindow])
    func veryLongTextKeepsTheFieldsFrame(_ device: DeviceProfile) {
        let host = ViewHost(SearchScreen(titled: false), device: device)
        let before = host.frame(of: "search-bar")
        #expect(host.tap(on: "search-field"))
        host.type(String(repeating: "long text ", count: 40))
        host.layoutIfNeeded()
        let after = host.frame(of: "search-bar")
        #expect(after?.minY == before?.minY && after?.height == before?.height)
        #expect((after?.maxX ?? .infinity) <= device.size.width)
        #expect(host.frame(of: "Apple") == nil)
    }

    // MARK: Sidebar

    struct SidebarCase: CustomTestStringConvertible, Sendable {
        let name: String
        let device: DeviceProfile
        let placement: SearchFieldPlacement
        let field: CGRect
        let listTop: CGFloat
        var testDescription: String { name }
    }

    /// Numbers: the sidebar column is 320 points wide (UNVERIFIED default column width) under
    /// a 50-point bar (`BarMetrics`, iPad and desktop); a desktop's sidebar header holds a
    /// 28-point field 10 points from the column's sides and 8 above and below (UNVERIFIED,
    /// docs/differences.md); an iPad's drawer row is 52 points with a 36-point field (as on
    /// an iPhone, UNVERIFIED) between the bar's 20-point margins (`BarMetrics`, iPad).
    nonisolated static let sidebarCases: [SidebarCase] = [
        SidebarCase(
            name: "desktop, sidebar: a header at the top of the sidebar column", device: .macWindow, placement: .sidebar,
            field: CGRect(x: 10, y: 58, width: 300, height: 28), listTop: 94),
        SidebarCase(
            name: "desktop, automatic: the sidebar column's toolbar, trailing", device: .macWindow, placement: .automatic,
            field: CGRect(x: 80, y: 11, width: 220, height: 28), listTop: 50),
        SidebarCase(
            name: "iPad, sidebar: the sidebar column's drawer", device: .iPad10, placement: .sidebar,
            field: CGRect(x: 20, y: 82, width: 280, height: 36), listTop: 126),
    ]

    @Test(arguments: sidebarCases)
    func sidebarPlacementInASplitView(_ testCase: SidebarCase) {
        let host = ViewHost(SidebarSearch(placement: testCase.placement), device: testCase.device)
        let field = host.frame(of: "search-bar")
        #expect(approximatelyEqual(field, testCase.field), "\(String(describing: field))")
        let list = host.frame(of: "sidebar-list")
        #expect(abs((list?.minY ?? 0) - testCase.listTop) < 0.01, "\(String(describing: list))")
    }

    /// Typing in the sidebar's header filters the sidebar; the suggestions menu hangs under
    /// the header's field, as wide as it.
    @Test func theSidebarHeaderFiltersAndShowsSuggestionsUnderIt() throws {
        let host = ViewHost(SidebarSearch().searchSuggestions { Text("Drafts").searchCompletion("Drafts") }, device: .macWindow)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        let field = try #require(host.frame(of: "search-bar"))
        let menu = try #require(host.frame(of: "search-suggestions"))
        #expect(abs(menu.minX - field.minX) < 0.01 && abs(menu.width - field.width) < 0.01 && menu.minY >= field.maxY)
        host.type("dr")
        host.layoutIfNeeded()
        #expect(host.frame(of: "Drafts") != nil && host.frame(of: "Inbox") == nil)
    }
}
