import Foundation

/// What a symbol image draws: its layers scaled into its frame, each in the paint of its
/// level (faint when dimmed, clipped to its part when it has one); or the placeholder glyph
/// when the symbol cannot be drawn.
struct SymbolDrawing: DrawingContent, Equatable {
    let shape: SymbolShape?
    /// The style of each level, primary first.
    let styles: [ResolvedStyle]
    /// How a change of the symbol animates (the environment's).
    var contentTransition = ContentTransition.identity

    func draw(in rect: CGRect, into list: inout DisplayList) {
        guard rect.width > 0, rect.height > 0, let primary = styles.first else { return }
        guard let shape else {
            list.append(contentsOf: DisplayList.symbolPlaceholder(in: rect, paint: primary.paint(in: rect)))
            return
        }
        let transform = shape.transform(into: rect)
        var items: [DisplayList.Item] = []
        for layer in shape.layers {
            let path = layer.path.applying(transform)
            if layer.knocksOut {
                items.append(.group(.blendMode(.destinationOut), DisplayList([.fill(path, .color(.black), FillStyle())])))
            } else {
                let style = styles[Swift.min(layer.level, styles.count - 1)]
                let paint = style.paint(in: rect)
                let fill = DisplayList.Item.fill(
                    path, layer.isDimmed ? paint.multiplyingOpacity(by: SymbolVariableLayers.dimmedOpacity) : paint,
                    FillStyle())
                if let clip = layer.clip {
                    items.append(.group(.clip(Path(clip).applying(transform), FillStyle()), DisplayList([fill])))
                } else {
                    items.append(fill)
                }
            }
        }
        if shape.layers.contains(where: \.knocksOut) {
            list.append(.group(.compositingGroup, DisplayList(items)))
        } else {
            list.append(contentsOf: DisplayList(items))
        }
    }
}
