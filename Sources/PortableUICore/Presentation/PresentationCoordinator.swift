import Foundation
import Observation

/// The presentations of one window, bottom to top, and the window's geometry they are laid
/// out in.
///
/// Presenters add their entry after the update that presented it and remove it after the
/// update that dismissed it (or when they leave the hierarchy); removing an entry removes the
/// ones presented above it too, as their presenters are inside it. Input goes to the top
/// entry only (see ``isModal``).
@MainActor @Observable
final class PresentationCoordinator {
    private(set) var entries: [PresentationEntry] = []
    /// The window and its safe area (window coordinates), set before each layout pass.
    private(set) var window = CGRect.zero
    private(set) var safeArea = CGRect.zero

    var top: PresentationEntry? { entries.last }

    /// The tooltip shown above everything (`help(_:)`), not a presentation: input is not
    /// confined to it.
    private(set) var tooltip: Tooltip?
    /// The preview of a drag in progress (see ``DragController``), above everything.
    var dragPreview: DragPreview?
    /// The tooltip to show once the host's clock reaches its time.
    @ObservationIgnored private var pendingTooltip: (tooltip: Tooltip, time: Double)?

    /// Shows `tooltip` when the host's clock reaches `time`, instead of any other pending one.
    func scheduleTooltip(_ tooltip: Tooltip, at time: Double) {
        pendingTooltip = (tooltip, time)
    }

    /// Called as the host's clock moves.
    func showTooltipIfDue(at time: Double) {
        guard let pending = pendingTooltip, time >= pending.time - 1e-9 else { return }
        pendingTooltip = nil
        tooltip = pending.tooltip
    }

    /// Hides the tooltip of `owner`, shown or pending.
    func hideTooltip(of owner: ObjectIdentifier) {
        if pendingTooltip?.tooltip.owner == owner { pendingTooltip = nil }
        if tooltip?.owner == owner { tooltip = nil }
    }

    /// An alert or a menu that has just been presented: once it is laid out, its first text
    /// field, or the menu's first row, takes keyboard focus (see
    /// `InputSystem.focusPresentedContentIfNeeded`).
    @ObservationIgnored var pendingFocus: PresentationEntry?
    /// Set when a menu closes: the view focused before it opened takes the focus back.
    @ObservationIgnored var returnsFocus = false

    /// What a secondary click does on a layout node (context menus), by node.
    @ObservationIgnored var secondaryClickHandlers: [ObjectIdentifier: @MainActor (CGPoint) -> Void] = [:]

    func present(_ entry: PresentationEntry) {
        guard !entries.contains(where: { $0 === entry }) else { return }
        // An open menu or popover closes when something else is presented.
        while let last = entries.last, !last.isModal, entry.kind != .menu || last.kind != .menu {
            last.dismissByUser(force: true)
            remove(last)
        }
        entries.append(entry)
        if entry.kind == .alert || entry.kind == .menu { pendingFocus = entry }
    }

    /// Removes `entry` and every entry above it, telling their presenters from the top down
    /// (so that their `onDismiss` actions run in that order).
    func remove(_ entry: PresentationEntry) {
        guard let index = entries.firstIndex(where: { $0 === entry }) else { return }
        let removed = entries[index...].reversed()
        entries.removeSubrange(index...)
        if removed.contains(where: { $0.kind == .menu }) { returnsFocus = true }
        for entry in removed { entry.markDismissed() }
    }

    /// Records the window's geometry; a change re-lays out the presentations.
    func setGeometry(window: CGRect, safeArea: CGRect) {
        // (Compared with the stored values, which reading does not register with an
        // observer: it runs before every layout, also when nothing changed.)
        if !window.isSame(as: _window) { self.window = window }
        if !safeArea.isSame(as: _safeArea) { self.safeArea = safeArea }
    }

    /// After a layout pass: when a presenter of a popover or menu moved, its entry's anchor
    /// follows in the next frame (changing it during layout would be a change during an update).
    func refreshAnchorsAfterLayout(_ updates: UpdateQueue) {
        let moved = entries.compactMap { entry -> (PresentationEntry, CGRect)? in
            guard entry.kind == .menu || entry.kind == .popover, let frame = entry.anchorProvider(), frame != entry.anchor
            else { return nil }
            return (entry, frame)
        }
        guard !moved.isEmpty else { return }
        updates.enqueue {
            for (entry, frame) in moved { entry.anchor = frame }
        }
    }
}
