import Foundation

/// Where Tab, Shift-Tab and the arrow keys move keyboard focus.
///
/// Tab order:
/// 1. The stops are the placed, visible, focusable views. A view that takes focus from the
///    keyboard only (a button) inside another focusable view is part of that view, not a stop
///    of its own: a stepper's step buttons, a button-styled toggle's button, a menu row's button.
/// 2. Each layer of the window (the content, then the presentations; only the top
///    presentation while one is shown) is read by itself. Within it, the stops are read in
///    reading order (``ReadingOrder``): rows from the top, leading to trailing within a row,
///    ties in the order of the view tree — the key-view order of AppKit and SwiftUI on the
///    Mac, which follows the geometry of the views rather than the order they are written in.
/// 3. A scroll view and a `focusSection()` are containers: their stops are read together,
///    in reading order among themselves, where the container's frame comes in the reading
///    order of the stops around it.
/// 4. Tab moves to the next stop, Shift-Tab to the previous one, wrapping around; with no
///    view focused they move to the first and the last stop.
/// 5. A stop that focus moved to inside a scroll view is scrolled into view, by the least
///    amount that shows it whole (or its top leading corner, when it is larger than the
///    scroll view), in every scroll view around it from the innermost out.
///
/// Arrow keys (only in a window, or top presentation, that has a focus section; without one
/// they do not move focus, as the key-view loop on the Mac does not):
/// 1. The candidates are the stops other than the focused one whose frame lies beyond the
///    focused view's edge in the arrow's direction, and the focus sections outside which the
///    focused view lies whose frame lies there too.
/// 2. The nearest wins: first those in the focused view's beam (overlapping it across the
///    arrow's direction), then the smallest gap along the direction, then the smallest gap
///    across it, then the smallest distance between their centres across it, then Tab order.
/// 3. A section that wins gives focus to its stop nearest the focused view (the smallest
///    distance between the frames, then Tab order).
/// 4. With nothing focused, an arrow focuses the first stop; an arrow with no candidate does
///    nothing and is not handled.
@MainActor
struct FocusOrder {
    /// The stops in Tab order.
    let stops: [LayoutNode]
    /// The window frame of each stop.
    let frames: [ObjectIdentifier: CGRect]
    /// The focus sections of the layer, with their frames and the stops inside them.
    let sections: [(frame: CGRect, stops: [LayoutNode])]

    /// The focus order of the layers of `graph` that take input.
    init(_ graph: ViewGraph) {
        var collector = Collector()
        let layers: [(node: LayoutNode, withItself: Bool)] =
            graph.inputScope.map { [($0, true)] } ?? graph.layerRoots.map { ($0, false) }
        var stops: [LayoutNode] = []
        for layer in layers {
            let top = Container(frame: layer.node.frame, direction: nil)
            if layer.withItself {
                collector.collect(layer.node, frame: layer.node.frame, into: top)
            } else {
                for subview in layer.node.subviews where !subview.isCollapsed {
                    collector.collect(subview, frame: subview.frame(inParentAt: layer.node.frame.origin), into: top)
                }
            }
            stops.append(contentsOf: top.ordered())
        }
        self.stops = stops
        frames = collector.frames
        sections = collector.sections.map { ($0.frame, $0.container.ordered()) }
    }

    /// The stop after (before, when `backward`) `focused`, wrapping around; the first (last)
    /// with none focused. Nil when there is no stop.
    func next(after focused: LayoutNode?, backward: Bool) -> LayoutNode? {
        guard !stops.isEmpty else { return nil }
        guard let index = focused.flatMap({ focused in stops.firstIndex { $0 === focused } }) else {
            return backward ? stops.last : stops.first
        }
        return stops[(index + (backward ? stops.count - 1 : 1)) % stops.count]
    }

    /// The stop the arrow `direction` moves focus to from `focused` (Arrow keys, rules 1-4).
    func stop(from focused: LayoutNode?, toward direction: FocusDirection) -> LayoutNode? {
        guard let focused, let origin = frames[ObjectIdentifier(focused)] else { return stops.first }
        var candidates: [(key: DirectionalKey, stop: LayoutNode?, section: Int?)] = []
        for (order, stop) in stops.enumerated() where stop !== focused {
            if let key = DirectionalKey(from: origin, to: frames[ObjectIdentifier(stop)]!, toward: direction, order: order) {
                candidates.append((key, stop, nil))
            }
        }
        for (index, section) in sections.enumerated() where !section.stops.contains(where: { $0 === focused }) {
            let order = section.stops.first.flatMap { first in stops.firstIndex { $0 === first } } ?? stops.count
            if let key = DirectionalKey(from: origin, to: section.frame, toward: direction, order: order) {
                candidates.append((key, nil, index))
            }
        }
        let best = candidates.min { $0.key < $1.key }
        guard let best else { return nil }
        if let stop = best.stop { return stop }
        // Rule 3
        return sections[best.section!].stops.min { lhs, rhs in
            let (a, b) = (frames[ObjectIdentifier(lhs)]!, frames[ObjectIdentifier(rhs)]!)
            return Self.distance(origin, a) < Self.distance(origin, b)
        }
    }

