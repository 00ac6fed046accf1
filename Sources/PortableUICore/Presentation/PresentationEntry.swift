import Foundation
import Observation

/// One presentation shown above the window content: a sheet, a cover, a popover, an alert, a
/// confirmation dialog or an open menu.
///
/// The presenting modifier's node owns it and keeps it up to date after each of its updates
/// (content, environment, how the user dismisses it); the presentation layer reads it, so a
/// change re-evaluates that presentation only.
@MainActor @Observable
final class PresentationEntry: Identifiable {
    /// What kind of presentation this is; it decides the chrome and the placement.
    enum Kind: Equatable {
        case sheet, fullScreenCover, popover, alert, confirmationDialog, menu
    }

    let kind: Kind
    /// The presented view, built by the presenter from its latest value.
    var content: AnyView
    /// The presenter's environment, which the presented content inherits.
    var environment: EnvironmentValues
    /// The frame of the presenting view (window coordinates), for popovers and menus.
    var anchor: CGRect
    /// What the presented content asked for (`presentationDetents`, `interactiveDismissDisabled`…).
    var options = PresentationOptions()
    /// How far (points, downwards) the user is dragging a phone's sheet from its detent.
    var dragTranslation: CGFloat = 0
    /// Sets the selection binding of `presentationDetents(_:selection:)` (a drag chose a detent).
    @ObservationIgnored var selectDetent: (@MainActor (PresentationDetent) -> Void)?
    /// A context menu's preview (`contextMenu(menuItems:preview:)` opened by a long press),
    /// shown above or below the menu on a touch idiom.
    var menuPreview: AnyView?
    /// The edge of the anchor the popover's arrow points to.
    var arrowEdge: Edge?
    /// The item presented (`sheet(item:)`…): another item replaces the presentation.
    @ObservationIgnored var identity: AnyHashable?
    /// An alert's or dialog's cancel action (Escape) and default action (Return), which its
    /// rows register when they are built.
    @ObservationIgnored var cancelAction: (@MainActor () -> Void)?
    @ObservationIgnored var defaultAction: (@MainActor () -> Void)?
    /// Asks the presenter to dismiss (sets its binding to false or nil).
    @ObservationIgnored var requestDismiss: @MainActor () -> Void = {}
    /// Finds the presenter's current frame (window coordinates).
    @ObservationIgnored var anchorProvider: @MainActor () -> CGRect? = { nil }
    /// Whether the presenter is inside a scroll view (a menu's `MenuOrder.automatic`).
    @ObservationIgnored var isInScrollableContent = false
    /// Set once the entry left the stack: late requests are ignored.
    @ObservationIgnored private(set) var isDismissed = false

    init(kind: Kind, content: AnyView, environment: EnvironmentValues, anchor: CGRect = .zero) {
        self.kind = kind
        self.content = content
        self.environment = environment
        self.anchor = anchor
    }

    /// A user's dismissal (Escape, a click outside, a swipe, `dismiss()`): ignored for a
    /// presentation whose content disabled interactive dismissal, unless `force`.
    func dismissByUser(force: Bool = false) {
        guard !isDismissed else { return }
        if !force && options.interactiveDismissDisabled { return }
        requestDismiss()
    }

    /// Tells the presenter (``onRemoved``) that the entry left the stack.
    func markDismissed() {
        isDismissed = true
        let removed = onRemoved
        onRemoved = nil
        removed?()
    }

    /// What the presenter does when the entry leaves the stack, once.
    @ObservationIgnored var onRemoved: (@MainActor () -> Void)?

    /// Whether the presentation blocks the content below it from input (all do but a popover
    /// or menu, which close on a click outside instead; both swallow that click).
    var isModal: Bool { kind != .menu && kind != .popover }
}
