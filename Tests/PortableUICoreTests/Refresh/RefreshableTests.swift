import Foundation
import Testing
@testable import PortableUICore

/// Counts refreshes, from any task.
private final class RefreshCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }
}

@MainActor
struct RefreshableTests {
    private struct Reader: View {
        let probe: Probe
        let name: String
        @Environment(\.refresh) private var refresh
        var body: some View {
            probe.log.append(refresh == nil ? "no refresh" : "has refresh")
            probe.actions[name] = { Task { await refresh?() } }
            return Color.clear.frame(width: 10, height: 10)
        }
    }

    @Test func theActionIsInTheEnvironmentOfTheRefreshableViewOnly() async {
        let probe = Probe()
        let counter = RefreshCounter()
        let host = ViewHost(
            VStack {
                Reader(probe: probe, name: "inside").refreshable { counter.add() }
                Reader(probe: probe, name: "outside")
            }, size: CGSize(width: 100, height: 100))
        host.layoutIfNeeded()
        #expect(probe.log.contains("has refresh") && probe.log.contains("no refresh"))
        probe.run("outside")
        await host.advance(by: 0.05)
        #expect(counter.count == 0)
        probe.run("inside")
        await host.advance(by: 0.05)
        #expect(counter.count == 1)
    }

    @Test func controlRRunsTheRefresh() async {
        let counter = RefreshCounter()
        let host = ViewHost(List { Text("row") }.refreshable { counter.add() }, size: CGSize(width: 390, height: 400))
        host.layoutIfNeeded()
        #expect(host.pressKey("r", modifiers: .control))
        await host.advance(by: 0.1)
        #expect(counter.count == 1)
    }

    @Test func callingItWhileItRunsWaitsForTheSameRefresh() async {
        let counter = RefreshCounter()
        let session = RefreshSession()
        let action: @Sendable () async -> Void = {
            counter.add()
            try? await Task.sleep(for: .milliseconds(50))
        }
        async let first: Void = session.run(action)
        async let second: Void = session.run(action)
        _ = await (first, second)
        #expect(counter.count == 1)
        #expect(!session.isRefreshing)
        await session.run(action)
        #expect(counter.count == 2)
    }
}
