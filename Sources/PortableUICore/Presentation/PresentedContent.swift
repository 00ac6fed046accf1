import Foundation

/// The content of a sheet or cover: hosted as a window hosts its root (the whole panel,
/// centred), and the container that `containerRelativeFrame` inside it measures against,
/// the panel's size less the safe area it still overlaps.
struct _PresentedContent<Content: View>: View {
    typealias Body = Never
    let content: Content

    static func _reconcile(_ view: Self, node: _ViewNode?, inputs: _ViewInputs) -> _ViewNode {
        var inputs = inputs
        inputs.stackAxis = nil
        let container = reconcileContainer(Self.self, _HostedContentLayout(), view.content, node, inputs)
        if container.containerSize == nil {
            container.containerSize = { [unowned container] proposal in container.sizeMinusSafeArea(proposal) }
        }
        return container
    }
}
