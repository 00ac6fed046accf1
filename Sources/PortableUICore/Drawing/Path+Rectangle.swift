import Foundation

extension Path {
    /// The rectangle the path outlines, when it is one axis-aligned rectangle: a move and
    /// three or four lines, each edge horizontal or vertical.
    var rectangle: CGRect? {
        var outline = elements[...]
        if outline.last == .closeSubpath { outline = outline.dropLast() }
        guard case .move(let start)? = outline.first else { return nil }
        var corners = [start]
        for element in outline.dropFirst() {
            guard case .line(let corner) = element else { return nil }
            corners.append(corner)
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return nil }
        for (index, corner) in corners.enumerated() {
            let next = corners[(index + 1) % 4]
            guard corner.x == next.x || corner.y == next.y else { return nil }
        }
        return boundingRect
    }
}
