import Foundation

/// What a renderer that keeps the previous frame's pixels must do to draw a new display list
/// of the same window: shift the pixels of scroll views whose content only moved, then draw
/// again the rectangles that changed.
///
/// 1. The two lists are walked together. An item that draws what its counterpart drew is
///    unchanged. Items are matched in order, allowing insertions and removals (rows scrolled
///    in and out); groups with the same clip, opacity or compositing effect are compared item
///    by item inside. An unmatched item is drawn again in its previous and its new bounds.
/// 2. A scroll viewport whose content offset changed by a whole number of pixels is
///    *shifted* when nothing but rectangular solid fills lies beneath it in both frames and
///    no enclosing clip cuts it: its content is compared with the previous content moved by
///    the change; the strip the shift uncovers, the content that changed, and everything
///    drawn above the viewport (where it was, moved with the pixels, and where it is now)
///    are drawn again.
/// 3. Any other viewport whose offset changed is drawn again whole.
/// 4. A rectangle that reaches what a backdrop blur reads (a material's path and the blur's
///    margin around it) grows to hold all of it, so that the blur reads nothing left over
///    from the previous frame, whichever rectangle is drawn first.
/// 5. Rectangles are in pixels, widened to whole pixels and by one pixel for antialiasing.
///    When they cover more than half of the window, the whole window is drawn instead.
public struct DisplayListDamage: Equatable, Sendable {
    /// Pixels that move by a whole number of pixels: a scroll viewport's.
    public struct Shift: Equatable, Sendable {
        /// The destination rectangle, in pixels (integral), within the window.
        public var rect: CGRect
        /// How far the pixels move (right and down are positive).
        public var dx: Int
        public var dy: Int
    }

    /// Whether the whole window must be drawn (then ``shifts`` and ``rects`` are empty).
    public private(set) var isFull: Bool
    /// The shifts to apply first, in order.
    public private(set) var shifts: [Shift]
    /// The rectangles (pixels, integral) to draw again after the shifts.
    public private(set) var rects: [CGRect]

    /// Everything must be drawn.
    public static let full = DisplayListDamage(isFull: true, shifts: [], rects: [])

    private init(isFull: Bool, shifts: [Shift], rects: [CGRect]) {
        self.isFull = isFull
        self.shifts = shifts
        self.rects = rects
    }

    /// The work that turns a window showing `old` into one showing `new`, at `scale` pixels
    /// per point in a window of `width` × `height` pixels.
    public init(from old: DisplayList, to new: DisplayList, scale: CGFloat, width: Int, height: Int) {
        let window = CGRect(x: 0, y: 0, width: width, height: height)
        var walk = DamageWalk(scale: scale, old: old, new: new)
        walk.compare(old.items, new.items, at: DamageWalk.Position())
        let shifts = walk.resolveShifts(in: window)
        walk.widenForBackdrops()
        let rects = walk.damage.compactMap { Self.pixelRect($0, scale: scale, in: window) }
        let area = rects.reduce(0) { $0 + $1.width * $1.height }
        if area > window.width * window.height / 2 {
            self = .full
        } else {
            self = DisplayListDamage(isFull: false, shifts: shifts, rects: Self.merged(rects))
        }
    }

    /// Step 5: a rectangle in points as whole pixels, widened by one, within the window.
    private static func pixelRect(_ rect: CGRect, scale: CGFloat, in window: CGRect) -> CGRect? {
        guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else {
            return rect.isNull ? nil : window
        }
        let minX = (rect.minX * scale).rounded(.down) - 1, maxX = (rect.maxX * scale).rounded(.up) + 1
        let minY = (rect.minY * scale).rounded(.down) - 1, maxY = (rect.maxY * scale).rounded(.up) + 1
        let pixels = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).intersection(window)
        return pixels.isNull || pixels.isEmpty ? nil : pixels
    }

    /// Rectangles with those contained in another left out.
    private static func merged(_ rects: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        for rect in rects.sorted(by: { $0.width * $0.height > $1.width * $1.height })
        where !result.contains(where: { $0.contains(rect) }) {
            result.append(rect)
        }
        return result
    }
}

/// Steps 1-3 of ``DisplayListDamage``: the walk over both lists, in points.
private struct DamageWalk {
    /// Where a list lies in the tree: the indices of its enclosing groups in the old and the
    /// new list, the clips around it, and the move of the old content (inside a shifted
    /// viewport).
    struct Position {
        var oldPath: [Int] = []
        var newPath: [Int] = []
        var clips: [CGRect?] = []
        var offset: CGPoint = .zero
        /// The viewport the position is inside of when shifted.
        var shiftedViewport: CGRect?
    }

    /// A viewport that may be shifted (step 2), before checking what lies beneath and above.
    struct Candidate {
        var viewport: CGRect
        var offset: CGPoint
        var oldPath: [Int]
        var newPath: [Int]
        var clips: [CGRect?]
    }

