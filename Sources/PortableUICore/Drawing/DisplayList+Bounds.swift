import Foundation

extension DisplayList {
    /// A rectangle, in the list's coordinates, that contains everything the list draws
    /// (conservative: control points, miter joins and blur margins count), or `nil` when it
    /// draws nothing.
    public var bounds: CGRect? {
        var result: CGRect?
        for item in items {
            guard let rect = item.bounds else { continue }
            result = result.map { $0.union(rect) } ?? rect
        }
        return result
    }
}

extension DisplayList.Item {
    /// A rectangle that contains everything the item draws (conservative, as
    /// ``DisplayList/bounds``; text counts its layout box widened by a quarter of its
    /// height on every side, for glyphs that overhang it), or `nil` when it draws nothing.
    public var bounds: CGRect? {
        switch self {
        case .fill(let path, _, _):
            return path.isEmpty ? nil : path.boundingRect
        case .stroke(let path, _, let style):
            guard !path.isEmpty else { return nil }
            let reach = style.lineWidth / 2 * Swift.max(style.lineJoin == .miter ? style.miterLimit : 1, style.lineCap == .square ? 1.5 : 1)
            return path.boundingRect.insetBy(dx: -reach, dy: -reach)
        case .image(let image): return image.rect
        case .text(let text):
            // Glyphs may overhang the layout box (italics, accents): a quarter of its height.
            let overhang = Swift.max(1, text.size.height / 4)
            return CGRect(origin: text.origin, size: text.size).insetBy(dx: -overhang, dy: -overhang)
        case .group(let effect, let list):
            guard let inner = list.bounds else { return nil }
            return Self.bounds(of: inner, under: effect)
        }
    }

    private static func bounds(of inner: CGRect, under effect: DisplayList.Effect) -> CGRect? {
        func nonEmpty(_ rect: CGRect) -> CGRect? { rect.isNull || rect.isEmpty ? nil : rect }
        switch effect {
        case .transform(let transform): return inner.applying(transform)
        case .projection(let projection): return Self.bounds(of: inner, through: projection)
        case .clip(let path, _): return nonEmpty(inner.intersection(path.boundingRect))
        case .scrollViewport(let viewport, _): return nonEmpty(inner.intersection(viewport))
        case .mask(let mask): return mask.bounds.flatMap { nonEmpty(inner.intersection($0)) }
        case .shadow(_, let radius, let offset):
            return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -1.5 * radius - 1, dy: -1.5 * radius - 1))
        case .blur(let radius, let isOpaque):
            return isOpaque ? inner : inner.insetBy(dx: -1.5 * radius - 1, dy: -1.5 * radius - 1)
        case .backdropBlur(let path, _, _):
            return inner.union(path.boundingRect)
        case .opacity, .blendMode, .compositingGroup, .colorMatrix:
            return inner
        }
    }

    /// The bounds of the images of a rectangle's corners in front of the viewer (a plane
    /// seen edge-on, or behind, draws nothing).
    private static func bounds(of inner: CGRect, through projection: ProjectionTransform) -> CGRect? {
        let corners = [
            CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
            CGPoint(x: inner.maxX, y: inner.maxY), CGPoint(x: inner.minX, y: inner.maxY),
        ]
        let images = corners.filter { projection.weight(of: $0) > 0 }.map { $0.applying(projection) }
        guard let first = images.first else { return nil }
        return images.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }
}
