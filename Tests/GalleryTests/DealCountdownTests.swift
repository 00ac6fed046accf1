import Foundation
import SwiftUI
import Testing

@testable import GalleryKit

/// The product page's deal countdown: a `Timer.publish(every: 1, on: .main, in: .common)`
/// chain assigned to a `@Published` property, ticking while the headless host's clock moves
/// (the host lets the main queue run in real time as it advances).
@MainActor @Suite(.serialized)
struct DealCountdownTests {
    @Test func theCountdownTicksOnceASecondWhileTheHostClockMoves() async {
        let deal = DealCountdown(seconds: 600)
        let host = ViewHost(DealBadge(countdown: deal), size: CGSize(width: 320, height: 60))
        let before = host.statistics.bodyEvaluations
        #expect(deal.text == "10:00")
        let start = Date()
        await host.advance(by: 2.5)
        let elapsed = Date().timeIntervalSince(start)
        // The host's 2.5 s take at least 2.5 s of real time (more on a loaded machine or under
        // the address sanitizer, and a dispatch timer folds ticks it could not deliver in time
        // into one): it ticked at least once and at most once a second of that time.
        let ticks = 600 - deal.remaining
        #expect(ticks >= 1 && Double(ticks) <= elapsed.rounded(.up), "\(ticks) ticks in \(elapsed) s")
        #expect(host.statistics.bodyEvaluations > before, "each tick invalidates the badge")
    }

    @Test func theCountdownStopsAtZeroAndWhenReleased() async throws {
        weak var released: DealCountdown?
        do {
            let deal = DealCountdown(seconds: 1)
            released = deal
            try await Task.sleep(nanoseconds: 1_300_000_000)
            #expect(deal.remaining == 0)
            #expect(deal.text == "0:00")
        }
        #expect(released == nil, "the timer chain does not keep the model alive")
    }
}