    /// How far ahead an unmatched item looks for its counterpart.
    private static let lookahead = 64

    let scale: CGFloat
    let old: DisplayList
    let new: DisplayList
    var damage: [CGRect] = []
    var candidates: [Candidate] = []

    init(scale: CGFloat, old: DisplayList, new: DisplayList) {
        self.scale = scale
        self.old = old
        self.new = new
    }

    // Step 1
    mutating func compare(_ oldItems: [DisplayList.Item], _ newItems: [DisplayList.Item], at position: Position) {
        let match = ItemMatch(offset: position.offset)
        var next = 0
        for (index, item) in newItems.enumerated() {
            if let found = (next..<Swift.min(oldItems.count, next + Self.lookahead)).first(where: {
                match.items(oldItems[$0], item)
            }) {
                for removed in oldItems[next..<found] { damageOld(removed, at: position) }
                next = found + 1
            } else if next < oldItems.count, compareGroups(oldItems[next], item, old: next, new: index, at: position) {
                next += 1
            } else {
                damageNew(item)
            }
        }
        for removed in oldItems[Swift.min(next, oldItems.count)...] { damageOld(removed, at: position) }
    }

    /// Compares two groups with the same kind of effect item by item; false when they
    /// cannot be compared that way.
    private mutating func compareGroups(
        _ oldItem: DisplayList.Item, _ newItem: DisplayList.Item, old oldIndex: Int, new newIndex: Int,
        at position: Position
    ) -> Bool {
        guard case .group(let oldEffect, let oldList) = oldItem, case .group(let newEffect, let newList) = newItem else {
            return false
        }
        let match = ItemMatch(offset: position.offset)
        var inner = position
        inner.oldPath.append(oldIndex)
        inner.newPath.append(newIndex)
        switch (oldEffect, newEffect) {
        case (.scrollViewport(let oldRect, let oldOffset), .scrollViewport(let newRect, let newOffset)):
            guard match.rects(oldRect, newRect) else { return false }
            inner.clips.append(newRect)
            if oldOffset == newOffset {
                compare(oldList.items, newList.items, at: inner)
            } else {
                compareScrolled(oldList, newList, viewport: newRect, by: oldOffset - newOffset, at: inner)
            }
            return true
        case (.clip, .clip(let newPath, _)):
            guard match.effects(oldEffect, newEffect) else { return false }
            inner.clips.append(newPath.rectangle)
            compare(oldList.items, newList.items, at: inner)
            return true
        case (.opacity, .opacity), (.compositingGroup, .compositingGroup):
            guard match.effects(oldEffect, newEffect) else { return false }
            compare(oldList.items, newList.items, at: inner)
            return true
        default:
            return false
        }
    }

    /// Steps 2-3: a viewport whose content moved by `move` points.
    private mutating func compareScrolled(
        _ oldList: DisplayList, _ newList: DisplayList, viewport: CGRect, by move: CGPoint, at position: Position
    ) {
        let pixels = CGPoint(x: move.x * scale, y: move.y * scale)
        let isWholePixels = abs(pixels.x - pixels.x.rounded()) < 1e-6 && abs(pixels.y - pixels.y.rounded()) < 1e-6
        guard position.offset == .zero, isWholePixels,
            abs(move.x) < viewport.width, abs(move.y) < viewport.height
        else {
            damage.append(viewport)
            return
        }
        candidates.append(
            Candidate(
                viewport: viewport, offset: move, oldPath: position.oldPath, newPath: position.newPath,
                clips: position.clips))
        var inner = position
        inner.offset = move
        inner.shiftedViewport = viewport
        compare(oldList.items, newList.items, at: inner)
    }

    private mutating func damageOld(_ item: DisplayList.Item, at position: Position) {
        guard var bounds = item.bounds else { return }
        bounds = bounds.offsetBy(dx: position.offset.x, dy: position.offset.y)
        if let viewport = position.shiftedViewport { bounds = bounds.intersection(viewport) }
        if !bounds.isNull { damage.append(bounds) }
    }

    private mutating func damageNew(_ item: DisplayList.Item) {
        guard let bounds = item.bounds else { return }
        damage.append(bounds)
    }

    // Step 2: which candidates shift, with what they add to the damage.
    mutating func resolveShifts(in window: CGRect) -> [DisplayListDamage.Shift] {
        var shifts: [DisplayListDamage.Shift] = []
        for candidate in candidates {
            let viewport = candidate.viewport
            guard candidate.clips.dropLast().allSatisfy({ $0?.contains(viewport) == true }),
                Self.onlyFillsBeneath(viewport, in: old, path: candidate.oldPath),
                Self.onlyFillsBeneath(viewport, in: new, path: candidate.newPath)
            else {
                damage.append(viewport)
                continue
            }
            for above in Self.items(above: candidate.oldPath, in: old) {
                guard let bounds = above.bounds?.offsetBy(dx: candidate.offset.x, dy: candidate.offset.y) else { continue }
                let inside = bounds.intersection(viewport)
                if !inside.isNull { damage.append(inside) }
            }
            for above in Self.items(above: candidate.newPath, in: new) {
                guard let bounds = above.bounds else { continue }
                let inside = bounds.intersection(viewport)
                if !inside.isNull { damage.append(inside) }
            }
            guard let shift = shift(of: candidate, in: window) else { continue }
            shifts.append(shift)
        }
        return shifts
    }

