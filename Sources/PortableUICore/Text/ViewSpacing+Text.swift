import Foundation

extension ViewSpacing {
    /// The spacing preferences of a text whose largest font has `metrics` (see
    /// ``ViewSpacing`` for the rules): text categories on the top and bottom edges, plain
    /// preferences on the leading and trailing ones.
    init(text metrics: FontMetrics, firstBaseline: CGFloat, lastBaselineToBottom: CGFloat, pixelLength: CGFloat) {
        self.init()
        let lineHeight = metrics.ascent + metrics.descent
        let pixel = pixelLength > 0 ? pixelLength : 1
        let textSpacing = (lineHeight * 0.1 / pixel).rounded(.up) * pixel
        let textMetrics = TextSpacingMetrics(
            ascent: metrics.ascent, descent: metrics.descent, leading: metrics.leading, pixelLength: pixel)
        top = Preference(
            value: nil, edgeAboveText: lineHeight + textSpacing - metrics.ascent, textBaseline: -firstBaseline,
            textMetrics: textMetrics)
        bottom = Preference(
            value: nil,
            edgeBelowText: Swift.max(lineHeight + textSpacing - metrics.capHeight, textSpacing + metrics.descent),
            textBaseline: lastBaselineToBottom, textMetrics: textMetrics)
    }
}
