import Foundation
import Testing
@testable import PortableUICore

/// A searchable list that filters as the user types, as an app's would.
private struct FruitSearch: View {
    @State var query = ""
    let probe: Probe
    let fruits = ["Apple", "Apricot", "Banana", "Cherry"]

    var body: some View {
        List {
            ForEach(fruits.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) {
                Text($0).accessibilityIdentifier($0)
            }
            SearchState(probe: probe)
        }
        .searchable(text: $query, prompt: "Fruit")
        .onSubmit(of: .search) { probe.log.append("submit \(query)") }
    }
}

private struct SearchState: View {
    let probe: Probe
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        probe.log.append("searching \(isSearching)")
        probe.actions["dismiss"] = { dismissSearch() }
        return Color.clear.frame(height: 1)
    }
}

@MainActor
struct SearchableTests {
    private let size = CGSize(width: 390, height: 600)

    @Test func typingFiltersAndIsSearchingFollowsTheField() {
        let probe = Probe()
        let host = ViewHost(FruitSearch(probe: probe), size: size)
        let field = host.frame(of: "search-field")
        #expect(field != nil)
        #expect(probe.log.last == "searching false")
        #expect(host.tap(on: "search-field"))
        host.type("ap")
        host.layoutIfNeeded()
        #expect(probe.log.last == "searching true")
        #expect(host.frame(of: "Apple") != nil && host.frame(of: "Apricot") != nil)
        #expect(host.frame(of: "Banana") == nil && host.frame(of: "Cherry") == nil)
        #expect(host.pressKey(.return, modifiers: []))
        #expect(probe.log.contains("submit ap"))
        probe.run("dismiss")
        host.layoutIfNeeded()
        #expect(probe.log.last == "searching false")
        #expect(host.frame(of: "Banana") != nil)
    }

    @Test func controlFFocusesTheSearchField() {
        let probe = Probe()
        let host = ViewHost(FruitSearch(probe: probe), size: size)
        host.layoutIfNeeded()
        #expect(host.pressKey("f", modifiers: .control))
        host.layoutIfNeeded()
        #expect(host.focusedIdentifier == "search-field")
        host.type("ch")
        host.layoutIfNeeded()
        #expect(host.frame(of: "Cherry") != nil && host.frame(of: "Apple") == nil)
    }

    @Test func theFieldSitsAboveTheContent() {
        let host = ViewHost(FruitSearch(probe: Probe()), size: size)
        let field = host.frame(of: "search-field")
        let first = host.frame(of: "Apple")
        #expect((field?.maxY ?? .infinity) < (first?.minY ?? 0))
    }

    @Test func isPresentedFollowsTheFocusAndDismissClearsIt() {
        struct Presented: View {
            @State var query = ""
            @State var presented = false
            let probe: Probe
            var body: some View {
                probe.log.append("presented \(presented)")
                return List { SearchState(probe: probe) }.searchable(text: $query, isPresented: $presented)
            }
        }
        let probe = Probe()
        let host = ViewHost(Presented(probe: probe), size: size)
        #expect(host.tap(on: "search-field"))
        host.layoutIfNeeded()
        #expect(probe.log.contains("presented true"))
        probe.run("dismiss")
        host.layoutIfNeeded()
        #expect(probe.log.last(where: { $0.hasPrefix("presented") }) == "presented false")
    }
}