    // Step 4
    mutating func widenForBackdrops() {
        let reaches = Self.backdropReaches(in: new.items, transform: .identity)
        guard !reaches.isEmpty else { return }
        for index in damage.indices {
            var rect = damage[index]
            var grew = true
            while grew {
                grew = false
                for reach in reaches where rect.intersects(reach) && !rect.contains(reach) {
                    rect = rect.union(reach)
                    grew = true
                }
            }
            damage[index] = rect
        }
    }

    /// The window rectangles that backdrop blurs read: their paths' bounds and the blur's margin.
    private static func backdropReaches(in items: [DisplayList.Item], transform: CGAffineTransform) -> [CGRect] {
        var reaches: [CGRect] = []
        for case .group(let effect, let inner) in items {
            switch effect {
            case .transform(let t):
                reaches += backdropReaches(in: inner.items, transform: t.concatenating(transform))
            case .backdropBlur(let path, let radius, _):
                let margin = 1.5 * radius + 1
                reaches.append(path.boundingRect.insetBy(dx: -margin, dy: -margin).applying(transform))
                reaches += backdropReaches(in: inner.items, transform: transform)
            default:
                reaches += backdropReaches(in: inner.items, transform: transform)
            }
        }
        return reaches
    }

    /// The candidate's shift in pixels, and the strip it uncovers added to the damage.
    private mutating func shift(of candidate: Candidate, in window: CGRect) -> DisplayListDamage.Shift? {
        let viewport = candidate.viewport
        let rect = CGRect(
            x: (viewport.minX * scale).rounded(), y: (viewport.minY * scale).rounded(),
            width: (viewport.width * scale).rounded(), height: (viewport.height * scale).rounded()
        ).intersection(window)
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let dx = Int((candidate.offset.x * scale).rounded()), dy = Int((candidate.offset.y * scale).rounded())
        let moved = rect.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)).intersection(rect)
        for strip in Self.uncovered(rect, by: moved) {
            damage.append(CGRect(x: strip.minX / scale, y: strip.minY / scale, width: strip.width / scale, height: strip.height / scale))
        }
        return DisplayListDamage.Shift(rect: rect, dx: dx, dy: dy)
    }

    /// The parts of `rect` outside `covered` (a rectangle inside it sharing two of its edges).
    private static func uncovered(_ rect: CGRect, by covered: CGRect) -> [CGRect] {
        guard !covered.isNull, !covered.isEmpty else { return [rect] }
        var strips: [CGRect] = []
        if covered.minY > rect.minY { strips.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: covered.minY - rect.minY)) }
        if covered.maxY < rect.maxY { strips.append(CGRect(x: rect.minX, y: covered.maxY, width: rect.width, height: rect.maxY - covered.maxY)) }
        if covered.minX > rect.minX { strips.append(CGRect(x: rect.minX, y: rect.minY, width: covered.minX - rect.minX, height: rect.height)) }
        if covered.maxX < rect.maxX { strips.append(CGRect(x: covered.maxX, y: rect.minY, width: rect.maxX - covered.maxX, height: rect.height)) }
        return strips
    }

    /// Whether everything drawn before the group at `path` that reaches into `viewport` is a
    /// rectangle filled with one color covering it (so the pixels beneath are uniform).
    private static func onlyFillsBeneath(_ viewport: CGRect, in list: DisplayList, path: [Int]) -> Bool {
        var items = list.items
        for index in path {
            for item in items[..<index] {
                guard let bounds = item.bounds, bounds.intersects(viewport) else { continue }
                guard case .fill(let shape, .color, _) = item, let rect = shape.rectangle, rect.contains(viewport) else {
                    return false
                }
            }
            guard case .group(_, let inner) = items[index] else { return false }
            items = inner.items
        }
        return true
    }

    /// Everything drawn after the group at `path`, at every level.
    private static func items(above path: [Int], in list: DisplayList) -> [DisplayList.Item] {
        var result: [DisplayList.Item] = []
        var items = list.items
        for index in path {
            result += items[(index + 1)...]
            guard case .group(_, let inner) = items[index] else { break }
            items = inner.items
        }
        return result
    }
}

extension CGPoint {
    fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint {
        CGPoint(x: a.x - b.x, y: a.y - b.y)
    }
}
