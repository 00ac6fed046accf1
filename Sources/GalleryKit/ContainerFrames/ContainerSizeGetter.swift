import SwiftUI

/// Where ``ContainerSizeGetter`` collects the lengths of both axes: a class, not state, since
/// they arrive during the layout pass, where state must not change.
final class ContainerSize {
    var width: CGFloat? {
        didSet { publishWhenComplete() }
    }
    var height: CGFloat? {
        didSet { publishWhenComplete() }
    }
    /// Sends the size once both axes are known.
    let publisher = PassthroughSubject<CGSize, Never>()

    private func publishWhenComplete() {
        if let width, let height { publisher.send(CGSize(width: width, height: height)) }
    }
}

/// Reads the nearest container's size with a zero-size containerRelativeFrame in an overlay,
/// so the content's layout is not disturbed (unlike a GeometryReader), and writes it to a binding.
struct ContainerSizeGetter: ViewModifier {
    @Binding var size: CGSize?
    @State private var containerSize = ContainerSize()

    func body(content: Content) -> some View {
        content
            .overlay(
                Color.clear
                    .containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                        if axis == .vertical {
                            containerSize.height = length
                        } else {
                            containerSize.width = length
                        }
                        return 0
                    }
            )
            .onReceive(containerSize.publisher) { size = $0 }
    }
}

extension View {
    /// Writes the nearest container's size to `size` whenever it changes.
    func containerSizeGetter(size: Binding<CGSize?>) -> some View {
        modifier(ContainerSizeGetter(size: size))
    }
}

#Preview("Reads its container", traits: .fixedLayout(width: 320, height: 240)) {
    ContainerSizeDemo()
}
