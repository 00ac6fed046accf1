import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct ContentUnavailableViewTests {
    @Test func fillsTheSpaceItIsOfferedAndCentresItsContent() {
        let host = ViewHost(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
                .accessibilityIdentifier("empty"),
            size: CGSize(width: 390, height: 600))
        #expect(host.frame(of: "empty") == CGRect(x: 0, y: 0, width: 390, height: 600))
    }

    @Test func theSearchStateNamesTheQuery() {
        #expect(ContentUnavailableView.search(text: "kiwi").label.query == "kiwi")
        #expect(ContentUnavailableView.search.label.query == nil)
        // The title with the query is measured wider than the plain one.
        func width<V: View>(_ view: V) -> CGFloat? {
            ViewHost(view.fixedSize().accessibilityIdentifier("v"), size: CGSize(width: 390, height: 600)).frame(of: "v")?.width
        }
        let plain = width(SearchUnavailableContent.Label(query: nil))
        let named = width(SearchUnavailableContent.Label(query: "kiwi"))
        #expect((named ?? 0) > (plain ?? .infinity))
    }

    @Test func actionsAreShownBelowTheDescription() {
        let host = ViewHost(
            ContentUnavailableView {
                Label("No Items", systemImage: "cart")
            } description: {
                Text("Add items to see them here.").accessibilityIdentifier("description")
            } actions: {
                Button("Browse") {}.accessibilityIdentifier("action")
            },
            size: CGSize(width: 390, height: 600))
        let description = host.frame(of: "description")
        let action = host.frame(of: "action")
        #expect(description != nil && action != nil)
        if let description, let action {
            #expect(action.minY >= description.maxY + ContentUnavailableMetrics.sectionGap)
            #expect(abs(action.midX - 195) <= 0.5, "centred, to the pixel")
        }
    }
}
