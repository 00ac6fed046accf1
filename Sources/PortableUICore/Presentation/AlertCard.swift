import Foundation

/// How an alert-like card is laid out: an iOS alert, an iOS action sheet, a desktop alert.
enum AlertCardStyle: Equatable {
    case alert, actionSheet, desktop
}

/// The card of an alert or confirmation dialog: its title and message, then its actions.
///
/// Every action dismisses the presentation after running. A `.cancel` action is placed
/// last (on the left of two side-by-side actions), in semibold on a phone unless another
/// action is the default one, which is then the semibold one; a `.destructive` one is red. Escape runs the cancel action, Return the default one (the button marked
/// `.keyboardShortcut(.defaultAction)`), also from a text field of the alert, whose first
/// field takes focus when the alert appears. An alert without actions gets an "OK" action, and an action sheet
/// without a cancel action gets a "Cancel" one, as SwiftUI adds them.
struct _AlertCard: View {
    let title: Text?
    let message: AnyView?
    let actions: AnyView
    let hasActions: Bool
    let isDialog: Bool
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.presentation) private var presentation
    @Environment(\.colorScheme) private var colorScheme
    /// Whether an action is marked as the default one (its rows say so with a preference).
    @State private var hasDefaultAction = false

    private var style: AlertCardStyle {
        idiom == .desktop ? .desktop : isDialog ? .actionSheet : .alert
    }

    var body: some View {
        let style = style
        return _AlertCardLayout(style: style) {
            backgroundShape(style)
            backgroundShape(style)
            header(style)
            // Text fields in an alert are bordered, as UIAlertController's and NSAlert's are.
            actions.textFieldStyle(.roundedBorder)
            if !hasActions {
                Button(isDialog ? "Cancel" : "OK", role: isDialog ? .cancel : nil) {}.keyboardShortcut(.defaultAction)
            } else if isDialog {
                _ImplicitCancelButton()
            }
        }
        .buttonStyle(_AlertButtonStyle(style: style))
        .environment(\.alertHasDefaultAction, hasDefaultAction)
        .onPreferenceChange(_AlertDefaultActionKey.self) { hasDefaultAction = $0 }
        .environment(\.accessibilityActivationCompletion, { [weak entry = presentation.entry] in entry?.dismissByUser(force: true) })
        .accessibilityIdentifier(isDialog ? "presentation.dialog" : "presentation.alert")
    }

    private func backgroundShape(_ style: AlertCardStyle) -> some View {
        let radius = style == .desktop ? PresentationMetrics.desktopAlertCornerRadius : PresentationMetrics.alertCornerRadius
        return RoundedRectangle(cornerRadius: radius).fill(style == .desktop ? PresentationColors(colorScheme).desktopWindowBackground : PresentationColors(colorScheme).card)
    }

    private func header(_ style: AlertCardStyle) -> some View {
        let isSheet = style == .actionSheet
        let titleFont: Font =
            style == .desktop ? .system(size: 13, weight: .bold) : isSheet ? .system(size: 13, weight: .semibold) : .system(size: 17, weight: .semibold)
        let messageFont: Font = style == .desktop ? .system(size: 11) : .system(size: 13)
        return VStack(spacing: style == .desktop ? 6 : 2) {
            if let title { title.font(titleFont).foregroundStyle(isSheet ? PresentationColors(colorScheme).secondaryLabel : Color.primary) }
            if let message { message.font(messageFont).foregroundStyle(isSheet ? PresentationColors(colorScheme).secondaryLabel : Color.primary) }
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
    }
}

/// The "Cancel" action an action sheet shows when its actions have none: the layout
/// collapses it when another row has the cancel role.
struct _ImplicitCancelButton: View {
    var body: some View {
        Button("Cancel", role: .cancel) {}.environment(\.isImplicitAlertCancel, true)
    }
}

/// What a subview of an alert's actions is, for its layout: a text field (any view that is
/// not a button), or an action with its role.
enum AlertRowKind: Equatable {
    case field
    case action(ButtonRole?)
    case implicitCancel
}

struct _AlertRowKindKey: LayoutValueKey {
    static let defaultValue = AlertRowKind.field
}

private struct ImplicitAlertCancelKey: EnvironmentKey {
    static let defaultValue = false
}

/// Whether any action of an alert is its default one.
struct _AlertDefaultActionKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

private struct AlertHasDefaultActionKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the alert whose actions the views below are has a default action: its cancel
    /// action is then drawn in the regular weight (UIAlertController's preferred action).
    var alertHasDefaultAction: Bool {
        get { self[AlertHasDefaultActionKey.self] }
        set { self[AlertHasDefaultActionKey.self] = newValue }
    }

    var isImplicitAlertCancel: Bool {
        get { self[ImplicitAlertCancelKey.self] }
        set { self[ImplicitAlertCancelKey.self] = newValue }
    }
}
