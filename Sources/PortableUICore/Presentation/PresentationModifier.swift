import Foundation

/// The modifier behind every presenting modifier (`sheet`, `fullScreenCover`, `popover`,
/// `alert`, `confirmationDialog`, a `Menu`'s button): it shows `presented` above the window
/// content while it is non-nil.
///
/// 1. The content is reconciled as the modified view (the modifier adds no layout).
/// 2. After the update, the node brings its entry in line with the value: it presents a new
///    entry, updates the shown one (content, environment, dismissal), or removes it and runs
///    `onDismiss` once. A new `identity` (another item) replaces the shown entry.
/// 3. A user's dismissal calls `dismiss`, which sets the presenter's binding to false (or
///    nil); the presenter's next update then removes the entry (step 2).
/// 4. When the presenter leaves the hierarchy, its presentation is removed too.
struct _PresentationModifier: ViewModifier {
    typealias Body = Never
    let kind: PresentationEntry.Kind
    /// The presented view, or nil when nothing is presented.
    let presented: AnyView?
    let identity: AnyHashable?
    let dismiss: @MainActor () -> Void
    let onDismiss: (@MainActor () -> Void)?
    var arrowEdge: Edge? = nil
    /// Where on the content a popover attaches (nil: the content's frame).
    var attachmentAnchor: PopoverAttachmentAnchor? = nil
    /// A point (window coordinates) to open at instead of the content's frame (a context
    /// menu opened by a secondary click).
    var anchorPoint: CGPoint? = nil
    /// A context menu's preview, shown with the menu on a touch idiom.
    var menuPreview: AnyView? = nil

    static func _reconcile<C: View>(_ modifier: Self, content: C, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        let presenter = node as? PresenterNode ?? PresenterNode()
        // Step 1
        presenter.content = reconcileChild(content, presenter.content, inputs)
        // Step 2
        let environment = inputs.environment
        weak let weakPresenter = presenter
        inputs.updates?.enqueue {
            guard let presenter = weakPresenter, let coordinator = inputs.graph?.presentations else { return }
            presenter.sync(modifier, environment: environment, coordinator: coordinator, updateQueue: inputs.updates)
        }
        return presenter
    }
}

/// The node of a presenting modifier: its content, and the entry it shows.
final class PresenterNode: PassThroughNode {
    private var entry: PresentationEntry?
    private var onDismiss: (@MainActor () -> Void)?
    private weak var coordinator: PresentationCoordinator?
    private var updates: UpdateQueue?
    private var isUnmounted = false

    // Step 2
    @MainActor
    func sync(
        _ modifier: _PresentationModifier, environment: EnvironmentValues, coordinator: PresentationCoordinator,
        updateQueue: UpdateQueue?
    ) {
        guard !isUnmounted else { return }
        self.coordinator = coordinator
        updates = updateQueue
        if let entry, entry.isDismissed || modifier.presented == nil || entry.identity != modifier.identity
            || entry.kind != modifier.kind
        {
            remove(entry, from: coordinator)
        }
        guard let presented = modifier.presented else { return }
        onDismiss = modifier.onDismiss
        let shown = entry ?? PresentationEntry(kind: modifier.kind, content: presented, environment: environment)
        shown.identity = modifier.identity
        shown.requestDismiss = modifier.dismiss
        let point = modifier.anchorPoint
        let attachment = modifier.attachmentAnchor
        shown.anchorProvider = { [weak self] in
            point.map { CGRect(origin: $0, size: .zero) } ?? self?.attachmentFrame(attachment)
        }
        shown.arrowEdge = modifier.arrowEdge
        shown.menuPreview = modifier.menuPreview
        if entry === shown {
            shown.content = presented
            if shown.environment.version != environment.version { shown.environment = environment }
        } else {
            shown.anchor = shown.anchorProvider() ?? .zero
            shown.isInScrollableContent = isInScrollView
            shown.onRemoved = { [weak self, weak shown] in
                if let shown { self?.entryRemoved(shown) }
            }
            entry = shown
            coordinator.present(shown)
        }
    }

    /// Removes the entry (and those presented above it, whose presenters hear of it first).
    @MainActor
    private func remove(_ shown: PresentationEntry, from coordinator: PresentationCoordinator) {
        coordinator.remove(shown)
        entryRemoved(shown)
    }

    /// The entry left the stack; `onDismiss` runs after the update that takes the content
    /// away (its `onDisappear` comes first).
    @MainActor
    private func entryRemoved(_ shown: PresentationEntry) {
        guard entry === shown else { return }
        entry = nil
        guard let action = onDismiss else { return }
        onDismiss = nil
        updates?.enqueue(action)
    }

    /// Whether the content is inside a scroll view.
    @MainActor
    private var isInScrollView: Bool {
        var node = units.first?.layoutParent
        while let current = node {
            if current.scrollState != nil { return true }
            node = current.layoutParent
        }
        return false
    }

    /// The union of the content's frames in the window.
    @MainActor
    private var windowFrame: CGRect? {
        let frames = units.filter { !$0.isCollapsed }.map(\.frame)
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Where a popover attaches (window coordinates): the anchor resolved in the content's
    /// first view, or the content's frame.
    @MainActor
    private func attachmentFrame(_ attachment: PopoverAttachmentAnchor?) -> CGRect? {
        guard let attachment, let node = units.first(where: { !$0.isCollapsed }) else { return windowFrame }
        let frame = node.frame
        switch attachment {
        case .rect(let source):
            return source.resolve(node, node).offsetBy(dx: frame.minX, dy: frame.minY)
        case .point(let point):
            let location = CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
            return CGRect(origin: location, size: .zero)
        }
    }

    // Step 4
    @MainActor override func unmount() {
        super.unmount()
        isUnmounted = true
        guard let entry else { return }
        if let coordinator { remove(entry, from: coordinator) }
    }
}
