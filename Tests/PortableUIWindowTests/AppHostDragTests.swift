import Foundation
import PortableUICore
import Testing
@testable import PortableUIWindow

/// A board window whose 100×60 card at the top-leading corner drags "apple", and a button
/// that opens the tray.
private struct BoardContent: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 60).accessibilityIdentifier("card").draggable("apple")
            Button("Tray") { openWindow(id: "tray") }.accessibilityIdentifier("open-tray")
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A tray window that takes dropped strings over all of it and shows them, and whether a
/// drag is over it.
private struct TrayContent: View {
    @State private var items: [String] = []
    @State private var targeted = false

    var body: some View {
        Color.blue
            .overlay(alignment: .topLeading) {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("tray-\(items.joined(separator: ","))")
                    Color.clear.frame(width: 1, height: 1).accessibilityIdentifier("tray-targeted-\(targeted)")
                }
            }
            .dropDestination(for: String.self) { dropped, _ in
                items += dropped
                return true
            } isTargeted: { targeted = $0 }
    }
}

private struct DragApp: App {
    var body: some Scene {
        WindowGroup("Board", id: "board") { BoardContent() }
            .defaultSize(width: 300, height: 200)
        Window("Tray", id: "tray") { TrayContent() }
            .defaultSize(width: 200, height: 100)
    }
}

/// Drags between two windows of an ``AppHost`` (``DragSpace``'s rules): the board at screen
/// 0,0 (300×200), the tray at screen 400,0 (200×100). The board receives every pointer event
/// of its drag, in its coordinates, as SDL reports them while the pointer is captured.
@MainActor
struct AppHostDragTests {
    private func openBoardAndTray() -> (app: AppHost, board: AppWindow, tray: AppWindow) {
        let app = AppHost(DragApp())
        let board = app.windows[0]
        #expect(board.content.tap(on: "open-tray"))
        let tray = app.windows[1]
        tray.screenOrigin = CGPoint(x: 400, y: 0)
        return (app, board, tray)
    }

    private func has(_ identifier: String, _ window: AppWindow) -> Bool {
        window.content.flush()
        return window.content.frame(of: identifier) != nil
    }

    @Test func aDragFromTheBoardIsDroppedInTheTray() {
        let (app, board, tray) = openBoardAndTray()
        #expect(app.windows.map(\.title) == ["Board", "Tray"])
        #expect(board.content.size == CGSize(width: 300, height: 200) && tray.content.size == CGSize(width: 200, height: 100))
        board.content.press(at: CGPoint(x: 50, y: 30))
        board.content.movePointer(to: CGPoint(x: 70, y: 30))
        // The board draws the preview: its card, and the card as grabbed under the pointer.
        #expect(board.content.frames(of: "card") == [CGRect(x: 0, y: 0, width: 100, height: 60), CGRect(x: 20, y: 0, width: 100, height: 60)])
        // Board 450,40 is the tray's 50,40.
        board.content.movePointer(to: CGPoint(x: 450, y: 40))
        #expect(has("tray-targeted-true", tray))
        #expect(board.content.frames(of: "card") == [CGRect(x: 0, y: 0, width: 100, height: 60)])
        #expect(tray.content.frames(of: "card") == [CGRect(x: 0, y: 10, width: 100, height: 60)])
        board.content.release(at: CGPoint(x: 450, y: 40))
        #expect(has("tray-apple", tray))
        #expect(has("tray-targeted-false", tray))
        #expect(tray.content.frames(of: "card").isEmpty)
    }

    @Test func aDragThatComesBackIsNotDroppedInTheTray() {
        // (The app host must live: its windows find one another through it.)
        let (app, board, tray) = openBoardAndTray()
        defer { withExtendedLifetime(app) {} }
        board.content.press(at: CGPoint(x: 50, y: 30))
        board.content.movePointer(to: CGPoint(x: 450, y: 40))
        #expect(has("tray-targeted-true", tray))
        board.content.movePointer(to: CGPoint(x: 150, y: 150))
        #expect(has("tray-targeted-false", tray))
        #expect(tray.content.frames(of: "card").isEmpty)
        board.content.release(at: CGPoint(x: 150, y: 150))
        #expect(has("tray-", tray))
    }

    @Test func aClosedTrayTakesNoDrag() {
        let (app, board, tray) = openBoardAndTray()
        app.close(tray)
        board.content.press(at: CGPoint(x: 50, y: 30))
        board.content.movePointer(to: CGPoint(x: 450, y: 40))
        board.content.release(at: CGPoint(x: 450, y: 40))
        #expect(has("tray-", tray))
        #expect(tray.content.frames(of: "card").isEmpty)
    }

    @Test func aHeadlessWindowIsAtTheOriginUntilPlaced() {
        let (app, board, tray) = openBoardAndTray()
        defer { withExtendedLifetime(app) {} }
        #expect(board.screenOrigin == .zero)
        #expect(tray.screenOrigin == CGPoint(x: 400, y: 0))
        #expect(tray.screenFrame == CGRect(x: 400, y: 0, width: 200, height: 100))
    }
}
