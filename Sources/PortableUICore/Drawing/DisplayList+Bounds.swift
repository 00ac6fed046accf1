import Foundation

extension DisplayList {
    /// A rectangle, in the list's coordinates, that contains everything the list draws
    /// (conservative: control points, miter joins and blur margins count), or `nil` when it
    /// draws nothing.
    public var bounds: CGRect? {
        var result: CGRect?
        func add(_ rect: CGRect?) {
            guard let rect, !rect.isNull else { return }
            result = result.map { $0.union(rect) } ?? rect
        }
        for item in items {
            switch item {
            case .fill(let path, _, _):
                if !path.isEmpty { add(path.boundingRect) }
            case .stroke(let path, _, let style):
                guard !path.isEmpty else { continue }
                let reach = style.lineWidth / 2 * Swift.max(style.lineJoin == .miter ? style.miterLimit : 1, style.lineCap == .square ? 1.5 : 1)
                add(path.boundingRect.insetBy(dx: -reach, dy: -reach))
            case .image(let image): add(image.rect)
            case .text(let text): add(CGRect(origin: text.origin, size: text.size))
            case .group(let effect, let list):
                guard let inner = list.bounds else { continue }
                switch effect {
                case .transform(let transform): add(inner.applying(transform))
                case .clip(let path, _):
                    let clipped = inner.intersection(path.boundingRect)
                    if !clipped.isNull && !clipped.isEmpty { add(clipped) }
                case .mask(let mask):
                    if let maskBounds = mask.bounds {
                        let masked = inner.intersection(maskBounds)
                        if !masked.isNull && !masked.isEmpty { add(masked) }
                    }
                case .shadow(_, let radius, let offset):
                    add(inner)
                    add(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -1.5 * radius - 1, dy: -1.5 * radius - 1))
                case .blur(let radius, let isOpaque):
                    add(isOpaque ? inner : inner.insetBy(dx: -1.5 * radius - 1, dy: -1.5 * radius - 1))
                case .opacity, .blendMode, .compositingGroup:
                    add(inner)
                }
            }
        }
        return result
    }
}
