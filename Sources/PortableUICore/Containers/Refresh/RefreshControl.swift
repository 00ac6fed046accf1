import Foundation

/// The refresh control a refreshable scroll view shows above its content: the spinning
/// activity indicator while a refresh runs, otherwise the spokes the pull has revealed (none
/// at rest). `ScrollState.placeRefreshControl(_:in:)` places it.
struct _RefreshControl: View {
    let session: RefreshSession
    let pull: RefreshPull

    var body: some View {
        // The spinner's square stays one view while its content switches, so that a switch
        // is placed within the square the scroll view placed.
        let side = CircularProgressViewStyle.regularSide
        return ZStack {
            if session.isRefreshing {
                _ActivityIndicator(color: nil, fixedSide: side).accessibilityIdentifier("refresh-spinner")
            } else {
                _RefreshSpokes(count: pull.spokes).accessibilityIdentifier("refresh-spinner")
            }
        }
        .frame(width: side, height: side)
    }
}

/// The first `count` spokes of a spinner, all in the secondary color, as a pull reveals them.
struct _RefreshSpokes: View {
    let count: Int

    var body: some View {
        let total = _ActivityIndicator.spokeCount
        let side = CircularProgressViewStyle.regularSide
        return ZStack {
            ForEach(0..<Swift.min(Swift.max(count, 0), total), id: \.self) { index in
                _Spoke(index: index, count: total).stroke(Color.secondary, style: .glyph(side * 0.11))
            }
        }
        .frame(width: side, height: side)
    }
}
