import Foundation
import Testing
import UniformTypeIdentifiers
@testable import PortableUICore

/// A drop delegate's steps as a drag moves over its view, is released there or leaves, and
/// as files and text are dropped from outside the window.
///
/// The order is Apple's documentation of `DropDelegate` (validate, then entered, updated on
/// each move, exited); that `dropUpdated` also follows `dropEntered` at once and that
/// `dropExited` follows `performDrop` is unverified (observed behaviour of apps that reset
/// their highlight in `dropExited` only).
@MainActor
struct DropDelegateTests {
    private let size = CGSize(width: 200, height: 100)

    /// Logs every call with the location in the destination's space, after `prefix`.
    struct LoggingDelegate: DropDelegate {
        let log: EventLog
        var prefix = ""
        var valid = true
        var proposal: DropProposal? = nil
        var performs = true

        func validateDrop(info: DropInfo) -> Bool {
            log("\(prefix)validate \(fmt(info.location))")
            return valid
        }
        func dropEntered(info: DropInfo) { log("\(prefix)entered \(fmt(info.location))") }
        func dropUpdated(info: DropInfo) -> DropProposal? {
            log("\(prefix)updated \(fmt(info.location))")
            return proposal
        }
        func dropExited(info: DropInfo) { log("\(prefix)exited \(fmt(info.location))") }
        func performDrop(info: DropInfo) -> Bool {
            let providers = info.itemProviders(for: [.text])
            log("\(prefix)perform \(fmt(info.location)) \(providers.map(\.registeredContentTypes))")
            return performs
        }
    }

    /// Only `performDrop`: the protocol's defaults do the rest.
    struct MinimalDelegate: DropDelegate {
        let log: EventLog
        func performDrop(info: DropInfo) -> Bool {
            log("perform \(fmt(info.location))")
            return true
        }
    }

