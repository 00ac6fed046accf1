import Foundation
import Testing
@testable import PortableUICore

/// A list whose rows carry swipe actions, badges and backgrounds, logging their actions.
private struct MailList: View {
    @State var messages = ["Lunch", "Invoice", "Trip"]
    let probe: Probe
    var fullSwipe = true

    var body: some View {
        List {
            ForEach(messages, id: \.self) { message in
                Text(message).accessibilityIdentifier(message)
                    .badge(message.count)
                    .swipeActions(edge: .leading) {
                        Button("Unread") { probe.log.append("unread \(message)") }.tint(.blue).accessibilityIdentifier("swipe-Unread")
                    }
                    .swipeActions(allowsFullSwipe: fullSwipe) {
                        Button("Archive") { probe.log.append("archive \(message)") }.accessibilityIdentifier("swipe-Archive")
                        Button("Flag") { probe.log.append("flag \(message)") }.tint(.orange).accessibilityIdentifier("swipe-Flag")
                    }
            }
            .onDelete { _ in probe.log.append("delete") }
        }
    }
}

@MainActor
struct ListRowDecorationTests {
    private let size = CGSize(width: 390, height: 600)

    private func center(_ frame: CGRect?) -> CGPoint { CGPoint(x: frame?.midX ?? 0, y: frame?.midY ?? 0) }

    @Test func trailingSwipeActionsReplaceDeleteAndTheFirstIsOutermost() async {
        let probe = Probe()
        let host = ViewHost(MailList(probe: probe), size: size)
        let row = host.frame(of: "Invoice")
        await host.drag(from: center(row), to: CGPoint(x: center(row).x - 80, y: center(row).y))
        host.layoutIfNeeded()
        #expect(host.frame(of: "ListDeleteAction") == nil)
        let archive = host.frame(of: "swipe-Archive")
        let flag = host.frame(of: "swipe-Flag")
        #expect(archive != nil && flag != nil)
        if let archive, let flag {
            #expect(archive.minX > flag.minX, "the first action sits at the trailing (outer) edge")
            #expect(abs(archive.maxX - (size.width - 16)) < 0.5)
        }
        host.tap(at: center(flag))
        #expect(probe.log == ["flag Invoice"])
        #expect(host.frame(of: "swipe-Flag") == nil, "running an action closes the row")
    }

    @Test func aFullSwipeRunsTheFirstActionUnlessDisallowed() async {
        let probe = Probe()
        let host = ViewHost(MailList(probe: probe), size: size)
        let row = host.frame(of: "Trip")
        await host.drag(from: CGPoint(x: 340, y: center(row).y), to: CGPoint(x: 10, y: center(row).y))
        host.layoutIfNeeded()
        #expect(probe.log == ["archive Trip"])
        let noFull = Probe()
        let other = ViewHost(MailList(probe: noFull, fullSwipe: false), size: size)
        let otherRow = other.frame(of: "Trip")
        await other.drag(from: CGPoint(x: 340, y: center(otherRow).y), to: CGPoint(x: 10, y: center(otherRow).y))
        other.layoutIfNeeded()
        #expect(noFull.log.isEmpty)
        #expect(other.frame(of: "swipe-Archive") != nil, "without full swipes the actions stay open")
    }

    @Test func aLeadingSwipeRevealsTheLeadingActions() async {
        let probe = Probe()
        let host = ViewHost(MailList(probe: probe), size: size)
        let row = host.frame(of: "Lunch")
        await host.drag(from: center(row), to: CGPoint(x: center(row).x + 70, y: center(row).y))
        host.layoutIfNeeded()
        let unread = host.frame(of: "swipe-Unread")
        #expect(unread?.minX == 16, "leading actions start at the card's leading edge")
        #expect((host.frame(of: "Lunch")?.minX ?? 0) > (row?.minX ?? 0))
        host.tap(at: center(unread))
        #expect(probe.log == ["unread Lunch"])
    }

