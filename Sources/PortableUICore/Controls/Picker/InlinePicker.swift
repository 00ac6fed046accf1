import Foundation

/// A picker drawn as rows, one per option: the selected one marked with a trailing check
/// mark (inline) or a filled leading circle (radio group). A tap on a row selects it.
///
/// In a grouped form or list, the rows are the picker's list row, spanning its card, each
/// 44 points tall at least with the list's row insets and a separator below all but the
/// last (so they look like rows of the section); the label is not shown [UNVERIFIED].
/// Elsewhere, the label comes first, then the rows (radio groups: 22 points tall at least,
/// no separators).
struct _InlinePicker: View {
    /// How the selected row is marked.
    enum Marker {
        case checkmark
        case radio
    }

    let configuration: _PickerConfiguration
    let marker: Marker
    @Environment(\.formContext) private var formContext
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.tintColor) private var tintColor

    var body: some View {
        let configuration = configuration
        let inList = formContext == .grouped && marker == .checkmark
        let count = configuration.tags.tags.count
        let selected = configuration.selectedIndex
        let rows = _OptionRowsLayout(
            selectedIndex: selected, optionCount: count, marker: marker, metrics: inList ? .list : .compact,
            separatorThickness: pixelLength
        ) {
            switch marker {
            case .checkmark:
                _CheckMark().stroke(tintColor, style: .glyph(2)).frame(width: 13, height: 11)
                ForEach(0..<Swift.max(count - 1, 0), id: \.self) { _ in Color.separator }
            case .radio:
                ForEach(0..<count, id: \.self) { index in _RadioMark(isOn: index == selected) }
            }
            configuration.options
        }
        .contentShape(Rectangle())
        .gesture(_OptionTapGesture(options: configuration.tags, axis: .vertical).onEnded { index in if let index { configuration.select(index) } })
        if inList {
            rows.listRowInsets(EdgeInsets())
        } else if labelsVisibility == .hidden {
            rows
        } else {
            VStack(alignment: .leading, spacing: 6) {
                configuration.label
                rows
            }
        }
    }
}

/// A radio button's circle: an outline, filled with the tint and a white dot when on.
struct _RadioMark: View {
    let isOn: Bool
    @Environment(\.tintColor) private var tintColor

    var body: some View {
        ZStack {
            Circle().fill(isOn ? tintColor : Color.secondarySystemGroupedBackground)
            Circle().strokeBorder(Color.gray.opacity(isOn ? 0 : 0.6), lineWidth: 1)
            if isOn { Circle().fill(Color.white).padding(5) }
        }
        .frame(width: 16, height: 16)
    }
}

/// The layout of an inline picker's rows. Subviews: the markers (the check mark and the
/// separators, or one radio circle per option), then the options.
///
/// 1. Each option is a row: proposed the width less the row insets and the marker's space,
///    at least `minimumHeight` tall with its vertical insets, the option centred vertically.
/// 2. Check marks: the mark at the trailing inset of the selected row; separators below
///    every row but the last, from the leading inset to the trailing edge.
/// 3. Radio circles: one at the leading inset of each row, the option after it.
/// 4. The picker is as tall as its rows and as wide as proposed (unproposed: the widest row).
struct _OptionRowsLayout: Layout, Equatable {
    /// The metrics of the rows.
    struct Metrics: Equatable {
        var insets: EdgeInsets
        var minimumHeight: CGFloat
        var markerSpace: CGFloat

        /// Rows of a grouped list (ListMetrics' row insets, 44-point rows).
        static let list = Metrics(insets: ListMetrics.rowInsets, minimumHeight: 44, markerSpace: 13 + 8)
        /// Rows of a stand-alone picker [UNVERIFIED].
        static let compact = Metrics(
            insets: EdgeInsets(top: 3, leading: 0, bottom: 3, trailing: 0), minimumHeight: 22, markerSpace: 16 + 6)
    }

    let selectedIndex: Int?
    let optionCount: Int
    let marker: _InlinePicker.Marker
    let metrics: Metrics
    let separatorThickness: CGFloat

    private var markerCount: Int {
        marker == .radio ? optionCount : 1 + Swift.max(optionCount - 1, 0)
    }

    private func optionWidth(_ width: CGFloat) -> CGFloat {
        Swift.max(width - metrics.insets.leading - metrics.insets.trailing - metrics.markerSpace, 0)
    }

    /// Step 1: the height of each row for a width.
    private func rowHeights(_ options: LayoutSubviews, width: CGFloat?) -> [(height: CGFloat, size: CGSize)] {
        let proposal = ProposedViewSize(width: width.map(optionWidth), height: nil)
        return options.map { option in
            let size = option.sizeThatFits(proposal)
            return (Swift.max(size.height + metrics.insets.top + metrics.insets.bottom, metrics.minimumHeight), size)
        }
    }

    // Step 4
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let options = subviews.dropFirst(markerCount)
        let rows = rowHeights(options, width: proposal.width)
        let width = proposal.width ?? (
            (rows.map(\.size.width).max() ?? 0) + metrics.insets.leading + metrics.insets.trailing + metrics.markerSpace)
        return CGSize(width: width, height: rows.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let options = subviews.dropFirst(markerCount)
        let markers = Array(subviews.prefix(markerCount))
        let rows = rowHeights(options, width: bounds.width)
        let leadingMarker: CGFloat = marker == .radio ? metrics.markerSpace : 0
        var y = bounds.minY
        var checkPlaced = false
        for (index, (option, row)) in zip(options, rows).enumerated() {
            option.place(
                at: CGPoint(
                    x: bounds.minX + metrics.insets.leading + leadingMarker, y: y + (row.height - row.size.height) / 2
                ).integral,
                proposal: ProposedViewSize(width: optionWidth(bounds.width), height: nil))
            switch marker {
            case .checkmark:
                // Step 2
                if index == selectedIndex, let mark = markers.first {
                    mark.place(
                        at: CGPoint(x: bounds.maxX - metrics.insets.trailing, y: y + row.height / 2), anchor: .trailing,
                        proposal: .unspecified)
                    checkPlaced = true
                }
                if index < rows.count - 1, markers.indices.contains(index + 1) {
                    let x = bounds.minX + metrics.insets.leading
                    markers[index + 1].place(
                        at: CGPoint(x: x, y: y + row.height - separatorThickness),
                        proposal: ProposedViewSize(width: bounds.maxX - x, height: separatorThickness))
                }
            case .radio:
                // Step 3
                if markers.indices.contains(index) {
                    markers[index].place(
                        at: CGPoint(x: bounds.minX + metrics.insets.leading, y: y + row.height / 2), anchor: .leading,
                        proposal: .unspecified)
                }
            }
            y += row.height
        }
        if marker == .checkmark, !checkPlaced, let mark = markers.first { mark.collapse(at: bounds.origin) }
        // Markers beyond the rows (while the options' count is being updated) are left out.
        let placedMarkers = marker == .checkmark ? Swift.max(rows.count, 1) : rows.count
        for extra in markers.dropFirst(placedMarkers) { extra.collapse(at: bounds.origin) }
    }
}
