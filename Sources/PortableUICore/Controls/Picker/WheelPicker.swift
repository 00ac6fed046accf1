import Foundation

/// A picker drawn as a wheel: the selected option centred on a highlighted band, its
/// neighbours above and below fading out. A tap on a row selects it; the scroll wheel
/// turns the wheel by one option for each row height scrolled.
struct _WheelPicker: View {
    let configuration: _PickerConfiguration
    @State private var pendingScroll = WheelScroll()

    var body: some View {
        let configuration = configuration
        let pendingScroll = pendingScroll
        return _WheelLayout(selectedIndex: configuration.selectedIndex) {
            RoundedRectangle(cornerRadius: _WheelLayout.bandCornerRadius, style: .continuous).fill(Color.tertiarySystemFill)
            configuration.options
        }
        .mask {
            LinearGradient(
                stops: [
                    .init(color: .clear, location: 0), .init(color: .black, location: 0.42),
                    .init(color: .black, location: 0.58), .init(color: .clear, location: 1),
                ], startPoint: .top, endPoint: .bottom)
        }
        .clipped()
        .contentShape(Rectangle())
        .gesture(_OptionTapGesture(options: configuration.tags, axis: .vertical).onEnded { index in if let index { configuration.select(index) } })
        .onScrollWheel { delta in
            let steps = pendingScroll.add(delta.height, step: _WheelLayout.rowHeight)
            for _ in 0..<abs(steps) { _ = configuration.step(forward: steps > 0) }
            return true
        }
    }
}

/// The part of a scroll-wheel movement not yet turned into whole rows.
final class WheelScroll {
    private var remainder: CGFloat = 0

    /// Adds `delta`; returns the whole steps of `step` points it completes (positive when
    /// scrolling down).
    func add(_ delta: CGFloat, step: CGFloat) -> Int {
        guard delta.isFinite, step > 0 else { return 0 }
        remainder += delta
        let steps = Int((remainder / step).rounded(.towardZero))
        remainder -= CGFloat(steps) * step
        return steps
    }
}

/// The layout of a wheel picker. Subviews: the selection band, then the options.
///
/// 1. The wheel is 216 points tall (UIPickerView's height) and as wide as proposed
///    (unproposed: the widest option plus 16 points on each side).
/// 2. Rows are 32 points tall [UNVERIFIED]; the selected option's row is centred, the others
///    follow above and below it in order; options whose row lies outside the wheel are left
///    out. Without a selection, the first option is centred.
/// 3. The band spans the centre row, inset 8 points from each side.
struct _WheelLayout: Layout, Equatable {
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    static let bandInset: CGFloat = 8
    static let bandCornerRadius: CGFloat = 8

    let selectedIndex: Int?

    // Step 1
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? {
            let widest = subviews.dropFirst().map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
            return widest + 4 * Self.bandInset
        }()
        return CGSize(width: width, height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let band = subviews.first else { return }
        // Step 3
        band.place(
            at: CGPoint(x: bounds.minX + Self.bandInset, y: bounds.midY - Self.rowHeight / 2),
            proposal: ProposedViewSize(width: Swift.max(bounds.width - 2 * Self.bandInset, 0), height: Self.rowHeight))
        // Step 2
        let centre = selectedIndex ?? 0
        let proposal = ProposedViewSize(width: Swift.max(bounds.width - 4 * Self.bandInset, 0), height: Self.rowHeight)
        for (index, option) in subviews.dropFirst().enumerated() {
            let y = bounds.midY + CGFloat(index - centre) * Self.rowHeight
            guard y + Self.rowHeight / 2 > bounds.minY, y - Self.rowHeight / 2 < bounds.maxY else {
                option.collapse(at: bounds.origin)
                continue
            }
            option.place(centredOn: CGPoint(x: bounds.midX, y: y), proposal: proposal)
        }
    }
}
