import Foundation
import PortableUI

/// Scrolls with the wheel over an area until a view is fully inside it: toward the view once
/// it is laid out, forward (down or right) while it is not, then back when the content ends.
@MainActor
struct Scroller {
    /// How many wheel turns a search makes at most before it gives up.
    static let stepLimit = 200

    let driver: any HostDriver
    let area: CGRect
    let axis: Axis

    func scroll(to query: ViewQuery, from origin: ViewElement, site: SourceSite) -> ViewElement {
        let target = ViewElement(driver: driver, path: [ViewElement.Step(query: query, index: 0)])
        var forward = true
        for _ in 0..<Self.stepLimit {
            let frame = target.frame
            if let frame, area.contains(frame) { return target }
            let before = driver.accessibilityTree.dump(includingFrames: true)
            turnWheel(by: frame.map(distance(to:)) ?? (forward ? page : -page))
            if driver.accessibilityTree.dump(includingFrames: true) == before {
                guard frame == nil, forward else { break }
                forward = false
            }
        }
        let reason = target.exists ? "it stays partly outside \(describe(area))" : "no view matches it in the scrolled content"
        TestFailure.record("scroll(to: \(query)) in \(origin.path.isEmpty ? "the window" : origin.description): \(reason).\n" + target.failureMessage(), at: site)
        return target
    }

    /// Most of the area's length: each turn keeps some of the last view in sight.
    private var page: CGFloat { (axis == .vertical ? area.height : area.width) * 0.8 }

    /// How far to scroll so that `frame` comes inside the area (at most a page).
    private func distance(to frame: CGRect) -> CGFloat {
        let (low, high, areaLow, areaHigh) =
            axis == .vertical ? (frame.minY, frame.maxY, area.minY, area.maxY) : (frame.minX, frame.maxX, area.minX, area.maxX)
        let wanted = high > areaHigh ? high - areaHigh : low - areaLow
        return max(min(wanted, page), -page)
    }

    private func turnWheel(by amount: CGFloat) {
        let delta = axis == .vertical ? CGSize(width: 0, height: amount) : CGSize(width: amount, height: 0)
        driver.scrollWheel(by: delta, at: CGPoint(x: area.midX, y: area.midY))
        Clock.settle(driver)
    }

    private func describe(_ rect: CGRect) -> String {
        "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
    }
}
