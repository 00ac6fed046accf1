import Foundation

/// Drops from outside the window (the window host's path for files and text dragged in from
/// the desktop; tests call them directly). In-window drags need nothing special: press on a
/// `draggable` view, move at least 10 points and release over a destination (``drag(from:to:duration:)``);
/// drags between the windows of an app need the windows to share a ``DragSpace``.
extension ViewHost {
    /// Drops files at `point` (window coordinates): the drop destination under it that
    /// accepts them receives them; returns whether one did. Destinations that read the files
    /// (an `Image`, `Data`, a `FileRepresentation`) receive them once loaded, in a main-actor
    /// task (``advance(by:)`` lets it run); URL destinations receive the file URLs at once.
    @discardableResult
    public func dropFiles(_ urls: [URL], at point: CGPoint) -> Bool {
        drop(urls.map(TransferItem.init(file:)), at: point)
    }

    /// Drops text at `point` (window coordinates); returns whether a destination took it.
    @discardableResult
    public func dropText(_ text: String, at point: CGPoint) -> Bool {
        drop([TransferItem(text: text)], at: point)
    }

    /// Whether a drag is in progress within the window: one that started in it, or one from
    /// another window of the app that is over it.
    public var isDragging: Bool { events.drags.isDragging }

    /// Lets drags go between this window and the other windows that joined `space` (see
    /// ``DragSpace``): `screenFrame` tells where the window is on the screen (points), nil
    /// once it is closed. A window host calls it for each window it opens; tests place
    /// headless windows with it.
    public func joinDragSpace(_ space: DragSpace, screenFrame: @escaping @MainActor () -> CGRect?) {
        events.drags.space = space
        space.join(events.drags, screenFrame: screenFrame) { [weak self] in self?.layoutIfNeeded() }
    }

    private func drop(_ items: [TransferItem], at point: CGPoint) -> Bool {
        guard !items.isEmpty, point.x.isFinite, point.y.isFinite else { return false }
        layoutIfNeeded()
        let taken = events.drags.drop(items, at: point)
        flush()
        layoutIfNeeded()
        return taken
    }
}
