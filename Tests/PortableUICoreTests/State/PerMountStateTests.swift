import Foundation
import Testing
@testable import PortableUICore

/// A view value mounted in two graphs (two windows) keeps each mount's `@GestureState`,
/// `@FocusState`, `@Namespace` and `@StateObject` apart, as `@State`
/// (`StateTests.aValueMountedTwiceHasAStatePerMount`).
@MainActor
struct PerMountStateTests {
    private let size = CGSize(width: 200, height: 100)

    /// What each mount's body saw, by the mount's name (set in its environment).
    final class Seen {
        var values: [String: String] = [:]
    }

    /// A bar as wide as the drag's horizontal translation, plus 10.
    struct DraggedBar: View {
        @GestureState private var offset: CGFloat = 0

        var body: some View {
            Color.red.frame(width: 10 + offset, height: 20).accessibilityIdentifier("bar")
                .frame(width: 200, height: 100)
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 0).updating($offset) { value, state, _ in state = value.translation.width })
        }
    }

    @Test func gestureStateIsPerMount() {
        let shared = DraggedBar()
        let first = ViewHost(shared, size: size)
        let second = ViewHost(shared, size: size)
        first.press(at: CGPoint(50, 50))
        first.movePointer(to: CGPoint(80, 50))
        #expect(first.frame(of: "bar")?.width == 40)
        #expect(second.frame(of: "bar")?.width == 10)
        second.press(at: CGPoint(50, 50))
        second.movePointer(to: CGPoint(55, 50))
        #expect(first.frame(of: "bar")?.width == 40)
        #expect(second.frame(of: "bar")?.width == 15)
        first.release(at: CGPoint(80, 50))
        #expect(first.frame(of: "bar")?.width == 10)
        #expect(second.frame(of: "bar")?.width == 15)
    }

    /// A field whose focus widens a bar.
    struct FocusedField: View {
        @FocusState private var isFocused: Bool
        @State private var text = ""

        var body: some View {
            VStack {
                TextField("Name", text: $text).focused($isFocused).accessibilityIdentifier("field")
                Color.blue.frame(width: isFocused ? 50 : 10, height: 10).accessibilityIdentifier("bar")
            }
        }
    }

    @Test func focusStateIsPerMount() {
        let shared = FocusedField()
        let first = ViewHost(shared, size: size)
        let second = ViewHost(shared, size: size)
        first.tap(on: "field")
        #expect(first.frame(of: "bar")?.width == 50)
        #expect(second.frame(of: "bar")?.width == 10)
    }

    /// Reports its namespace and its model object to `seen` under its mount's name.
    final class Basket: ObservableObject {}

    struct Reporter: View {
        let seen: Seen
        @Namespace private var namespace
        @StateObject private var model = Basket()
        @Environment(\.perMountTestName) private var mountName

        var body: some View {
            seen.values["namespace \(mountName)"] = "\(namespace.hashValue)"
            seen.values["model \(mountName)"] = "\(ObjectIdentifier(model).hashValue)"
            return Color.clear
        }
    }

    @Test func namespaceAndStateObjectArePerMount() {
        let seen = Seen()
        let shared = Reporter(seen: seen)
        let first = ViewHost(shared.environment(\.perMountTestName, "first"), size: size)
        let second = ViewHost(shared.environment(\.perMountTestName, "second"), size: size)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        let values = seen.values
        #expect(values.count == 4)
        #expect(values["namespace first"] != values["namespace second"])
        #expect(values["model first"] != values["model second"])
    }
}

extension EnvironmentValues {
    @Entry var perMountTestName: String = ""
}
