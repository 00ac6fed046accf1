import Foundation

/// A picker drawn as a palette: the options side by side as compact cells, with no track;
/// the selected cell is highlighted. A label option shows its icon only. A tap on a cell selects its option; inside an open menu (where
/// SwiftUI's palettes are most used, as a row of a `Menu`) it also closes the menu.
struct _PalettePicker: View {
    let configuration: _PickerConfiguration
    @Environment(\.controlSize) private var controlSize
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.menuContext) private var menuContext

    var body: some View {
        let configuration = configuration
        let dismiss = menuContext?.dismissAll
        let scale = controlSize.scale
        return _PaletteLayout(selectedIndex: configuration.selectedIndex, scale: scale) {
            RoundedRectangle(cornerRadius: _PaletteLayout.highlightCornerRadius * scale, style: .continuous)
                .fill(Color.tertiarySystemFill)
            configuration.options
                .labelStyle(.iconOnly)
        }
        .lineLimit(1)
        .opacity(isEnabled ? 1 : 0.5)
        .padding(.horizontal, menuContext == nil ? 0 : _PaletteLayout.menuInset)
        .frame(maxWidth: menuContext == nil ? nil : .infinity, alignment: .leading)
        .contentShape(Rectangle())
        .gesture(
            _OptionTapGesture(options: configuration.tags, axis: .horizontal).onEnded { index in
                guard let index else { return }
                configuration.select(index)
                dismiss?()
            })
    }
}

/// The layout of a palette. Subviews: the highlight, then the options.
///
/// 1. Each cell is a square as large as the largest option (its width or height) plus 6
///    points on each side, at least 32 points (the segmented control's height), scaled by
///    the control size; cells stand 4 points apart [all unverified: SwiftUI's palette
///    metrics are not documented].
/// 2. Each option is centred in its cell, proposed the cell less its padding.
/// 3. The highlight covers the selected cell; without a selection it is not shown.
struct _PaletteLayout: Layout, Equatable {
    static let cellPadding: CGFloat = 6
    static let minimumCell: CGFloat = 32
    static let spacing: CGFloat = 4
    static let highlightCornerRadius: CGFloat = 8
    /// The space between a palette in a menu and the menu's edges: a menu row's text inset.
    static let menuInset: CGFloat = 12

    let selectedIndex: Int?
    let scale: CGFloat

    // Step 1
    private func cellSide(_ options: Subviews.SubSequence) -> CGFloat {
        let largest = options.map {
            let size = $0.sizeThatFits(.unspecified)
            return Swift.max(size.width, size.height)
        }.max() ?? 0
        return Swift.max(largest + 2 * Self.cellPadding * scale, Self.minimumCell * scale)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let options = subviews.dropFirst()
        guard !options.isEmpty else { return .zero }
        let side = cellSide(options)
        let count = CGFloat(options.count)
        return CGSize(width: count * side + (count - 1) * Self.spacing * scale, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let highlight = subviews.first else { return }
        let options = subviews.dropFirst()
        let side = cellSide(options)
        let pitch = side + Self.spacing * scale
        // Step 2
        let innerSide = side - 2 * Self.cellPadding * scale
        let inner = ProposedViewSize(width: innerSide, height: innerSide)
        for (index, option) in options.enumerated() {
            let centre = CGPoint(x: bounds.minX + CGFloat(index) * pitch + side / 2, y: bounds.minY + side / 2)
            option.place(centredOn: centre, proposal: inner)
        }
        // Step 3
        guard let selectedIndex, selectedIndex < options.count else {
            highlight.collapse(at: bounds.origin)
            return
        }
        highlight.place(
            at: CGPoint(x: bounds.minX + CGFloat(selectedIndex) * pitch, y: bounds.minY),
            proposal: ProposedViewSize(width: side, height: side))
    }
}
