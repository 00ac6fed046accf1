import Foundation

/// Dragging a phone's sheet between its detents.
///
/// 1. While the finger moves, the sheet follows it: its height is the resting height less
///    the drag's vertical translation, never taller than its largest detent nor shorter
///    than nothing.
/// 2. When the finger lifts, the height the drag's velocity would carry the sheet to (the
///    predicted end) picks the detent nearest to it; that detent is selected and the
///    selection binding of `presentationDetents(_:selection:)` is set to it.
/// 3. A predicted height below half the smallest detent's dismisses the sheet instead, as
///    a swipe down does, unless its content disabled interactive dismissal (then it rests
///    at the smallest detent).
@MainActor
struct SheetDetentDrag {
    let entry: PresentationEntry
    let context: PresentationDetent.Context

    /// The heights of the detents the content allows, ascending.
    private var detentHeights: [(PresentationDetent, CGFloat)] {
        entry.options.detentSet.map { ($0, $0.height(in: context)) }.sorted { $0.1 < $1.1 }
    }

    /// The sheet's height while dragged `translation` points down from `restingHeight`.
    // Step 1
    func height(restingHeight: CGFloat, translation: CGFloat) -> CGFloat {
        let largest = detentHeights.last?.1 ?? restingHeight
        let height = restingHeight - (translation.isFinite ? translation : 0)
        return Swift.min(Swift.max(height, 0), Swift.max(largest, restingHeight))
    }

    /// Ends a drag whose predicted end is `predictedTranslation` points below the resting
    /// height: selects the nearest detent or dismisses.
    func end(restingHeight: CGFloat, predictedTranslation: CGFloat) {
        let predicted = restingHeight - (predictedTranslation.isFinite ? predictedTranslation : 0)
        let heights = detentHeights
        guard let smallest = heights.first else { return }
        // Step 3
        if predicted < smallest.1 * PresentationMetrics.sheetDismissFraction, !entry.options.interactiveDismissDisabled {
            entry.dismissByUser()
            return
        }
        // Step 2
        let nearest = heights.min { abs($0.1 - predicted) < abs($1.1 - predicted) } ?? smallest
        if entry.options.selectedDetent != nearest.0 { entry.options.selectedDetent = nearest.0 }
        entry.selectDetent?(nearest.0)
    }
}
