import Foundation

/// The order in which a person reads views laid out in a window, shared by the accessibility
/// tree (the elements of one container) and keyboard focus (the stops of one container):
/// groups first (a higher sort priority first, then a bar's rank), then line by line from the
/// top — an item whose middle lies above the bottom of the line so far joins that line — and
/// within a line in the layout direction (leading to trailing), ties kept in hierarchy order.
enum ReadingOrder {
    /// Items read together: those of one sort priority (higher first) and one bar rank (a
    /// navigation bar's before the content, -1; a tab bar's after it, 1).
    struct Group: Hashable, Comparable {
        var priority: Double = 0
        var rank = 0

        static func < (lhs: Group, rhs: Group) -> Bool {
            (-lhs.priority, lhs.rank) < (-rhs.priority, rhs.rank)
        }
    }

    /// What reading order knows of one item: its place in hierarchy order, its group, its
    /// window frame.
    struct Item {
        let index: Int
        var group = Group()
        let frame: CGRect
    }

    /// The indices of `items` in reading order; `rightToLeft` reads lines from the right.
    static func indices(of items: [Item], rightToLeft: Bool) -> [Int] {
        var items = items
        items.sort { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            return (lhs.frame.minY, lhs.index) < (rhs.frame.minY, rhs.index)
        }
        var order: [Int] = []
        order.reserveCapacity(items.count)
        var line: [Item] = []
        var lineBottom = -CGFloat.infinity
        func endLine() {
            line.sort { lhs, rhs in
                let (a, b) = (lhs.frame, rhs.frame)
                let (x, y) = rightToLeft ? (-a.maxX, -b.maxX) : (a.minX, b.minX)
                return (x, lhs.index) < (y, rhs.index)
            }
            order.append(contentsOf: line.lazy.map(\.index))
            line.removeAll(keepingCapacity: true)
        }
        for item in items {
            if line.isEmpty || item.group != line[0].group || item.frame.midY > lineBottom {
                endLine()
                lineBottom = item.frame.maxY
            } else {
                lineBottom = Swift.max(lineBottom, item.frame.maxY)
            }
            line.append(item)
        }
        endLine()
        return order
    }
}
