import SwiftUI

/// Reports its content's origin in a coordinate space (article 3): a background GeometryReader
/// publishes the origin as a preference, and the preference's change handler writes it to the
/// binding after layout, where changing state is allowed.
struct PositionObservingView<Content: View>: View {
    var coordinateSpace: CoordinateSpace
    @Binding var position: CGPoint
    @ViewBuilder var content: () -> Content

    var body: some View {
        content()
            .background(
                GeometryReader { geometry in
                    Color.clear.preference(key: PositionKey.self, value: geometry.frame(in: coordinateSpace).origin)
                }
            )
            .onPreferenceChange(PositionKey.self) { position = $0 }
    }
}

/// The origin of one observed view: the latest value wins.
private struct PositionKey: PreferenceKey {
    static var defaultValue: CGPoint { .zero }

    static func reduce(value: inout CGPoint, nextValue: () -> CGPoint) {
        value = nextValue()
    }
}

#Preview("Reads its position", traits: .fixedLayout(width: 300, height: 120)) {
    @Previewable @State var position = CGPoint.zero
    PositionObservingView(coordinateSpace: .global, position: $position) {
        Text("At (\(Int(position.x)), \(Int(position.y)))").padding()
    }
}
