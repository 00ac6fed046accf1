import Foundation

/// The up-and-down chevron of a menu button (`chevron.up.chevron.down`), drawn as two open
/// chevrons filling its frame with a gap between them.
struct _UpDownChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let half = rect.height * 0.36
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + half))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + half))
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - half))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - half))
        return path
    }
}

/// A chevron pointing toward the trailing edge (`chevron.right`), filling its frame.
struct _TrailingChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

/// A dash across the middle of its frame, the width of its middle two thirds: a menu's mark
/// for a value of a mixed selection.
struct _MixedMark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width / 6, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width / 6, y: rect.midY))
        return path
    }
}

extension StrokeStyle {
    /// The stroke of the chevrons and check marks of controls.
    static func glyph(_ width: CGFloat) -> StrokeStyle {
        StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)
    }
}
