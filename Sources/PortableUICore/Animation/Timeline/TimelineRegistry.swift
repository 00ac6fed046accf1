import Foundation

/// What the graph asks of a mounted timeline view.
protocol TimelineDriven: AnyObject {
    /// Moves the view's clock to `date`.
    func advance(to date: Date)
    /// Starts the view's clock again at `date`, on its schedule's entries from there.
    func restart(at date: Date)
    /// The schedule's next entry, nil when it has no more.
    var nextEntry: Date? { get }
}

/// The timeline views mounted in one graph, held weakly: the graph moves their clocks when
/// its time moves and asks when the next of them is due.
final class TimelineRegistry {
    private struct Entry {
        weak var view: (any TimelineDriven)?
    }

    private var views: [ObjectIdentifier: Entry] = [:]

    func add(_ view: any TimelineDriven) {
        views[ObjectIdentifier(view)] = Entry(view: view)
    }

    func remove(_ view: any TimelineDriven) {
        views[ObjectIdentifier(view)] = nil
    }

    /// Moves every mounted timeline view's clock to `date`.
    func advance(to date: Date) {
        for entry in views.values { entry.view?.advance(to: date) }
    }

    /// Starts every mounted timeline view's clock again at `date` (the host's clock was set).
    func restart(at date: Date) {
        for entry in views.values { entry.view?.restart(at: date) }
    }

    /// The earliest next entry of the mounted timeline views, nil when none waits for one.
    var nextEntry: Date? {
        views.values.compactMap { $0.view?.nextEntry }.min()
    }
}
