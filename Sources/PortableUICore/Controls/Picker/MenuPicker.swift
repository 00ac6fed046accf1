import Foundation

/// A picker drawn as a menu button: the selected option and an up-and-down chevron, in the
/// tint color; in a form row, after the label, in the secondary color.
struct _MenuPicker: View {
    /// The chevron's size and its gap to the option.
    static let chevronSize = CGSize(width: 7, height: 12)
    static let chevronSpacing: CGFloat = 5

    let configuration: _PickerConfiguration
    @Environment(\.formContext) private var formContext
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if formContext == .none {
            value.foregroundStyle(isEnabled ? tintColor : Color.gray)
        } else {
            _LabeledRow(label: configuration.label) { value.foregroundStyle(Color.secondary) }
        }
    }

    @Environment(\.tintColor) private var tintColor

    private var value: some View {
        HStack(spacing: Self.chevronSpacing) {
            _SelectedOptionLayout(selectedIndex: configuration.selectedIndex) { configuration.options }
            _UpDownChevron()
                .stroke(style: .glyph(1.5))
                .frame(width: Self.chevronSize.width, height: Self.chevronSize.height)
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
            List {
                _InlinePicker(configuration: configuration, marker: .checkmark).labelsHidden()
            }
        } label: {
            _LabeledRow(label: configuration.label) {
                HStack(spacing: 8) {
                    _SelectedOptionLayout(selectedIndex: configuration.selectedIndex) { configuration.options }
                        .foregroundStyle(Color.secondary)
                    _TrailingChevron()
                        .stroke(Color.gray, style: .glyph(2))
                        .frame(width: 6, height: 11)
                }
            }
        }
        .buttonStyle(.plain)
    }
}
