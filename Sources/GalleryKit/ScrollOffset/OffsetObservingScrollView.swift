import Foundation
import SwiftUI

/// A ScrollView that writes its content offset to a binding (article 3): the content's origin
/// in the scroll view's own named coordinate space is minus the offset.
struct OffsetObservingScrollView<Content: View>: View {
    var axes: Axis.Set = [.vertical]
    var showsIndicators = true
    @Binding var offset: CGPoint
    @ViewBuilder var content: () -> Content

    /// The coordinate space's name only has to be consistent within this view.
    private let coordinateSpaceName = UUID()

    var body: some View {
        ScrollView(axes, showsIndicators: showsIndicators) {
            PositionObservingView(
                coordinateSpace: .named(coordinateSpaceName),
                position: Binding(get: { offset }, set: { offset = CGPoint(x: -$0.x, y: -$0.y) }),
                content: content)
        }
        .coordinateSpace(name: coordinateSpaceName)
    }
}

#Preview("Reports its offset", traits: .fixedLayout(width: 300, height: 300)) {
    @Previewable @State var offset = CGPoint.zero
    OffsetObservingScrollView(offset: $offset) {
        VStack {
            ForEach(0..<20) { Text("Row \($0)").frame(maxWidth: .infinity).padding(8) }
        }
    }
    .overlay(alignment: .bottom) { Text("y = \(Int(offset.y))").padding(4).background(.yellow) }
}