    /// The distance between the nearest points of two rectangles (0 when they overlap).
    private static func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let dx = Swift.max(0, Swift.max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = Swift.max(0, Swift.max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The stops of one container in hierarchy order, with the containers inside it.
    private final class Container {
        let frame: CGRect
        /// The layout direction its rows are read in: its view's, or for a layer that of the
        /// first stop or container in it (where the content's environment sets it).
        var direction: LayoutDirection?
        /// Each item: a stop or a container, at its frame.
        private(set) var items: [(frame: CGRect, stop: LayoutNode?, container: Container?)] = []

        init(frame: CGRect, direction: LayoutDirection?) {
            self.frame = frame
            self.direction = direction
        }

        func append(_ frame: CGRect, node: LayoutNode, stop: LayoutNode?, container: Container?) {
            if direction == nil { direction = node.layoutDirection }
            items.append((frame, stop, container))
        }

        /// The stops in Tab order (rules 2 and 3).
        func ordered() -> [LayoutNode] {
            let order = ReadingOrder.indices(
                of: items.indices.map { ReadingOrder.Item(index: $0, frame: items[$0].frame) },
                rightToLeft: direction == .rightToLeft)
            return order.flatMap { index in
                let item = items[index]
                return item.stop.map { [$0] } ?? item.container!.ordered()
            }
        }
    }

    /// Walks a layer, gathering its stops into containers.
    private struct Collector {
        var frames: [ObjectIdentifier: CGRect] = [:]
        var sections: [(frame: CGRect, container: Container)] = []

        /// Gathers `node` at `frame` (window coordinates) and its subtree into `container`.
        mutating func collect(_ node: LayoutNode, frame: CGRect, into container: Container) {
            // Rule 1
            if let input = node.input, input.isFocusable, !node.isHidden, input.focusesOnPress || !Self.hasFocusableAncestor(node) {
                container.append(frame, node: node, stop: node, container: nil)
                frames[ObjectIdentifier(node)] = frame
            }
            var target = container
            // Rule 3
            if node.scrollState != nil || node.isFocusSection {
                target = Container(frame: frame, direction: node.layoutDirection)
                container.append(frame, node: node, stop: nil, container: target)
                if node.isFocusSection { sections.append((frame, target)) }
            }
            for subview in node.subviews where !subview.isCollapsed {
                collect(subview, frame: subview.frame(inParentAt: frame.origin), into: target)
            }
        }

        private static func hasFocusableAncestor(_ node: LayoutNode) -> Bool {
            var current = node.layoutParent
            while let ancestor = current {
                if ancestor.input?.isFocusable == true { return true }
                current = ancestor.layoutParent
            }
            return false
        }
    }
}

/// The direction of an arrow key, on the screen (not flipped in a right-to-left layout).
enum FocusDirection {
    case up, down, left, right

    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}

/// How near a candidate lies in an arrow's direction (Arrow keys, rule 2); smaller is nearer.
private struct DirectionalKey: Comparable {
    let outsideBeam: Bool
    let gap: CGFloat
    let crossGap: CGFloat
    let crossDistance: CGFloat
    let order: Int

    /// The key of `frame` seen from `origin` toward `direction`; nil when it does not lie
    /// beyond `origin`'s edge in that direction.
    init?(from origin: CGRect, to frame: CGRect, toward direction: FocusDirection, order: Int) {
        // A tolerance for frames that touch: a neighbour placed at the edge counts.
        let tolerance: CGFloat = 0.5
        let gap: CGFloat
        switch direction {
        case .right: gap = frame.minX - origin.maxX
        case .left: gap = origin.minX - frame.maxX
        case .down: gap = frame.minY - origin.maxY
        case .up: gap = origin.minY - frame.maxY
        }
        guard gap >= -tolerance else { return nil }
        let horizontal = direction == .left || direction == .right
        let (start, end, otherStart, otherEnd) = horizontal
            ? (origin.minY, origin.maxY, frame.minY, frame.maxY) : (origin.minX, origin.maxX, frame.minX, frame.maxX)
        crossGap = Swift.max(0, Swift.max(otherStart - end, start - otherEnd))
        outsideBeam = crossGap > 0
        self.gap = Swift.max(gap, 0)
        crossDistance = abs((otherStart + otherEnd) / 2 - (start + end) / 2)
        self.order = order
    }

    static func < (lhs: DirectionalKey, rhs: DirectionalKey) -> Bool {
        (lhs.outsideBeam ? 1 : 0, lhs.gap, lhs.crossGap, lhs.crossDistance, lhs.order)
            < (rhs.outsideBeam ? 1 : 0, rhs.gap, rhs.crossGap, rhs.crossDistance, rhs.order)
    }
}