    /// A red square (0,0)-(100,100) dragging "apple", beside a blue square (100,0)-(200,100)
    /// whose delegate takes text.
    private func board(_ delegate: any DropDelegate, types: [UTType] = [.text]) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100).draggable("apple")
            Color.blue.frame(width: 100, height: 100).onDrop(of: types, delegate: delegate)
        }
    }

    /// Presses on the red square's middle, moves through `moves`, releases at `release`;
    /// returns the delegate's calls.
    private func calls(
        of delegate: (EventLog) -> any DropDelegate, types: [UTType] = [.text], moves: [CGPoint], release: CGPoint
    ) -> [String] {
        let log = EventLog()
        let host = ViewHost(board(delegate(log), types: types), size: size)
        host.press(at: CGPoint(50, 50))
        for point in moves { host.movePointer(to: point) }
        host.release(at: release)
        return log.take()
    }

    @Test func aDragOverTheViewIsValidatedEnteredUpdatedDroppedAndExited() {
        let log = EventLog()
        let host = ViewHost(board(LoggingDelegate(log: log)), size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(90, 50))
        #expect(log.take() == [])
        host.movePointer(to: CGPoint(120, 40))
        #expect(log.take() == ["validate 20,40", "entered 20,40", "updated 20,40"])
        host.movePointer(to: CGPoint(130, 45))
        host.movePointer(to: CGPoint(140, 50))
        #expect(log.take() == ["updated 30,45", "updated 40,50"])
        host.release(at: CGPoint(140, 50))
        // Released where it last moved: no update; the providers offer the string's text.
        #expect(log.take() == ["perform 40,50 [[public.utf8-plain-text]]", "exited 40,50"])
        #expect(!host.isDragging)
    }

    @Test func leavingTheViewExitsItAndComingBackEntersItAgain() {
        let log = EventLog()
        let host = ViewHost(board(LoggingDelegate(log: log)), size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(110, 50))
        host.movePointer(to: CGPoint(80, 50))
        host.movePointer(to: CGPoint(150, 10))
        #expect(
            log.take() == [
                "validate 10,50", "entered 10,50", "updated 10,50", "exited -20,50",
                "validate 50,10", "entered 50,10", "updated 50,10",
            ])
        // Released outside the view: exited there, nothing dropped.
        host.release(at: CGPoint(60, 10))
        #expect(log.take() == ["exited -40,10"])
    }

    @Test func aCancelledDragExitsWhereThePointerWasLast() {
        let log = EventLog()
        let host = ViewHost(board(LoggingDelegate(log: log)), size: size)
        host.press(at: CGPoint(50, 50))
        host.movePointer(to: CGPoint(130, 20))
        #expect(log.take() == ["validate 30,20", "entered 30,20", "updated 30,20"])
        host.pointerExited()
        #expect(log.take() == ["exited 30,20"])
        #expect(!host.isDragging)
    }

    @Test func aDragTheDelegateDoesNotValidateIsIgnored() {
        let steps = calls(
            of: { LoggingDelegate(log: $0, valid: false) }, moves: [CGPoint(120, 50), CGPoint(130, 50)],
            release: CGPoint(140, 50))
        // Validated once on entering; never entered, updated, dropped on or exited.
        #expect(steps == ["validate 20,50"])
    }

    @Test func itemsOfOtherTypesDoNotReachTheDelegate() {
        let steps = calls(of: { LoggingDelegate(log: $0) }, types: [.image], moves: [CGPoint(120, 50)], release: CGPoint(130, 50))
        #expect(steps == [])
    }

    @Test func aForbiddenOrCancelledProposalIsNotDropped() {
        for operation in [DropOperation.forbidden, .cancel] {
            let steps = calls(
                of: { LoggingDelegate(log: $0, proposal: DropProposal(operation: operation)) }, moves: [CGPoint(120, 50)],
                release: CGPoint(120, 50))
            #expect(steps == ["validate 20,50", "entered 20,50", "updated 20,50", "exited 20,50"])
        }
    }

    @Test func copyAndMoveProposalsAreDropped() {
        for operation in [DropOperation.copy, .move] {
            let steps = calls(
                of: { LoggingDelegate(log: $0, proposal: DropProposal(operation: operation)) }, moves: [CGPoint(120, 50)],
                release: CGPoint(125, 50))
            #expect(
                steps == [
                    "validate 20,50", "entered 20,50", "updated 20,50", "updated 25,50",
                    "perform 25,50 [[public.utf8-plain-text]]", "exited 25,50",
                ])
        }
    }

    @Test func theDefaultsValidateEveryDragAndProposeACopy() {
        let steps = calls(of: { MinimalDelegate(log: $0) }, moves: [CGPoint(120, 50)], release: CGPoint(160, 70))
        #expect(steps == ["perform 60,70"])
    }

    @Test func filesAndTextFromOutsideTakeEveryStepAtTheDropLocation() {
        let log = EventLog()
        let host = ViewHost(board(LoggingDelegate(log: log), types: [.text, .fileURL]), size: size)
        // SDL reports no pointer while an outside drag hovers: every step happens at the drop.
        #expect(host.dropText("pear", at: CGPoint(150, 20)))
        #expect(
            log.take() == [
                "validate 50,20", "entered 50,20", "updated 50,20", "perform 50,20 [[public.utf8-plain-text]]",
                "exited 50,20",
            ])
        #expect(host.dropFiles([URL(fileURLWithPath: "/tmp/notes.txt")], at: CGPoint(110, 90)))
        // A text file offers its contents as plain text, then its URL.
        #expect(
            log.take() == [
                "validate 10,90", "entered 10,90", "updated 10,90",
                "perform 10,90 [[public.plain-text, public.file-url]]", "exited 10,90",
            ])
        // Outside the view, nothing is told.
        #expect(!host.dropText("pear", at: CGPoint(50, 20)))
        #expect(log.take() == [])
    }

    @Test func aDelegateThatRefusesTheDropReturnsFalse() {
        let log = EventLog()
        let host = ViewHost(board(LoggingDelegate(log: log, performs: false)), size: size)
        #expect(!host.dropText("pear", at: CGPoint(150, 20)))
        #expect(log.take().count == 5)
    }

    @Test func dropInfoAnswersForTypesAndIdentifiers() {
        let info = DropInfo(location: CGPoint(3, 4), items: [TransferItem("apple")])
        #expect(info.location == CGPoint(3, 4))
        #expect(info.hasItemsConforming(to: [UTType.text]))
        #expect(info.hasItemsConforming(to: [UTType.plainText, .image]))
        #expect(!info.hasItemsConforming(to: [UTType.image]))
        #expect(!info.hasItemsConforming(to: [UTType]()))
        #expect(info.itemProviders(for: [UTType.image]).isEmpty)
        #expect(info.itemProviders(for: [UTType.text]).count == 1)
        let identifiers = DropInfo(location: .zero, items: [TransferItem("apple")])
        #expect(identifiers.stringForms(["public.text"]) == (true, 1))
        #expect(identifiers.stringForms(["public.image"]) == (false, 0))
        #expect(identifiers.stringForms(["com.example.unknown"]) == (false, 0))
    }

    @Test func theStringFormOfOnDropTakesTypeIdentifiers() {
        let log = EventLog()
        let host = ViewHost(
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).draggable("apple")
                Color.blue.frame(width: 100, height: 100).deprecatedOnDrop(of: ["public.plain-text"], delegate: MinimalDelegate(log: log))
            }, size: size)
        #expect(host.dropText("pear", at: CGPoint(150, 20)))
        #expect(log.take() == ["perform 50,20"])
    }
}

@available(*, deprecated)
extension DropInfo {
    /// The deprecated `[String]` forms' answers.
    fileprivate func stringForms(_ identifiers: [String]) -> (Bool, Int) {
        (hasItemsConforming(to: identifiers), itemProviders(for: identifiers).count)
    }
}

@available(*, deprecated)
extension View {
    fileprivate func deprecatedOnDrop(of types: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: types, delegate: delegate)
    }
}
