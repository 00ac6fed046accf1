import Foundation
import Testing
@testable import PortableUICore

private struct Counter: View {
    @State var count = 0
    var body: some View {
        Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier("bar")
            .layoutValue(key: TapKey.self, value: { count += 1 })
    }
}

struct TapKey: LayoutValueKey {
    static let defaultValue: () -> Void = {}
}

@MainActor
struct StateTests {
    @Test func stateSurvivesUpdatesAndChangesLayout() {
        let host = ViewHost(HStack { Counter(); Color.blue.frame(width: 5, height: 5) }, size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "bar")?.width == 10)
        let tap = findTap(host)
        tap()
        #expect(host.frame(of: "bar")?.width == 11)
        tap()
        tap()
        #expect(host.frame(of: "bar")?.width == 13)
    }

    private func findTap<C: View>(_ host: ViewHost<C>) -> () -> Void {
        var tap: (() -> Void)?
        host.layoutIfNeeded()
        host.forEachNode { node in
            if node.traits.values[ObjectIdentifier(TapKey.self)] != nil { tap = node.traits.value(TapKey.self) }
        }
        return tap ?? {}
    }
}
