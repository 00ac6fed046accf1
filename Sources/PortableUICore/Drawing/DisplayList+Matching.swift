import Foundation

/// Compares display-list items under a translation, without building translated copies: a
/// new item matches an old one when it draws exactly what the old one drew moved by `offset`
/// (points): the same kind, paint, style, text layout and image, every coordinate moved by
/// `offset` (within 10⁻⁴ point). An offset of zero asks whether the item is unchanged.
struct ItemMatch {
    let offset: CGPoint

    private func values(_ old: CGFloat, _ new: CGFloat, _ delta: CGFloat) -> Bool {
        abs(old + delta - new) <= 1e-4
    }

    func points(_ old: CGPoint, _ new: CGPoint) -> Bool {
        values(old.x, new.x, offset.x) && values(old.y, new.y, offset.y)
    }

    func rects(_ old: CGRect, _ new: CGRect) -> Bool {
        points(old.origin, new.origin) && old.size == new.size
    }

    func items(_ old: DisplayList.Item, _ new: DisplayList.Item) -> Bool {
        switch (old, new) {
        case (.fill(let oldPath, let oldPaint, let oldStyle), .fill(let newPath, let newPaint, let newStyle)):
            return oldStyle == newStyle && paints(oldPaint, newPaint) && paths(oldPath, newPath)
        case (.stroke(let oldPath, let oldPaint, let oldStyle), .stroke(let newPath, let newPaint, let newStyle)):
            return oldStyle == newStyle && paints(oldPaint, newPaint) && paths(oldPath, newPath)
        case (.image(let oldImage), .image(let newImage)):
            return images(oldImage, newImage)
        case (.text(let oldText), .text(let newText)):
            return layouts(oldText.layout, newText.layout) && points(oldText.origin, newText.origin)
                && oldText.size == newText.size && paints(oldText.paint, newText.paint)
        case (.group(let oldEffect, let oldList), .group(let newEffect, let newList)):
            return effects(oldEffect, newEffect) && lists(oldList, newList)
        default:
            return false
        }
    }

    /// Text layouts draw the same when they are one object or boxes of the same result.
    private func layouts(_ old: AnyObject, _ new: AnyObject) -> Bool {
        if old === new { return true }
        guard let old = old as? TextLayoutBox, let new = new as? TextLayoutBox else { return false }
        return old.result.drawsSame(as: new.result)
    }

    func lists(_ old: DisplayList, _ new: DisplayList) -> Bool {
        old.items.count == new.items.count && zip(old.items, new.items).allSatisfy { items($0, $1) }
    }

    func effects(_ old: DisplayList.Effect, _ new: DisplayList.Effect) -> Bool {
        switch (old, new) {
        case (.opacity(let a), .opacity(let b)): return a == b
        case (.transform(let a), .transform(let b)): return transforms(a, b)
        case (.clip(let oldPath, let oldStyle), .clip(let newPath, let newStyle)):
            return oldStyle == newStyle && paths(oldPath, newPath)
        case (.scrollViewport(let oldRect, let oldOffset), .scrollViewport(let newRect, let newOffset)):
            return oldOffset == newOffset && rects(oldRect, newRect)
        case (.mask(let a), .mask(let b)): return lists(a, b)
        case (.shadow(let oldColor, let oldRadius, let oldOffset), .shadow(let newColor, let newRadius, let newOffset)):
            return oldColor == newColor && oldRadius == newRadius && oldOffset == newOffset
        case (.blur(let oldRadius, let oldOpaque), .blur(let newRadius, let newOpaque)):
            return oldRadius == newRadius && oldOpaque == newOpaque
        case (.blendMode(let a), .blendMode(let b)): return a == b
        case (.colorMatrix(let a), .colorMatrix(let b)): return a == b
        case (.compositingGroup, .compositingGroup): return true
        case (.projection(let a), .projection(let b)): return offset.x == 0 && offset.y == 0 && a == b
        case (.backdropBlur(let oldPath, let oldRadius, let oldMatrix), .backdropBlur(let newPath, let newRadius, let newMatrix)):
            return oldRadius == newRadius && oldMatrix == newMatrix && paths(oldPath, newPath)
        default: return false
        }
    }

    /// A moved group's transform is the old one conjugated by the move: x ↦ T(x − d) + d.
    private func transforms(_ old: CGAffineTransform, _ new: CGAffineTransform) -> Bool {
        let d = offset
        let tx = old.tx + d.x - (old.a * d.x + old.c * d.y)
        let ty = old.ty + d.y - (old.b * d.x + old.d * d.y)
        return old.a == new.a && old.b == new.b && old.c == new.c && old.d == new.d && abs(tx - new.tx) <= 1e-4
            && abs(ty - new.ty) <= 1e-4
    }

    func paths(_ old: Path, _ new: Path) -> Bool {
        guard old.elements.count == new.elements.count else { return false }
        for (a, b) in zip(old.elements, new.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                guard points(p, q) else { return false }
            case (.quadCurve(let p, let c), .quadCurve(let q, let e)):
                guard points(p, q), points(c, e) else { return false }
            case (.curve(let p, let c1, let c2), .curve(let q, let e1, let e2)):
                guard points(p, q), points(c1, e1), points(c2, e2) else { return false }
            case (.closeSubpath, .closeSubpath):
                continue
            default:
                return false
            }
        }
        return true
    }

    func paints(_ old: DisplayList.Paint, _ new: DisplayList.Paint) -> Bool {
        switch (old, new) {
        case (.color(let a), .color(let b)):
            return a == b
        case (.linearGradient(let g, let s, let e), .linearGradient(let h, let t, let f)):
            return g == h && points(s, t) && points(e, f)
        case (.radialGradient(let g, let c, let r0, let r1), .radialGradient(let h, let d, let s0, let s1)):
            return g == h && points(c, d) && r0 == s0 && r1 == s1
        case (.ellipticalGradient(let g, let c, let size, let r0, let r1), .ellipticalGradient(let h, let d, let size2, let s0, let s1)):
            return g == h && points(c, d) && size == size2 && r0 == s0 && r1 == s1
        case (.angularGradient(let g, let c, let a0, let a1), .angularGradient(let h, let d, let b0, let b1)):
            return g == h && points(c, d) && a0 == b0 && a1 == b1
        default:
            return false
        }
    }

    private func images(_ old: DisplayList.ImageItem, _ new: DisplayList.ImageItem) -> Bool {
        guard old.source == new.source, rects(old.rect, new.rect), old.capInsets == new.capInsets,
            old.resizingMode == new.resizingMode, old.interpolation == new.interpolation
        else { return false }
        switch (old.tint, new.tint) {
        case (nil, nil): return true
        case (let a?, let b?): return paints(a, b)
        default: return false
        }
    }
}
