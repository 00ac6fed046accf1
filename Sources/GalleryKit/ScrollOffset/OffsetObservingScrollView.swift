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