    /// Frames of revealed swipe actions: the actions fill the revealed side of the row's line,
    /// side by side without gaps, from the card's edge (16 from the list's, the card margin)
    /// to the row's content, which moves by their width; they are as tall as the row's line.
    /// Lines: the first at 35 (the section's top gap), 44 tall (the minimum row height);
    /// both are PortableUI's unverified choices (docs/differences.md).
    struct RevealCase: Sendable, CustomTestStringConvertible {
        let name: String
        let row: String
        let line: Int
        let drag: CGFloat
        /// The actions' identifiers from the leading side to the trailing side.
        let actions: [String]
        let edge: HorizontalEdge
        var testDescription: String { name }
    }

    static let revealCases: [RevealCase] = [
        RevealCase(name: "trailing, two actions", row: "Invoice", line: 1, drag: -80, actions: ["swipe-Flag", "swipe-Archive"], edge: .trailing),
        RevealCase(name: "trailing, last row", row: "Trip", line: 2, drag: -80, actions: ["swipe-Flag", "swipe-Archive"], edge: .trailing),
        RevealCase(name: "leading, one action", row: "Lunch", line: 0, drag: 70, actions: ["swipe-Unread"], edge: .leading),
    ]

    @Test(arguments: revealCases)
    func revealedActionsFillTheRowsSide(_ reveal: RevealCase) async throws {
        let host = ViewHost(MailList(probe: Probe()), size: size)
        let row = try #require(host.frame(of: reveal.row))
        await host.drag(from: center(row), to: CGPoint(x: center(row).x + reveal.drag, y: center(row).y))
        host.layoutIfNeeded()
        let frames = try reveal.actions.map { try #require(host.frame(of: $0)) }
        let lineY = 35 + 44 * CGFloat(reveal.line)
        for frame in frames {
            #expect(abs(frame.minY - lineY) < 0.01 && abs(frame.height - 44) < 0.01, "\(frame)")
        }
        for (left, right) in zip(frames, frames.dropFirst()) {
            #expect(abs(left.maxX - right.minX) < 0.01, "no gap between \(left) and \(right)")
        }
        let width = frames.reduce(0) { $0 + $1.width }
        let moved = try #require(host.frame(of: reveal.row)).minX - row.minX
        switch reveal.edge {
        case .trailing:
            #expect(abs((frames.last?.maxX ?? 0) - (size.width - 16)) < 0.01)
            #expect(abs(moved + width) < 0.01)
        case .leading:
            #expect(abs((frames.first?.minX ?? 0) - 16) < 0.01)
            #expect(abs(moved - width) < 0.01)
        }
    }

    /// Swipes by horizontal wheel (a trackpad's two-finger scroll in a window): the row
    /// follows the deltas as it follows a drag (a positive width, showing what is to the
    /// right, moves it to the leading side), and settles when the gesture ends,
    /// `InputSystem.wheelGestureGap` (0.15 s) after the last delta: open like a drag of the
    /// same distance, closed under half the actions' width, the first action run past the
    /// full-swipe distance. A mostly vertical gesture swipes nothing.
    struct WheelCase: Sendable, CustomTestStringConvertible {
        let name: String
        let row: String
        let deltas: [CGSize]
        /// The drag that leaves the row as the wheel does (nil: the row ends closed).
        let equivalentDrag: CGFloat?
        let log: [String]
        var testDescription: String { name }
    }

    static let wheelCases: [WheelCase] = [
        WheelCase(
            name: "trailing actions", row: "Invoice", deltas: Array(repeating: CGSize(width: 30, height: 0), count: 3),
            equivalentDrag: -90, log: []),
        WheelCase(
            name: "leading actions", row: "Lunch", deltas: Array(repeating: CGSize(width: -35, height: 2), count: 2),
            equivalentDrag: 70, log: []),
        WheelCase(name: "too short", row: "Invoice", deltas: [CGSize(width: 10, height: 0)], equivalentDrag: nil, log: []),
        WheelCase(
            name: "full swipe", row: "Trip", deltas: Array(repeating: CGSize(width: 40, height: 0), count: 9),
            equivalentDrag: nil, log: ["archive Trip"]),
        WheelCase(
            name: "vertical", row: "Invoice", deltas: [CGSize(width: 20, height: 40)],
            equivalentDrag: nil, log: []),
    ]

    @Test(arguments: wheelCases)
    func aHorizontalWheelSwipesLikeADrag(_ wheelCase: WheelCase) async throws {
        let probe = Probe()
        let host = ViewHost(MailList(probe: probe), size: size)
        let row = try #require(host.frame(of: wheelCase.row))
        var moved: CGFloat = 0
        for delta in wheelCase.deltas {
            host.scrollWheel(by: delta, at: center(row))
            moved -= delta.width
        }
        host.layoutIfNeeded()
        // While the gesture lasts the row follows the wheel.
        let followed = wheelCase.name == "vertical" ? 0 : moved
        #expect(host.frame(of: wheelCase.row)?.minX == row.minX + followed)
        await host.advance(by: 0.3)
        #expect(probe.log == wheelCase.log)
        let reference = ViewHost(MailList(probe: Probe()), size: size)
        if let drag = wheelCase.equivalentDrag {
            await reference.drag(from: center(row), to: CGPoint(x: center(row).x + drag, y: center(row).y))
            reference.layoutIfNeeded()
        }
        for identifier in [wheelCase.row, "swipe-Archive", "swipe-Flag", "swipe-Unread"] {
            #expect(host.frame(of: identifier) == reference.frame(of: identifier), "\(identifier)")
        }
    }

    @Test func aBadgeSitsAtTheRowsTrailingInset() {
        let host = ViewHost(MailList(probe: Probe()), size: size)
        let badges = host.frames(of: "ListRowBadge")
        #expect(badges.count == 3)
        // The card's trailing edge (390 - 16) less the row's trailing inset (20).
        #expect(badges.allSatisfy { abs($0.maxX - 354) < 0.5 })
    }

    @Test func aZeroBadgeShowsNothing() {
        let host = ViewHost(List { Text("a").badge(0) }, size: size)
        #expect(host.frames(of: "ListRowBadge").isEmpty)
    }

    @Test func aRowBackgroundFillsTheRow() {
        let host = ViewHost(
            List {
                Text("Plain").accessibilityIdentifier("plain")
                Text("Marked").accessibilityIdentifier("marked")
                    .listRowBackground(Color.yellow.accessibilityIdentifier("background"))
            }, size: size)
        let background = host.frame(of: "background")
        let row = host.frame(of: "marked")
        #expect(background?.minX == 16 && background?.width == size.width - 32)
        #expect(background != nil && background!.minY <= row!.minY && background!.maxY >= row!.maxY)
    }

    @Test func collapsingASectionHidesItsRows() {
        struct Folders: View {
            @State var expanded = true
            var body: some View {
                List {
                    Section("Mail", isExpanded: $expanded) {
                        Text("Inbox").accessibilityIdentifier("inbox")
                        Text("Sent").accessibilityIdentifier("sent")
                    }
                }
            }
        }
        let host = ViewHost(Folders(), size: size)
        #expect(host.frame(of: "inbox") != nil)
        #expect(host.tap(on: "SectionDisclosure"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "inbox") == nil && host.frame(of: "sent") == nil)
        #expect(host.tap(on: "SectionDisclosure"))
        host.layoutIfNeeded()
        #expect(host.frame(of: "sent") != nil)
    }

    @Test func scrollContentBackgroundHiddenRemovesTheListsBackground() {
        // The grouped background is the only rectangle as large as the window.
        func hasBackground(_ visibility: Visibility) -> Bool {
            let host = ViewHost(List { Text("a") }.scrollContentBackground(visibility), size: size)
            return host.frames(ofType: Rectangle.self).contains { $0.size == size }
        }
        #expect(hasBackground(.visible))
        #expect(!hasBackground(.hidden))
    }
}
