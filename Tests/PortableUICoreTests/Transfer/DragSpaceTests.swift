import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// Drags between two windows of one app that share a ``DragSpace`` (its rules 1–3): the
/// source window receives every pointer event in its own coordinates, and the window under
/// the pointer finds the destination and draws the preview.
///
/// Window A (200×100 at screen 0,0): a red square (0,0)-(100,100) dragging "apple" beside a
/// gray square (100,0)-(200,100) taking strings. Window B (200×100 at screen 300,0): a blue
/// square (100,0)-(200,100) whose delegate takes text. Between them, 100 points of desktop.
@MainActor
struct DragSpaceTests {
    private let size = CGSize(width: 200, height: 100)

    private func windowA(_ log: EventLog) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).draggable("apple")
            Color.gray.frame(width: 100, height: 100).dropDestination(for: String.self) { items, location in
                log("A drop \(items) at \(fmt(location))")
                return true
            } isTargeted: { log("A targeted \($0)") }
        }
    }

    private func windowB(_ log: EventLog) -> some View {
        HStack(spacing: 0) {
            Color.white.frame(width: 100, height: 100)
            Color.blue.frame(width: 100, height: 100).onDrop(of: [.text], delegate: DropDelegateTests.LoggingDelegate(log: log, prefix: "B "))
        }
    }

    /// Both windows, joined to one space at their screen origins; `bOpen` says whether B is open.
    private func windows(
        _ log: EventLog, bOrigin: CGPoint = CGPoint(300, 0), bOpen: @escaping @MainActor () -> Bool = { true }
    ) -> (ViewHost<some View>, ViewHost<some View>) {
        let space = DragSpace()
        let a = ViewHost(windowA(log), size: size)
        let b = ViewHost(windowB(log), size: size)
        a.joinDragSpace(space) { [size] in CGRect(origin: .zero, size: size) }
        b.joinDragSpace(space) { [size] in bOpen() ? CGRect(origin: bOrigin, size: size) : nil }
        return (a, b)
    }

    @Test func aDragFromOneWindowIsDroppedInAnother() {
        let log = EventLog()
        let (a, b) = windows(log)
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(150, 50))
        #expect(log.take() == ["A targeted true"])
        // Screen 250,40: the desktop between the windows. The drag stays with A (its preview
        // there is clipped by the window) and leaves A's destination.
        a.movePointer(to: CGPoint(250, 40))
        #expect(log.take() == ["A targeted false"])
        #expect(a.graph.presentations.dragPreview?.location == CGPoint(250, 40))
        // Screen 420,40: B's 120,40, the blue square's 20,40.
        a.movePointer(to: CGPoint(420, 40))
        #expect(log.take() == ["B validate 20,40", "B entered 20,40", "B updated 20,40"])
        #expect(a.graph.presentations.dragPreview == nil)
        // B draws the preview, the view as grabbed (50,50 from its corner) under B's pointer.
        #expect(b.graph.presentations.dragPreview?.frame(ideal: .zero) == CGRect(x: 70, y: -10, width: 100, height: 100))
        #expect(a.isDragging && b.isDragging)
        a.movePointer(to: CGPoint(430, 45))
        #expect(log.take() == ["B updated 30,45"])
        a.release(at: CGPoint(430, 45))
        #expect(log.take() == ["B perform 30,45 [[public.utf8-plain-text]]", "B exited 30,45"])
        #expect(a.graph.presentations.dragPreview == nil && b.graph.presentations.dragPreview == nil)
        #expect(!a.isDragging && !b.isDragging)
    }

    @Test func comingBackToTheSourceWindowLeavesTheOther() {
        let log = EventLog()
        let (a, b) = windows(log)
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(410, 50))
        #expect(log.take() == ["B validate 10,50", "B entered 10,50", "B updated 10,50"])
        a.movePointer(to: CGPoint(160, 50))
        #expect(log.take() == ["B exited 10,50", "A targeted true"])
        #expect(b.graph.presentations.dragPreview == nil)
        #expect(a.graph.presentations.dragPreview?.location == CGPoint(160, 50))
        a.release(at: CGPoint(160, 50))
        #expect(log.take() == ["A drop [\"apple\"] at 60,50", "A targeted false"])
    }

    @Test func aCancelledDragLeavesTheOtherWindow() {
        let log = EventLog()
        let (a, b) = windows(log)
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(420, 40))
        _ = log.take()
        a.pointerExited()
        #expect(log.take() == ["B exited 20,40"])
        #expect(b.graph.presentations.dragPreview == nil && !b.isDragging && !a.isDragging)
    }

    @Test func aClosedWindowTakesNoDrag() {
        let log = EventLog()
        var open = true
        let (a, b) = windows(log, bOpen: { open })
        open = false
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(420, 40))
        a.release(at: CGPoint(420, 40))
        #expect(log.take() == [])
        #expect(b.graph.presentations.dragPreview == nil)
    }

    @Test func aWindowReleasedDuringTheDragIsForgotten() {
        let log = EventLog()
        let space = DragSpace()
        let a = ViewHost(windowA(log), size: size)
        var b: ViewHost? = ViewHost(windowB(log), size: size)
        a.joinDragSpace(space) { [size] in CGRect(origin: .zero, size: size) }
        b?.joinDragSpace(space) { [size] in CGRect(origin: CGPoint(300, 0), size: size) }
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(420, 40))
        #expect(log.take() == ["B validate 20,40", "B entered 20,40", "B updated 20,40"])
        // B's window closed and its host released: the drag goes on in A, and ends there.
        b = nil
        a.movePointer(to: CGPoint(150, 40))
        a.release(at: CGPoint(150, 40))
        #expect(log.take() == ["A targeted true", "A drop [\"apple\"] at 50,40", "A targeted false"])
    }

    @Test func whereWindowsOverlapTheSourceKeepsItsOwnFrame() {
        // B covers A's right half and beyond (screen 100–300): inside A's own frame the drag
        // stays in A; beyond it, B.
        let log = EventLog()
        let (a, b) = windows(log, bOrigin: CGPoint(100, 0))
        defer { withExtendedLifetime(b) {} }
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(150, 50))
        #expect(log.take() == ["A targeted true"])
        a.movePointer(to: CGPoint(250, 50))
        #expect(log.take() == ["A targeted false", "B validate 50,50", "B entered 50,50", "B updated 50,50"])
        a.release(at: CGPoint(250, 50))
        #expect(log.take() == ["B perform 50,50 [[public.utf8-plain-text]]", "B exited 50,50"])
    }

    @Test func aWindowAloneKeepsItsDragsToItself() {
        let log = EventLog()
        let a = ViewHost(windowA(log), size: size)
        a.press(at: CGPoint(50, 50))
        a.movePointer(to: CGPoint(420, 40))
        #expect(a.graph.presentations.dragPreview?.location == CGPoint(420, 40))
        a.movePointer(to: CGPoint(x: CGFloat.nan, y: 40))
        a.release(at: CGPoint(150, 40))
        #expect(log.take() == ["A targeted true", "A drop [\"apple\"] at 50,40", "A targeted false"])
    }
}
