import Foundation

/// A picker drawn as a segmented control: the options side by side in equal segments on a
/// rounded track, the selected one on a raised thumb. A tap on a segment selects its option.
struct _SegmentedPicker: View {
    let configuration: _PickerConfiguration
    @Environment(\.controlSize) private var controlSize
    @Environment(\.presentationIdiom) private var idiom
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let configuration = configuration
        let metrics = _SegmentedLayout.metrics(for: controlSize, idiom: idiom)
        let scale = metrics.height / _SegmentedLayout.height
        return _SegmentedLayout(
            selectedIndex: configuration.selectedIndex, optionCount: configuration.tags.tags.count, scale: scale
        ) {
            RoundedRectangle(cornerRadius: _SegmentedLayout.cornerRadius * scale, style: .continuous)
                .fill(Color.tertiarySystemFill)
            RoundedRectangle(cornerRadius: _SegmentedLayout.thumbCornerRadius * scale, style: .continuous)
                .fill(Color.segmentThumb)
                .shadow(color: Color.black.opacity(0.12), radius: 4, y: 3)
            ForEach(0..<Swift.max(configuration.tags.tags.count - 1, 0), id: \.self) { _ in
                Rectangle().fill(Color.systemFill)
            }
            configuration.options
        }
        .font(.system(size: metrics.fontSize, weight: .medium))
        .lineLimit(1)
        .opacity(isEnabled ? 1 : 0.5)
        .contentShape(Rectangle())
        .gesture(_OptionTapGesture(options: configuration.tags, axis: .horizontal).onEnded { index in if let index { configuration.select(index) } })
    }
}

/// The layout of a segmented control. Subviews: the track, the thumb, one separator between
/// each two segments, then the options.
///
/// 1. The control is 32 points tall (UISegmentedControl's height [UNVERIFIED]) times `scale`
///    (the height for the control size, ``metrics(for:idiom:)``, over 32: the radii, insets,
///    padding and separators follow the height) and as wide as proposed; unproposed, each
///    segment is as wide as the widest option plus 12 points of padding on each side.
/// 2. The width is divided into equal segments; each option is proposed its segment's
///    width less the padding and centred in it (its origin on whole points, so that edge
///    rounding never narrows a text below its measured width).
/// 3. The thumb covers the selected segment, inset by 2 points; without a selection it is
///    not shown. A separator (1 point wide, 16 tall) stands between two segments unless one
///    of them is selected.
struct _SegmentedLayout: Layout, Equatable {
    static let height: CGFloat = 32
    static let thumbInset: CGFloat = 2
    static let segmentPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 9
    static let thumbCornerRadius: CGFloat = 7
    static let separatorSize = CGSize(width: 1, height: 16)

    let selectedIndex: Int?
    let optionCount: Int
    let scale: CGFloat

    /// The height and text size of a segmented control at a control size. On a phone or
    /// pad UISegmentedControl's 32 points and 13-point text, which the control size does not
    /// change [UNVERIFIED: iOS draws one size]. On a desktop the text takes the system font
    /// at AppKit's size for the control size (`NSFont.systemFontSize(for:)`: 9, 11, 13 for
    /// mini, small, regular; 13 for large and extra large [UNVERIFIED]); NSSegmentedControl's
    /// heights per size are not known here [UNVERIFIED], so the control keeps its 32 points.
    static func metrics(
        for controlSize: ControlSize, idiom: DeviceProfile.Idiom
    ) -> (height: CGFloat, fontSize: CGFloat) {
        guard idiom == .desktop else { return (height, 13) }
        return (height, _BorderedLook.desktopMetrics(for: controlSize).fontSize)
    }

    /// The number of decorations before the options: track, thumb and separators.
    private var decorationCount: Int { 2 + Swift.max(optionCount - 1, 0) }

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let options = subviews.dropFirst(decorationCount)
        let width = proposal.width ?? {
            let widest = options.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            return CGFloat(options.count) * (widest + 2 * Self.segmentPadding * scale)
        }()
        return CGSize(width: width, height: Self.height * scale)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count >= 2 else { return }
        subviews[subviews.startIndex].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let options = Array(subviews.dropFirst(decorationCount))
        let separators = Array(subviews.dropFirst(2).prefix(decorationCount - 2))
        // Step 2
        let count = CGFloat(Swift.max(options.count, 1))
        let segment = bounds.width / count
        let padding = Self.segmentPadding * scale
        for (index, option) in options.enumerated() {
            let proposal = ProposedViewSize(width: Swift.max(segment - 2 * padding, 0), height: bounds.height)
            option.place(
                centredOn: CGPoint(x: bounds.minX + (CGFloat(index) + 0.5) * segment, y: bounds.midY), proposal: proposal)
        }
        // Step 3
        let thumb = subviews[subviews.startIndex + 1]
        let inset = Self.thumbInset * scale
        if let selectedIndex, selectedIndex < options.count {
            thumb.place(
                at: CGPoint(x: bounds.minX + CGFloat(selectedIndex) * segment + inset, y: bounds.minY + inset),
                proposal: ProposedViewSize(width: segment - 2 * inset, height: bounds.height - 2 * inset))
        } else {
            thumb.collapse(at: bounds.origin)
        }
        let separatorSize = CGSize(width: Self.separatorSize.width, height: Self.separatorSize.height * scale)
        for (index, separator) in separators.enumerated() {
            let next = index + 1
            guard next < options.count, selectedIndex != index, selectedIndex != next else {
                separator.collapse(at: bounds.origin)
                continue
            }
            separator.place(
                at: CGPoint(x: bounds.minX + CGFloat(next) * segment, y: bounds.midY), anchor: .center,
                proposal: ProposedViewSize(separatorSize))
        }
    }
}
