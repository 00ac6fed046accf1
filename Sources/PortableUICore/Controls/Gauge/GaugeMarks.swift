import Foundation

/// A gauge's marked value labels: views tagged with values of the gauge's value type, and
/// how to find where a tag lies in the gauge's bounds (from 0 to 1; nil for a tag that is
/// not of the value type).
struct _GaugeMarks {
    let labels: _StyleContent
    let fraction: (AnyHashable) -> Double?

    /// The labels laid out along a bar: each under its value.
    @MainActor var alongBar: some View {
        _GaugeMarksLayout(fraction: fraction) { labels }
    }
}

/// The layout of a bar gauge's marked value labels, in a row as wide as the bar.
///
/// 1. The row takes the width offered (a progress bar's ideal width when none is) and is as
///    tall as its tallest label at its ideal size.
/// 2. Each label with a usable tag is centred on its value's point along the row, kept
///    inside the row (flush with its leading edge when wider than the row), at its ideal size.
/// 3. A label without a usable tag is not placed (a layout's unplaced subview).
struct _GaugeMarksLayout: Layout {
    let fraction: (AnyHashable) -> Double?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Step 1
        let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
        return CGSize(width: proposal.width ?? _ProgressBarLayout.idealWidth, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            // Step 3
            guard let tag = subview[TagTraitKey.self], let along = fraction(tag) else { continue }
            // Step 2
            let size = subview.sizeThatFits(.unspecified)
            let centred = bounds.minX + bounds.width * CGFloat(along) - size.width / 2
            let x = Swift.max(Swift.min(centred, bounds.maxX - size.width), bounds.minX)
            subview.place(at: CGPoint(x: x, y: bounds.minY).integral, proposal: ProposedViewSize(size))
        }
    }
}
