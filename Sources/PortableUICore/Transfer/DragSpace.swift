import Foundation

/// The windows of one app, as drags see them: a drag begun in one window can be dropped on
/// a destination in another. The app's window host makes one and has each window's host
/// join it with the window's frame on the screen (``ViewHost/joinDragSpace(_:screenFrame:)``);
/// a host that joins none keeps its drags to itself.
///
/// 1. The window a drag starts in receives every pointer event of the drag, in its own
///    coordinates, beyond its edges too (window systems capture the pointer for the window
///    that was pressed).
/// 2. Inside that window's frame the drag is over that window. Outside it, the drag is over
///    the app window whose screen frame contains the pointer; where several do, the one
///    that joined last (the window system does not say which is in front). Over no window
///    of the app, it stays over its own window, which clips its preview.
/// 3. The window the drag is over finds the destination under the pointer and draws the
///    preview; the window it leaves exits its destination and draws the preview no more.
@MainActor
public final class DragSpace {
    private struct Member {
        let controller: Weak<DragController>
        /// Nil once the window is closed.
        let screenFrame: @MainActor () -> CGRect?
        /// Lays the window's content out, so that its destinations are where it shows them.
        let layOut: @MainActor () -> Void
    }

    private var members: [Member] = []

    /// An empty space: no window has joined it.
    public init() {}

    func join(
        _ controller: DragController, screenFrame: @escaping @MainActor () -> CGRect?, layOut: @escaping @MainActor () -> Void
    ) {
        members.removeAll { $0.controller.value == nil || $0.controller.value === controller }
        members.append(Member(controller: Weak(controller), screenFrame: screenFrame, layOut: layOut))
    }

    /// The window a drag that `source` started is over with the pointer at `location`
    /// (`source`'s coordinates), and the pointer in that window's coordinates (rule 2).
    func window(under location: CGPoint, from source: DragController) -> (controller: DragController, location: CGPoint) {
        guard let origin = members.first(where: { $0.controller.value === source })?.screenFrame() else {
            return (source, location)
        }
        let screen = CGPoint(x: origin.minX + location.x, y: origin.minY + location.y)
        if origin.contains(screen) { return (source, location) }
        for member in members.reversed() {
            guard let controller = member.controller.value, controller !== source, let frame = member.screenFrame(),
                frame.contains(screen)
            else { continue }
            member.layOut()
            return (controller, CGPoint(x: screen.x - frame.minX, y: screen.y - frame.minY))
        }
        return (source, location)
    }
}
