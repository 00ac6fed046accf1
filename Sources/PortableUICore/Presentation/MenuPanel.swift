import Foundation

/// An open menu: its items stacked in a rounded panel, each a row that runs its action and
/// closes the menu.
///
/// On a phone the panel is 250 points wide with 44-point rows in 17-point text; on a desktop
/// it is as wide as its widest row, with 22-point rows in 13-point text inside 5 points of
/// padding (see ``PresentationMetrics``). Up and Down arrows move the highlight, Return
/// chooses the highlighted item. Sections and dividers separate groups of items (see
/// ``_MenuSection``); the items are in the menu's ``MenuOrder`` (see ``_MenuStackLayout``).
struct _MenuPanel<Content: View>: View {
    let content: Content
    let context: MenuContext
    /// Whether `MenuOrder.automatic` means `.fixed` here (a picker's menu).
    var automaticOrderIsFixed = false
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.menuOrder) private var order
    @Environment(\.presentation) private var presentation
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let desktop = idiom == .desktop
        let shape = RoundedRectangle(
            cornerRadius: desktop ? PresentationMetrics.desktopMenuCornerRadius : PresentationMetrics.menuCornerRadius)
        let entry = presentation.entry
        let reverses = order.reversesAboveAnchor(
            idiom: idiom, inScrollableContent: entry?.isInScrollableContent ?? false, automaticIsFixed: automaticOrderIsFixed)
        return _MenuStackLayout(anchor: entry?.anchor ?? .null, reversesAboveAnchor: reverses) { content }
            .buttonStyle(_MenuItemButtonStyle())
            .environment(\.accessibilityActivationCompletion, context.dismissAll)
            .environment(\.menuContext, context)
            .font(.system(size: desktop ? 13 : 17))
            .padding(.vertical, desktop ? PresentationMetrics.desktopMenuPadding : 0)
            .background(desktop ? PresentationColors(colorScheme).desktopMenu : PresentationColors(colorScheme).card, in: shape)
            .clipShape(shape)
            .shadow(color: Color(white: 0, opacity: 0.25), radius: desktop ? 6 : 16, y: desktop ? 3 : 4)
            .accessibilityIdentifier("presentation.menu")
    }
}

/// A row of an open menu: the button's label across the menu's width, red for a destructive
/// role; a tap runs the action and closes the menu.
struct _MenuItemButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        _MenuItemRow(configuration: configuration)
    }
}

/// On the desktop a row shows its button's keyboard shortcut at its trailing edge.
/// Rows are focusable: in an open menu the arrow keys move focus from row to row (see
/// `InputSystem.keyDown`), the focused row is highlighted, and Return or Space chooses it.
struct _MenuItemRow: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.menuContext) private var context
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.keyboardShortcut) private var shortcut
    @FocusState private var isFocused: Bool

    var body: some View {
        let desktop = idiom == .desktop
        let configuration = configuration
        let context = context
        let color: Color =
            !isEnabled ? PresentationColors(colorScheme).secondaryLabel : configuration.role == .destructive ? .red : .primary
        return HStack(spacing: 8) {
            configuration.label
            Spacer(minLength: desktop ? 20 : 8)
            if desktop, let shortcut {
                // The shortcut, right-aligned in the secondary colour (white on the highlight).
                Text(shortcut.menuText)
                    .foregroundStyle(isFocused ? Color.white : PresentationColors(colorScheme).secondaryLabel)
                    // Read with the item, as macOS gives it as the item's key equivalent, not its title.
                    .accessibilityHidden(true)
                    .accessibilityIdentifier("presentation.menu.shortcut")
            }
        }
        .foregroundStyle(isFocused && desktop ? Color.white : color)
        .padding(.horizontal, desktop ? PresentationMetrics.desktopMenuTextInset : 16)
        .frame(minHeight: desktop ? PresentationMetrics.desktopMenuRowHeight : PresentationMetrics.menuRowHeight)
        .background {
            if isFocused {
                if desktop {
                    RoundedRectangle(cornerRadius: 4).fill(Color.accentColor).padding(.horizontal, PresentationMetrics.desktopMenuPadding)
                } else {
                    Rectangle().fill(PresentationColors(colorScheme).menuSectionBand)
                }
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { choose(configuration, context) }
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(keys: [.return, .space]) { _ in
            choose(configuration, context)
            return .handled
        }
        // The focused row shows itself with its highlight, not a focus ring.
        .focusEffectDisabled()
    }

    private func choose(_ configuration: PrimitiveButtonStyleConfiguration, _ context: MenuContext?) {
        guard isEnabled else { return }
        configuration.trigger()
        context?.dismissAll()
    }
}

