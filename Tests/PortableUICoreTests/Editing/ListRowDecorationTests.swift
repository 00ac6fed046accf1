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
