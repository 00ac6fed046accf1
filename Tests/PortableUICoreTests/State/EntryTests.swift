import Foundation
import Testing

@testable import PortableUICore

extension EnvironmentValues {
    @Entry var entryTestCount: Int = 7
    @Entry var entryTestName: String? = nil
}

extension Transaction {
    @Entry var entryTestIsUndo: Bool = false
}

extension ContainerValues {
    @Entry var entryTestTag: String = "none"
}

extension FocusedValues {
    @Entry var entryTestSelection: String?
}

/// `@Entry` (expanded by PortableUIMacros) gives each collection a property with the
/// declared default that reads and writes through its own key.
@MainActor
struct EntryTests {
    @Test func environmentEntriesHaveTheirDefaultAndKeepWrites() {
        var environment = EnvironmentValues()
        #expect(environment.entryTestCount == 7)
        #expect(environment.entryTestName == nil)
        environment.entryTestCount = 3
        environment.entryTestName = "a"
        #expect(environment.entryTestCount == 3)
        #expect(environment.entryTestName == "a")
    }

    @Test func environmentEntriesReachViews() {
        struct Reader: View {
            @Environment(\.entryTestCount) var count
            var body: some View { Color.clear.frame(width: CGFloat(count), height: 1).accessibilityIdentifier("r") }
        }
        let host = ViewHost(Reader().environment(\.entryTestCount, 42), size: CGSize(width: 100, height: 100))
        #expect(host.frame(of: "r")?.width == 42)
    }

    @Test func transactionContainerAndFocusedEntries() {
        var transaction = Transaction()
        #expect(transaction.entryTestIsUndo == false)
        transaction.entryTestIsUndo = true
        #expect(transaction.entryTestIsUndo)
        var container = ContainerValues()
        #expect(container.entryTestTag == "none")
        container.entryTestTag = "x"
        #expect(container.entryTestTag == "x")
        var focused = FocusedValues()
        #expect(focused.entryTestSelection == nil)
        focused.entryTestSelection = "row"
        #expect(focused.entryTestSelection == "row")
    }
}
