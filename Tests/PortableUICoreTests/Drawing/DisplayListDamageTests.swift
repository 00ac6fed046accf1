import Foundation
import Testing
@testable import PortableUICore

/// `DisplayListDamage`: what a renderer keeping the previous frame shifts and draws again.
struct DisplayListDamageTests {
    /// The window in pixels: 200×400 points at scale 2.
    private static let window = (width: 400, height: 800)

    private func fill(_ rect: CGRect, _ color: Color = .red) -> DisplayList.Item {
        .fill(Path(rect), .color(color), FillStyle())
    }

    /// Rows 20 points tall from y = 0 in content coordinates, moved up by `offset`.
    private func rows(_ range: Range<Int>, offset: CGFloat) -> DisplayList {
        DisplayList(range.map { fill(CGRect(x: 0, y: CGFloat($0) * 20 - offset, width: 100, height: 10), .blue) })
    }

    /// A scroll view 100×100 at (50, 50) over a white background filling the window.
    private func screen(offset: CGFloat, beneath: DisplayList.Item? = nil, above: [DisplayList.Item] = []) -> DisplayList {
        let viewport = CGRect(x: 50, y: 50, width: 100, height: 100)
        let first = Int(offset / 20)
        var content = rows(first..<(first + 6), offset: offset)
        content.items = content.items.map { item in
            guard case .fill(let path, let paint, let style) = item else { return item }
            return .fill(path.offsetBy(dx: 50, dy: 50), paint, style)
        }
        var items: [DisplayList.Item] = [fill(CGRect(x: 0, y: 0, width: 200, height: 400), .white)]
        if let beneath { items.append(beneath) }
        items.append(.group(.scrollViewport(viewport, contentOffset: CGPoint(x: 0, y: offset)), content))
        return DisplayList(items + above)
    }

    private func damage(_ old: DisplayList, _ new: DisplayList, scale: CGFloat = 2) -> DisplayListDamage {
        DisplayListDamage(from: old, to: new, scale: scale, width: Self.window.width, height: Self.window.height)
    }

    @Test func anUnchangedListNeedsNothing() {
        let result = damage(screen(offset: 30), screen(offset: 30))
        #expect(!result.isFull && result.shifts.isEmpty && result.rects.isEmpty)
    }

    @Test func aChangedItemIsDrawnAgainInItsPixelsWidenedByOne() {
        let old = DisplayList([fill(CGRect(x: 10, y: 10, width: 20, height: 5))])
        let new = DisplayList([fill(CGRect(x: 10, y: 10, width: 20, height: 5), .green)])
        let result = damage(old, new)
        #expect(result.shifts.isEmpty)
        #expect(result.rects == [CGRect(x: 19, y: 19, width: 42, height: 12)])
    }

    @Test func aScrolledViewportIsShiftedAndItsUncoveredStripDrawn() {
        let result = damage(screen(offset: 30), screen(offset: 40))
        #expect(!result.isFull)
        #expect(result.shifts == [DisplayListDamage.Shift(rect: CGRect(x: 100, y: 100, width: 200, height: 200), dx: 0, dy: -20)])
        // The bottom 10 points (20 pixels) of the viewport, widened by a pixel.
        #expect(result.rects.contains(CGRect(x: 99, y: 279, width: 202, height: 22)))
        #expect(result.rects.allSatisfy { $0.minY >= 99 })
    }

    @Test func aMoveOfPartOfAPixelDrawsTheViewportAgain() {
        let result = damage(screen(offset: 30), screen(offset: 30.25))
        #expect(result.shifts.isEmpty)
        #expect(result.rects == [CGRect(x: 99, y: 99, width: 202, height: 202)])
    }

    @Test func patternedPixelsBeneathPreventTheShift() {
        let beneath = DisplayList.Item.fill(Path(ellipseIn: CGRect(x: 60, y: 60, width: 40, height: 40)), .color(.green), FillStyle())
        let result = damage(screen(offset: 30, beneath: beneath), screen(offset: 40, beneath: beneath))
        #expect(result.shifts.isEmpty)
        #expect(result.rects.contains(CGRect(x: 99, y: 99, width: 202, height: 202)))
    }

    @Test func whatIsDrawnAboveTheViewportIsDrawnAgainWhereItWasMovedAndWhereItIs() {
        let badge = fill(CGRect(x: 60, y: 120, width: 10, height: 10), .green)
        let result = damage(screen(offset: 30, above: [badge]), screen(offset: 40, above: [badge]))
        #expect(result.shifts.count == 1)
        // Where the badge is (y 120-130 pt) and where its pixels were shifted to (10 pt up).
        #expect(result.rects.contains(CGRect(x: 119, y: 239, width: 22, height: 22)))
        #expect(result.rects.contains(CGRect(x: 119, y: 219, width: 22, height: 22)))
    }

    @Test func aLargeChangeDrawsTheWholeWindow() {
        let old = DisplayList([fill(CGRect(x: 0, y: 0, width: 200, height: 400))])
        let new = DisplayList([fill(CGRect(x: 0, y: 0, width: 200, height: 400), .green)])
        #expect(damage(old, new).isFull)
    }

    @Test func textMatchesByItsLayoutAndMovesWithItsOrigin() {
        let layout = TextLayoutBox(TextLayoutResult(size: CGSize(width: 40, height: 12), lines: [], isTruncated: false))
        func text(at y: CGFloat) -> DisplayList.Item {
            .text(DisplayList.TextItem(layout: layout, origin: CGPoint(x: 0, y: y), size: CGSize(width: 40, height: 12), paint: .color(.black)))
        }
        #expect(ItemMatch(offset: CGPoint(x: 0, y: 10)).items(text(at: 10), text(at: 20)))
        #expect(!ItemMatch(offset: CGPoint(x: 0, y: 9)).items(text(at: 10), text(at: 20)))
        let other = TextLayoutBox(TextLayoutResult(size: CGSize(width: 41, height: 12), lines: [], isTruncated: false))
        let moved = DisplayList.Item.text(
            DisplayList.TextItem(layout: other, origin: CGPoint(x: 0, y: 20), size: CGSize(width: 40, height: 12), paint: .color(.black)))
        #expect(!ItemMatch(offset: CGPoint(x: 0, y: 10)).items(text(at: 10), moved))
    }
}
