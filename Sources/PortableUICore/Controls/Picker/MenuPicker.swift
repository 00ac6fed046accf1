import Foundation

/// A picker drawn as a menu button: the selected option (or the picker's current value
/// label) and an up-and-down chevron, in the tint color; in a form row, after the label, in the secondary color. Pressing it opens a
/// ``Menu`` of the options, the selected one marked with a leading check mark (the values of
/// a mixed selection with a dash); choosing one selects it and closes the menu. Options
/// without a tag are shown disabled.
struct _MenuPicker: View {
    /// The chevron's size and its gap to the option.
    static let chevronSize = CGSize(width: 7, height: 12)
    static let chevronSpacing: CGFloat = 5

    let configuration: _PickerConfiguration
    @Environment(\.formContext) private var formContext
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tintColor) private var tintColor

    var body: some View {
        if formContext == .none {
            menu.foregroundStyle(isEnabled ? tintColor : Color.gray)
        } else {
            _LabeledRow(label: configuration.label) { menu.foregroundStyle(Color.secondary) }
        }
    }

    private var menu: some View {
        let configuration = configuration
        let selected = configuration.selectedIndex
        return Menu {
            ForEach(configuration.tags.tags.indices, id: \.self) { index in
                Button {
                    configuration.select(index)
                } label: {
                    HStack(spacing: 6) {
                        ZStack {
                            _CheckMark().stroke(style: .glyph(2)).opacity(index == selected ? 1 : 0)
                            if configuration.isMixed(index) { _MixedMark().stroke(style: .glyph(2)) }
                        }
                        .frame(width: 13, height: 11)
                        _SelectedOptionLayout(selectedIndex: index) { configuration.options }
                    }
                }
                .disabled(configuration.tags.tags[index] == nil)
            }
        } label: {
            value
        }
        .menuStyle(_PickerMenuStyle(opener: configuration.menuOpener))
    }

    private var value: some View {
        HStack(spacing: Self.chevronSpacing) {
            _PickerValue(configuration: configuration)
            _UpDownChevron()
                .stroke(style: .glyph(1.5))
                .frame(width: Self.chevronSize.width, height: Self.chevronSize.height)
        }
    }
}

/// The menu style of a menu picker: its label alone, which opens the menu when pressed. It
/// leaves the menu's open action with the picker's opener, for the picker's keys.
struct _PickerMenuStyle: MenuStyle {
    let opener: PickerMenuOpener?

    func makeBody(configuration: Configuration) -> some View {
        opener?.action = configuration.open
        return configuration.label
            .contentShape(Rectangle())
            .onTapGesture(perform: configuration.open)
    }
}

/// How a focused menu picker opens its menu from the keyboard: the menu style of its body
/// leaves the menu's open action here each time it is evaluated.
@MainActor
final class PickerMenuOpener {
    var action: (@MainActor () -> Void)?

    /// The keys that open a focused pop-up button's menu on macOS.
    static let keys: Set<KeyEquivalent> = [.space, .return, .upArrow, .downArrow]

    /// Opens the menu when `key` is one that opens it; returns whether it did.
    func open(for key: KeyEquivalent) -> Bool {
        guard Self.keys.contains(key), let action else { return false }
        action()
        return true
    }
}

/// What a menu or navigation-link picker shows as its value: its current value label, or
/// else the selected option. The options are there, collapsed, behind a value label: they
/// are where the picker reads their tags.
struct _PickerValue: View {
    let configuration: _PickerConfiguration

    var body: some View {
        if let label = configuration.currentValueLabel {
            label.background {
                _SelectedOptionLayout(selectedIndex: nil) { configuration.options }
            }
        } else {
            _SelectedOptionLayout(selectedIndex: configuration.selectedIndex) { configuration.options }
        }
    }
}

/// Shows only the selected option (none without a selection): it is as large as that
/// option's size for the proposal, and the others are left out.
struct _SelectedOptionLayout: Layout, Equatable {
    let selectedIndex: Int?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let selectedIndex, subviews.indices.contains(selectedIndex) else { return .zero }
        return subviews[selectedIndex].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            if index == selectedIndex {
                subviews[index].place(at: bounds.origin, proposal: proposal)
            } else {
                subviews[index].collapse(at: bounds.origin)
            }
        }
    }
}

/// A picker drawn as a navigation link row: the label, the selected option in the secondary
/// color and a trailing chevron; the link pushes the options as an inline picker in an inset
/// grouped list.
struct _NavigationLinkPicker: View {
    let configuration: _PickerConfiguration

    var body: some View {
        let configuration = configuration
        return NavigationLink {
            _PickerOptionsScreen(configuration: configuration)
        } label: {
            _LabeledRow(label: configuration.label) {
                HStack(spacing: 8) {
                    _PickerValue(configuration: configuration)
                        .foregroundStyle(Color.secondary)
                    _TrailingChevron()
                        .stroke(Color.gray, style: .glyph(2))
                        .frame(width: 6, height: 11)
                }
            }
            // The whole row is the link, as a navigation row in a list is: a plain button
            // takes taps only where its label draws.
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// The options a navigation-link picker pushes: an inline picker in a list that goes back to
/// the picker once an option is chosen, as iOS does.
struct _PickerOptionsScreen: View {
    let configuration: _PickerConfiguration
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let chosen = configuration.selection
        let dismiss = dismiss
        let choosing = _PickerConfiguration(
            label: configuration.label, options: configuration.options, tags: configuration.tags,
            selection: PickerSelection(values: chosen.values, set: { tag in
                chosen.set(tag)
                dismiss()
            }))
        return List {
            _InlinePicker(configuration: choosing, marker: .checkmark).labelsHidden()
        }
    }
}
