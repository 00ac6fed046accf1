import Foundation
import Observation
import Testing
@_spi(Hosting) @testable import PortableUICore

private struct DraftKey: FocusedValueKey {
    typealias Value = String
}

private struct CountKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

extension FocusedValues {
    fileprivate var draft: String? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }

    fileprivate var count: Binding<Int>? {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}

/// A model published with `focusedSceneObject` / `focusedObject`.
private final class Basket: ObservableObject {
    @Published var items = 0
}

/// A model published with the iOS 17 object forms.
@Observable private final class Note {
    var title = "draft"
}

/// `focusedValue` (while focus is within the view), `FocusedBinding`, `FocusedObject` and the
/// object forms, read from the window's store as commands read them.
@MainActor
struct FocusedValueTests {
    private func host<V: View>(_ view: V, store: _FocusedValuesStore) -> ViewHost<V> {
        var environment = EnvironmentValues()
        environment._focusedValuesStore = store
        return ViewHost(view, size: CGSize(width: 200, height: 200), environment: environment)
    }

    @Test func focusedValuesFollowTheFocus() {
        let store = _FocusedValuesStore()
        var first = "", second = ""
        let view = VStack {
            TextField("A", text: Binding(get: { first }, set: { first = $0 }))
                .accessibilityIdentifier("a").focusedValue(\.draft, "from a")
            TextField("B", text: Binding(get: { second }, set: { second = $0 }))
                .accessibilityIdentifier("b").focusedValue(\.draft, "from b")
        }
        let host = host(view, store: store)
        // (field tapped, value read); nil: nothing focused yet.
        #expect(store.values.draft == nil)
        let table: [(tap: String, draft: String)] = [("a", "from a"), ("b", "from b"), ("a", "from a")]
        for row in table {
            host.tap(on: row.tap)
            #expect(store.values.draft == row.draft)
        }
    }

    private struct CommandPanel: View {
        @FocusedBinding(\.count) var count
        @FocusedObject var basket: Basket?
        @FocusedValue(Note.self) var note

        var body: some View {
            VStack {
                Button("count") { count = (count ?? 0) + 1 }.accessibilityIdentifier("count")
                Button("basket") { basket?.items += 2 }.accessibilityIdentifier("basket")
                Button("note") { note?.title = "read \($count.wrappedValue ?? -1)" }.accessibilityIdentifier("note")
            }
        }
    }

    @Test func bindingsAndObjectsReachTheirReaders() {
        let store = _FocusedValuesStore()
        var count = 4
        let basket = Basket()
        let note = Note()
        let view = VStack {
            CommandPanel()
            Color.red.frame(width: 10, height: 10)
                .focusedSceneValue(\.count, Binding(get: { count }, set: { count = $0 }))
                .focusedSceneObject(basket)
                .focusedSceneValue(note)
        }
        let host = host(view, store: store)
        host.tap(on: "count")
        #expect(count == 5)
        host.tap(on: "basket")
        #expect(basket.items == 2)
        host.tap(on: "note")
        #expect(note.title == "read 5")
    }

    @Test func withoutAPublisherReadersSeeNilAndWritesDoNothing() {
        let store = _FocusedValuesStore()
        let host = host(CommandPanel(), store: store)
        #expect(host.tap(on: "count"))
        #expect(host.tap(on: "basket"))
        #expect(store.values.count == nil && store.values.draft == nil)
    }
}
