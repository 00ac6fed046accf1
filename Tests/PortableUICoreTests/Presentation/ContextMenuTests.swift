import Foundation
import Testing
@testable import PortableUICore

@MainActor
struct ContextMenuTests {
    private func row(_ log: EventLog) -> some View {
        VStack {
            Color.gray.frame(width: 200, height: 44)
                .accessibilityIdentifier("row")
                .contextMenu {
                    Button("Copy") { log("copy") }.accessibilityIdentifier("copy")
                    Button("Delete", role: .destructive) { log("delete") }.accessibilityIdentifier("delete")
                }
            Spacer()
        }
    }

    @Test func secondaryClickOpensTheMenuAtThePointer() throws {
        let log = EventLog()
        let host = ViewHost(row(log), device: .macWindow)
        let row = try #require(host.frame(of: "row"))
        let point = CGPoint(x: row.minX + 30, y: row.midY)
        host.secondaryClick(at: point)
        #expect(host.presentations.map(\.kind) == [.menu])
        let menu = try #require(host.frame(of: "presentation.menu"))
        #expect(menu.minX == point.x && menu.minY == point.y + 2)
        #expect(host.tap(on: "copy"))
        #expect(log.take() == ["copy"])
        #expect(host.presentations.isEmpty)
    }

    @Test func longPressOpensTheMenuBelowTheView() async throws {
        let log = EventLog()
        let host = ViewHost(row(log), device: .iPhone15Pro)
        let row = try #require(host.frame(of: "row"))
        host.press(at: CGPoint(x: row.midX, y: row.midY))
        await host.advance(by: 0.6)
        host.release(at: CGPoint(x: row.midX, y: row.midY))
        #expect(host.presentations.map(\.kind) == [.menu])
        let menu = try #require(host.frame(of: "presentation.menu"))
        #expect(menu.minY == row.maxY + 8)
        #expect(host.pressKey(.escape))
        #expect(host.presentations.isEmpty)
    }

    @Test func aSecondaryClickWithoutAContextMenuDoesNothing() {
        let host = ViewHost(Color.gray, device: .macWindow)
        host.secondaryClick(at: CGPoint(x: 10, y: 10))
        #expect(host.presentations.isEmpty)
    }
}
