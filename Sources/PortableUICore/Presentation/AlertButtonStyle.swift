import Foundation

/// The look of an alert's or dialog's actions: rows of tinted text on a phone (cancel in
/// semibold, destructive in red, separated by hairlines), push buttons on a desktop (the
/// default one filled with the accent color). Every action dismisses its presentation.
struct _AlertButtonStyle: PrimitiveButtonStyle {
    let style: AlertCardStyle

    func makeBody(configuration: Configuration) -> some View {
        _AlertRow(configuration: configuration, style: style)
    }
}

struct _AlertRow: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let style: AlertCardStyle
    @Environment(\.presentation) private var presentation
    @Environment(\.keyboardShortcut) private var shortcut
    @Environment(\.isImplicitAlertCancel) private var isImplicit
    @Environment(\.alertHasDefaultAction) private var hasDefaultAction
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let entry = presentation.entry
        let configuration = configuration
        let run: @MainActor () -> Void = {
            configuration.trigger()
            entry?.dismissByUser(force: true)
        }
        let role = configuration.role
        let isDefault = shortcut == .defaultAction
        if role == .cancel, !isImplicit || entry?.cancelAction == nil { entry?.cancelAction = run }
        if isDefault { entry?.defaultAction = run }
        return look(role: role, isDefault: isDefault)
            .contentShape(Rectangle())
            .onTapGesture(perform: run)
            .layoutValue(key: _AlertRowKindKey.self, value: isImplicit ? .implicitCancel : .action(role))
            .preference(key: _AlertDefaultActionKey.self, value: isDefault)
    }

    @ViewBuilder
    private func look(role: ButtonRole?, isDefault: Bool) -> some View {
        let tint: Color = role == .destructive ? .red : .accentColor
        switch style {
        case .alert, .actionSheet:
            let size: CGFloat = style == .alert ? 17 : 20
            // UIAlertController: the preferred action takes the emphasis from the cancel one;
            // an action sheet emphasizes its cancel action only.
            let emphasized = style == .actionSheet ? role == .cancel : isDefault || (role == .cancel && !hasDefaultAction)
            let weight: Font.Weight = emphasized ? .semibold : .regular
            configuration.label
                .font(.system(size: size, weight: weight))
                .foregroundStyle(tint)
                .lineLimit(1)
                .padding(.horizontal, 8)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .overlay(alignment: .top) { Rectangle().fill(PresentationColors(colorScheme).separator).frame(height: 0.5) }
                .overlay(alignment: .leading) {
                    if style == .alert { Rectangle().fill(PresentationColors(colorScheme).separator).frame(width: 0.5) }
                }
        case .desktop:
            configuration.label
                .font(.system(size: 13))
                .foregroundStyle(isDefault ? Color.white : role == .destructive ? Color.red : Color.primary)
                .lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(isDefault ? Color.accentColor : PresentationColors(colorScheme).desktopButton, in: RoundedRectangle(cornerRadius: 6))
        }
    }
}
