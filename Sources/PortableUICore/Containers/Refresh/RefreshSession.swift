import Foundation
import Observation

/// The refreshes of one refreshable view.
///
/// 1. One refresh runs at a time: a call while one runs waits for it.
/// 2. `isRefreshing` is observable, so the spinner a scroll view shows follows it.
/// 3. The scroll views showing the refresh are told when one starts and ends, so that they
///    hold their content down below the spinner meanwhile (see `ScrollState+Refresh`).
@MainActor
final class RefreshSession: Observable {
    private let registrar = ObservationRegistrar()
    private var running: Task<Void, Never>?
    private var refreshing = false
    private var scrollViews: [Weak<ScrollState>] = []

    nonisolated init() {}

    /// Whether a refresh runs.
    var isRefreshing: Bool {
        registrar.access(self, keyPath: \.isRefreshing)
        return refreshing
    }

    /// Runs `action`, or waits for the refresh that runs (step 1).
    func run(_ action: @escaping @Sendable () async -> Void) async {
        if let running { return await running.value }
        let task = Task { await action() }
        running = task
        setRefreshing(true)
        await task.value
        running = nil
        setRefreshing(false)
    }

    /// Lets `state` follow this session's refreshes (step 3); a scroll view is added once.
    func attach(_ state: ScrollState) {
        scrollViews.removeAll { $0.value == nil }
        guard !scrollViews.contains(where: { $0.value === state }) else { return }
        scrollViews.append(Weak(state))
    }

    private func setRefreshing(_ value: Bool) {
        registrar.withMutation(of: self, keyPath: \.isRefreshing) { refreshing = value }
        for scrollView in scrollViews { scrollView.value?.refreshingChanged(value) }
    }
}
