import Foundation

/// The automatic control group: its controls in equal segments of a rounded rectangle of
/// the tertiary system fill, at least 34 points tall, radius 8 [UNVERIFIED: the look of a
/// `ControlGroup` in an iOS view's body, not measured]; borderless buttons in the tint; a
/// separator between each two segments, as the segmented control's (1 point wide, 16 tall,
/// the system fill). The control size scales the height, the segments' insets, the
/// separators' height and the radius.
struct _SegmentedControlGroup: View {
    static let minimumHeight: CGFloat = 34
    static let cornerRadius: CGFloat = 8
    let configuration: ControlGroupStyleConfiguration
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let scale = controlSize.scale
        // One separator fewer than the controls (the content's views, counted as a lazy
        // container counts its rows).
        let separators = Swift.max(LazyRows.of(configuration.content).count - 1, 0)
        return _ControlGroupLayout(minimumHeight: Self.minimumHeight * scale, scale: scale, separatorCount: separators) {
            ForEach(0..<separators, id: \.self) { _ in
                Rectangle().fill(Color.systemFill)
            }
            configuration.content
        }
        .buttonStyle(.borderless)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: Self.cornerRadius * scale))
    }
}

/// Equal segments side by side. Subviews: `separatorCount` separators, then the controls.
///
/// 1. Each segment is as wide as the widest control's ideal width plus 12 points on each
///    side (times the control size's `scale`), or an equal share of the width offered.
/// 2. The group is as tall as its tallest control, and at least `minimumHeight`.
/// 3. Each control is proposed its segment less the insets and centred in it.
/// 4. Separator `i` is centred on the edge between segments `i` and `i + 1`, 1 point wide and
///    16 tall (times `scale`).
struct _ControlGroupLayout: Layout, Equatable {
    static let inset: CGFloat = 12
    let minimumHeight: CGFloat
    var scale: CGFloat = 1
    var separatorCount = 0

    private var inset: CGFloat { Self.inset * scale }

    func sizeThatFits(proposal: ProposedViewSize, subviews allSubviews: Subviews, cache: inout ()) -> CGSize {
        let subviews = allSubviews.dropFirst(separatorCount)
        guard !subviews.isEmpty else { return .zero }
        let count = CGFloat(subviews.count)
        // Step 1
        let segment = proposal.width.map { $0 / count }
            ?? (subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 2 * inset
        // Step 2
        let inner = ProposedViewSize(width: Swift.max(segment - 2 * inset, 0), height: proposal.height)
        let height = subviews.map { $0.sizeThatFits(inner).height }.max() ?? 0
        return CGSize(width: segment * count, height: Swift.max(height, minimumHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews allSubviews: Subviews, cache: inout ()) {
        let subviews = allSubviews.dropFirst(separatorCount)
        guard !subviews.isEmpty else { return }
        // Step 3
        let segment = bounds.width / CGFloat(subviews.count)
        let inner = ProposedViewSize(width: Swift.max(segment - 2 * inset, 0), height: bounds.height)
        for (index, subview) in subviews.enumerated() {
            let center = CGPoint(x: bounds.minX + segment * (CGFloat(index) + 0.5), y: bounds.midY)
            subview.place(at: center, anchor: .center, proposal: inner)
        }
        // Step 4
        let size = ProposedViewSize(width: _SegmentedLayout.separatorSize.width, height: _SegmentedLayout.separatorSize.height * scale)
        for (index, separator) in allSubviews.prefix(separatorCount).enumerated() {
            guard index + 1 < subviews.count else {
                separator.collapse(at: bounds.origin)
                continue
            }
            separator.place(at: CGPoint(x: bounds.minX + segment * CGFloat(index + 1), y: bounds.midY), anchor: .center, proposal: size)
        }
    }
}
